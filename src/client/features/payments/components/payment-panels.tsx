import { AlertTriangle, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS } from '../../../../domain/site';
import { cn } from '../../../lib/cn';
import { richText, marks } from '../../../lib/rich-text';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * Test mode is said plainly wherever the sandbox takes a "payment"
 * (docs/decisions/004-payments-providers-and-webhooks.md).
 */
export function TestModeNotice({ children }: { children?: ReactNode }) {
  const { t } = useSiteText();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">{t('pay.testMode')}</p>
        {children}
      </div>
    </div>
  );
}

/** An error, not-ready or unavailable state with its one way forward. */
export function StatusPanel({
  title,
  children,
  action,
  tone = 'error',
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'error' | 'warning';
}) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-xl border p-6 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50',
      )}
    >
      <AlertTriangle
        aria-hidden
        className={cn('mx-auto size-8', tone === 'error' ? 'text-red-700' : 'text-amber-700')}
      />
      <h2 className="mt-3 text-lg font-bold text-ink">{title}</h2>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** Production without payment keys: no fake checkout, a clear way to reach us instead. */
export function PaymentUnavailable() {
  const { t } = useSiteText();
  return (
    <StatusPanel title={t('pay.unavailableTitle')} tone="warning">
      <p>{t('pay.unavailableText')}</p>
      <p className="mt-2">
        {richText(t('pay.unavailableContact', marks('phone', 'email')), {
          phone: (
            <a href={BUSINESS.phoneHref} className="font-semibold text-brand-700 underline">
              {BUSINESS.phone}
            </a>
          ),
          email: (
            <a href={`mailto:${BUSINESS.email}`} className="font-semibold text-brand-700 underline">
              {BUSINESS.email}
            </a>
          ),
        })}
      </p>
    </StatusPanel>
  );
}
