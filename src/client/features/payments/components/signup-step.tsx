import { parsePlanParam, type PlanId } from '../../../../domain/plans';
import { ZIP_CODE } from '../../../../domain/address';
import { languageParam } from '../../../../domain/site-language';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSiteText } from '../../../lib/site-text-context';
import { InformationStep } from './information-step';

/**
 * The information step of /signup (docs/product.md#sign-up-flow) with what its link names: the
 * plan and, from the waitlist's "we now serve" email, the ZIP code (anything but a ZIP code is
 * ignored). The route renders it in the app; on the static /signup page the island renders it
 * alone, without the router, so its links are plain ones.
 */
export function SignupStep({
  search,
  signedIn,
  onSaved,
}: {
  search: URLSearchParams;
  /** Undefined while the session is being asked. */
  signedIn: boolean | undefined;
  onSaved: (plan: PlanId) => void;
}) {
  const { t } = useSiteText();
  if (signedIn === undefined) return <PageSpinner />;
  // ZipSchema's rule without zod, which would load with the page (it loads with the first check).
  const zip = search.get('zip')?.trim() ?? '';
  return (
    <InformationStep
      signedIn={signedIn}
      initialPlan={parsePlanParam(search.get('plan'))}
      initialZip={ZIP_CODE.test(zip) ? zip : ''}
      initialLanguage={languageParam(search)}
      onSaved={({ plan }) => onSaved(plan)}
      footer={
        signedIn ? null : (
          <p className="text-sm text-muted">
            {t('signup.haveAccount')}{' '}
            <a href="/login" className="font-semibold text-brand-700 hover:underline">
              {t('signup.logIn')}
            </a>
          </p>
        )
      }
    />
  );
}
