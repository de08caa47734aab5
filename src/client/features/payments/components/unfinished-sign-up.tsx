import { ArrowRight, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { useSiteText } from '../../../lib/site-text-context';
import { useSubscriptionInfo } from '../api/get-subscription-info';

/** The sign-up waiting for payment, when the customer has no active or paused subscription. */
export function useUnfinishedSignUp() {
  const info = useSubscriptionInfo(true);
  return info.data?.hasCurrent ? null : (info.data?.pending ?? null);
}

/**
 * Where a list of subscriptions would say "none yet, choose a plan": with a sign-up waiting for
 * payment, the pointer above the tabs already says what to do, so this only says what will show.
 */
export function EmptyUnlessSignUpWaits({ children }: { children: ReactNode }) {
  const { t } = useSiteText();
  if (useUnfinishedSignUp()) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-muted">
        {t('portal.unfinished.empty')}
      </p>
    );
  }
  return children;
}

/**
 * A customer who saved the information step but never paid (a pending subscription, none active
 * or paused) is pointed back to the payment step, the one /subscribe resumes from any browser
 * (docs/product.md#sign-up-flow). Nothing shows while the answer loads or when there is none.
 */
export function UnfinishedSignUp() {
  const { t } = useSiteText();
  const pending = useUnfinishedSignUp();
  if (!pending) return null;
  return (
    <section
      aria-labelledby="unfinished-sign-up"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ClipboardList aria-hidden className="size-6 shrink-0 text-amber-800" />
        <div>
          <h2 id="unfinished-sign-up" className="font-semibold text-ink">
            {t('portal.unfinished.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('portal.unfinished.text', { plan: PLANS[pending.plan].title })}
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <a href={`/subscribe?plan=${pending.plan}`}>
          {t('portal.unfinished.continue')} <ArrowRight aria-hidden />
        </a>
      </Button>
    </section>
  );
}
