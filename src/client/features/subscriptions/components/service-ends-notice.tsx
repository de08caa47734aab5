import { useFormats } from '../../../lib/formats';
import { marks, richText } from '../../../lib/rich-text';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * A cancelled subscription still served to the end of the period paid
 * (docs/decisions/039-a-fair-cancel.md): until when, and how to come back.
 */
export function ServiceEndsNotice({ serviceEndsAt }: { serviceEndsAt: string }) {
  const { t } = useSiteText();
  const formats = useFormats();
  return (
    <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold" data-testid="service-ends">
        {t('portal.cancel.continueUntil', { date: formats.billingDate(serviceEndsAt) })}
      </p>
      <p className="mt-1">
        {richText(t('portal.cancel.served', marks('signUp')), {
          signUp: (
            <a href="/signup" className="font-semibold underline">
              {t('portal.plan.signUpAgain')}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
