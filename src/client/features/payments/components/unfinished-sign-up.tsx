import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { useSubscriptionInfo } from '../api/get-subscription-info';

/**
 * A customer who saved the information step but never paid (a pending subscription, none active
 * or paused) is pointed back to the payment step, the one /subscribe resumes from any browser
 * (docs/product.md#sign-up-flow). Nothing shows while the answer loads or when there is none.
 */
export function UnfinishedSignUp() {
  const info = useSubscriptionInfo(true);
  const pending = info.data?.pending;
  if (!pending || info.data?.hasCurrent) return null;
  return (
    <section
      aria-labelledby="unfinished-sign-up"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ClipboardList aria-hidden className="size-6 shrink-0 text-amber-800" />
        <div>
          <h2 id="unfinished-sign-up" className="font-semibold text-ink">
            {MESSAGES.unfinishedSignUpTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {MESSAGES.unfinishedSignUpText(PLANS[pending.plan].title)}
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={`/subscribe?plan=${pending.plan}`}>
          {MESSAGES.continueToPayment} <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
