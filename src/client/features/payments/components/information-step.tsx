import { useDeferredValue } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { Language } from '../../../../domain/i18n/languages';
import type { PlanId } from '../../../../domain/plans';
import type { SubscriptionInfo } from '../../../../domain/schemas/payments';
import {
  EMPTY_SIGN_UP,
  SignUpForm,
  type SignUpMode,
  type SignUpValues,
} from '../../../components/forms/sign-up-form';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSubscriptionInfo } from '../api/get-subscription-info';
import {
  useSaveSubscriptionInfo,
  type SubscriptionInfoRequest,
} from '../api/save-subscription-info';

/** What the signed-in customer's form comes back filled with: everything the server keeps. */
function filledFrom(info: SubscriptionInfo, plan: PlanId): SignUpValues {
  return {
    ...EMPTY_SIGN_UP,
    ...info.account,
    plan: info.pending?.plan ?? plan,
    gateCode: info.pending?.gateCode ?? '',
    specialInstructions: info.pending?.specialInstructions ?? '',
  };
}

/**
 * The information step of /signup and /paypal-subscribe (docs/product.md#sign-up-flow). A visitor
 * signs up; a signed-in customer gets the form back filled from the server and corrects it.
 * Saving stores everything on the server, then `onSaved` moves on to the payment step.
 */
export function InformationStep({
  signedIn,
  initialPlan,
  initialZip = '',
  initialLanguage,
  onSaved,
  footer,
}: {
  signedIn: boolean;
  initialPlan: PlanId;
  /** A visitor's ZIP code from the link that brought them (the waitlist's email). */
  initialZip?: string;
  /**
   * The language the visitor read the site in, from the link that brought them (a Spanish
   * page's); left out, the language on show (docs/decisions/063-one-message-catalogue.md).
   */
  initialLanguage?: Language;
  onSaved: (saved: { subscriptionId: number; plan: PlanId }) => void;
  footer?: React.ReactNode;
}) {
  // The server's answer fills a large form: it renders in the background, in slices that yield to
  // the browser, rather than in one task that holds the page (the spinner stays meanwhile).
  const { t, language } = useSiteText();
  const info = useDeferredValue(useSubscriptionInfo(signedIn).data);
  const save = useSaveSubscriptionInfo();
  const mode: SignUpMode = !info ? 'new' : info.hasCurrent ? 'details' : 'edit';
  const submit = useFormSubmit(save, {
    success: () => ({
      title: mode === 'edit' ? t('signup.updated') : t('signup.saved'),
    }),
    onSuccess: (saved, request) =>
      onSaved({ subscriptionId: saved.subscriptionId, plan: request.body.plan }),
    failure: {
      title: mode === 'new' ? t('signup.failedTitle') : t('signup.errorTitle'),
      fallback: mode === 'new' ? t('signup.failedText') : t('signup.errorText'),
      when: 'always',
    },
  });
  if (signedIn && !info) return <PageSpinner label={t('signup.loading')} />;

  const defaults = info
    ? filledFrom(info, initialPlan)
    : {
        ...EMPTY_SIGN_UP,
        plan: initialPlan,
        zip: initialZip,
        language: initialLanguage ?? language,
      };
  const pendingId = info?.pending?.subscriptionId;

  const onSubmit = (values: SignUpValues, setError: UseFormSetError<SignUpValues>) => {
    const plan = values.plan ?? initialPlan;
    let request: SubscriptionInfoRequest;
    if (mode === 'new') request = { method: 'POST', body: { ...values, plan } };
    else if (mode === 'details') {
      const { gateCode, specialInstructions } = values;
      request = { method: 'POST', body: { plan, gateCode, specialInstructions } };
    } else {
      const { password: _p, agreeToTerms: _a, ...edit } = values;
      request = { method: 'PUT', body: { ...edit, plan, subscriptionId: pendingId } };
    }
    submit(request, setError);
  };

  return (
    <SignUpForm
      key={`${mode}-${pendingId ?? 'none'}`}
      mode={mode}
      defaultValues={defaults}
      onSubmit={onSubmit}
      submitting={save.isPending}
      footer={footer}
    />
  );
}
