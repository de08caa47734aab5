import { ArrowLeft, Check } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Language } from '../../../../domain/i18n/languages';
import type { PlanId } from '../../../../domain/plans';
import { sitePath } from '../../../../domain/site-language';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSiteText } from '../../../lib/site-text-context';
import { InformationStep } from './information-step';

// The payment step brings the card form, its schema and the providers' code: it loads once the
// information step is in use, not with the page.
const loadPaymentStep = () => import('./payment-step');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

function Progress({ step }: { step: 1 | 2 }) {
  const { t } = useSiteText();
  return (
    <ol className="flex flex-wrap gap-4 text-sm font-semibold" aria-label={t('pay.progress')}>
      {[t('pay.progress.info'), t('pay.progress.payment')].map((label, i) => (
        <li
          key={label}
          aria-current={step === i + 1 ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2',
            step === i + 1 ? 'text-brand-800' : 'text-slate-600',
          )}
        >
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full text-xs',
              step > i + 1
                ? 'bg-brand-600 text-white'
                : step === i + 1
                  ? 'border-2 border-brand-600'
                  : 'border-2 border-slate-300',
            )}
          >
            {step > i + 1 ? <Check aria-hidden className="size-3.5" /> : i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** The progress and the way back to pricing above either step; the link is a plain one (no router). */
export function PaypalStepsFrame({ step, children }: { step: 1 | 2; children: ReactNode }) {
  const { t, language } = useSiteText();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Progress step={step} />
        <Button asChild variant="ghost" size="sm">
          <a href={sitePath(language, '/pricing')}>
            <ArrowLeft aria-hidden /> {t('pay.backToPricing')}
          </a>
        </Button>
      </div>
      {children}
    </div>
  );
}

/**
 * /paypal-subscribe's two steps (docs/product.md#sign-up-flow): the same information step as
 * /signup, then the payment step with PayPal chosen (card offered beside it). Back to Information
 * brings the form back filled from the server. The route renders them in the app; on the static
 * page the island renders them alone, without the router. As on /signup, the information step
 * does not wait for the payment configuration: the payment step asks for it, and says so there
 * when the server takes no payments.
 */
export function PaypalSteps({
  initialPlan,
  initialLanguage,
  signedIn,
  onPaid,
}: {
  initialPlan: PlanId;
  /** The language the link that brought the visitor carries (`?lang=es`). */
  initialLanguage: Language | undefined;
  /** Undefined while the session is being asked. */
  signedIn: boolean | undefined;
  /** Leaves for the payment's result page (a card payment). */
  onPaid: (path: string) => void;
}) {
  const { t } = useSiteText();
  const [step, setStep] = useState<1 | 2>(1);
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  return (
    <PaypalStepsFrame step={step}>
      {signedIn === undefined ? (
        <PageSpinner />
      ) : step === 1 ? (
        <div onFocus={() => void loadPaymentStep()}>
          <InformationStep
            signedIn={signedIn}
            initialPlan={plan}
            initialLanguage={initialLanguage}
            onSaved={(saved) => {
              setPlan(saved.plan);
              setStep(2);
            }}
          />
        </div>
      ) : (
        <Suspense fallback={<PageSpinner label={t('pay.preparing')} />}>
          <PaymentStep
            plan={plan}
            initialMethod="paypal"
            onBack={() => setStep(1)}
            onPaid={onPaid}
          />
        </Suspense>
      )}
    </PaypalStepsFrame>
  );
}
