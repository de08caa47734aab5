import { Check } from 'lucide-react';
import { useCallback, useEffect, type HTMLAttributes, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormSetError } from 'react-hook-form';
import { planFeatures } from '../../../domain/content/plan-text';
import { moneyIn } from '../../../domain/content/site-formats';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/i18n/languages';
import type { PlainMessageId } from '../../../domain/i18n/translate';
import { PLAN_LIST, type PlanId } from '../../../domain/plans';
import { sitePath } from '../../../domain/site-language';
import type { SignUpInput } from '../../../domain/schemas/account';
import { cn } from '../../lib/cn';
import { useFormMessage } from '../../lib/form-messages';
import { marks, richText } from '../../lib/rich-text';
import { useSiteText } from '../../lib/site-text-context';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { Spinner } from '../ui/spinner';
import {
  CommunityField,
  useServiceArea,
  ZipNotServed,
  type CommunityValue,
} from './community-field';
import { DoorstepFields } from './doorstep-fields';

/**
 * - `new`: a visitor: the account with its password, and the terms.
 * - `edit`: the signed-in customer corrects what they entered before paying (no password).
 * - `details`: a customer already served somewhere: only the plan and the doorstep details (the
 *   client portal owns their address).
 */
export type SignUpMode = 'new' | 'edit' | 'details';

export type SignUpValues = SignUpInput;

/**
 * One schema per mode. They load with the first check, not with the page: zod is about 24 KB, and
 * on the static /signup page the form is most of what loads.
 */
const resolverFor =
  (mode: SignUpMode): Resolver<SignUpValues> =>
  async (values, context, options) => {
    const [{ zodResolver }, schemas] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('../../../domain/schemas/account'),
    ]);
    const schema = {
      new: schemas.SignUpSchema,
      edit: schemas.SignUpEditSchema,
      details: schemas.SubscriptionDetailsSchema,
    }[mode] as typeof schemas.SignUpSchema;
    return zodResolver(schema)(values, context, options) as ReturnType<Resolver<SignUpValues>>;
  };

export const EMPTY_SIGN_UP: SignUpValues = {
  plan: 'standard',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  address: '',
  unit: '',
  building: '',
  communityId: null,
  communityRequest: '',
  city: '',
  zip: '',
  gateCode: '',
  specialInstructions: '',
  agreeToTerms: false,
};

type TextField = {
  name: 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'unit' | 'building' | 'city';
  label: PlainMessageId;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: PlainMessageId;
  className?: string;
};

const PERSON: TextField[] = [
  { name: 'firstName', label: 'signup.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'signup.lastName', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'signup.email',
    autoComplete: 'email',
    type: 'email',
    hint: 'signup.emailHint',
  },
  { name: 'phone', label: 'signup.phone', autoComplete: 'tel', type: 'tel' },
];

function PlanChoice({
  register,
  selected,
}: {
  register: ReturnType<typeof useForm<SignUpValues>>['register'];
  selected: PlanId;
}) {
  const site = useSiteText();
  const { t, language } = site;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t('signup.plan.legend')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <label
            key={plan.planId}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-lg border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              selected === plan.planId
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-200 hover:border-brand-200',
            )}
          >
            <input type="radio" value={plan.planId} className="sr-only" {...register('plan')} />
            <span className="flex items-center justify-between font-bold text-ink">
              {plan.title}
              {selected === plan.planId ? (
                <Check aria-hidden className="size-5 text-brand-700" />
              ) : null}
            </span>
            <span className="mt-1 text-2xl font-extrabold text-ink">
              {moneyIn(language, plan.priceCents).replace(/\.00$/, '')}
              <span className="text-sm font-medium text-muted">{t('site.plan.perMonth')}</span>
            </span>
            <span className="mt-1 text-xs text-muted">{planFeatures(site, plan)[0]?.text}</span>
            {plan.popular ? (
              <span className="absolute -top-2.5 right-3 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('site.plan.mostPopular')}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The account's language (docs/decisions/063-one-message-catalogue.md), chosen beside the
 * details: it starts as the language on show, and every email and text follows it.
 */
function LanguageChoice({
  register,
}: {
  register: ReturnType<typeof useForm<SignUpValues>>['register'];
}) {
  const { t } = useSiteText();
  return (
    <fieldset className="space-y-1.5" aria-describedby="signup-language-hint">
      <legend className="text-sm font-medium text-ink">{t('signup.language')}</legend>
      <div className="flex gap-3">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={language}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={language}
              className="size-4 accent-brand-600"
              {...register('language')}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
      <p id="signup-language-hint" className="text-xs text-muted">
        {t('signup.languageHint')}
      </p>
    </fieldset>
  );
}

/**
 * The one sign-up form (docs/product.md#sign-up-flow): the information step of /signup and of
 * /paypal-subscribe, for a visitor and, filled from the server, for the customer who comes back
 * to correct it. One schema per mode, all built from SignUpSchema.
 */
export function SignUpForm({
  mode,
  defaultValues,
  onSubmit,
  submitting,
  footer,
}: {
  mode: SignUpMode;
  defaultValues: SignUpValues;
  /** Called with the checked values; `setError` puts the server's field messages in place. */
  onSubmit: (values: SignUpValues, setError: UseFormSetError<SignUpValues>) => void;
  submitting: boolean;
  footer?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<SignUpValues>({
    resolver: resolverFor(mode),
    defaultValues,
  });
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const account = mode !== 'details';
  const zip = watch('zip') ?? '';
  const lookup = useServiceArea(account ? zip : '');
  const notServed = lookup?.served === false;

  // The city follows a served ZIP code when the customer has not typed one, and is not in the
  // field: words written under the cursor would join what they are typing.
  useEffect(() => {
    const typingCity = document.activeElement?.getAttribute('name') === 'city';
    if (lookup?.served && lookup.city && !getValues('city') && !typingCity) {
      setValue('city', lookup.city, { shouldValidate: isSubmitted });
    }
  }, [lookup, getValues, setValue, isSubmitted]);

  const community: CommunityValue = {
    communityId: watch('communityId') ?? null,
    communityRequest: watch('communityRequest') ?? '',
  };
  const onCommunity = useCallback(
    (next: CommunityValue) => {
      setValue('communityId', next.communityId, { shouldValidate: isSubmitted });
      setValue('communityRequest', next.communityRequest, { shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );

  const field = ({ name, label, hint, className, ...input }: TextField) => (
    <FormField
      key={name}
      label={t(label)}
      error={fm(errors[name]?.message)}
      hint={hint ? t(hint) : undefined}
      className={className}
    >
      <Input {...input} {...register(name)} />
    </FormField>
  );

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
      noValidate
      className="space-y-8"
    >
      <PlanChoice register={register} selected={watch('plan') ?? 'standard'} />
      {account ? (
        <>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold text-ink">
              {t('signup.details.legend')}
            </legend>
            {PERSON.map(field)}
            {mode === 'new' ? (
              <>
                <FormField
                  label={t('signup.password')}
                  error={fm(errors.password?.message)}
                  hint={t('signup.passwordHint')}
                >
                  <PasswordInput autoComplete="new-password" {...register('password')} />
                </FormField>
                <LanguageChoice register={register} />
              </>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-6">
            <legend className="mb-3 text-sm font-semibold text-ink">
              {t('signup.address.legend')}
            </legend>
            {field({
              name: 'address',
              label: 'signup.street',
              autoComplete: 'street-address',
              className: 'sm:col-span-6',
            })}
            <div className="space-y-1.5 sm:col-span-2">
              <FormField
                label={t('signup.zip')}
                error={
                  fm(errors.zip?.message) ?? (notServed ? t('signup.zipNotServed') : undefined)
                }
              >
                <Input autoComplete="postal-code" inputMode="numeric" {...register('zip')} />
              </FormField>
              {notServed ? <ZipNotServed zip={zip.trim()} linkOnly /> : null}
            </div>
            {field({
              name: 'city',
              label: 'signup.city',
              autoComplete: 'address-level2',
              className: 'sm:col-span-4',
            })}
            <CommunityField
              className="sm:col-span-6"
              lookup={lookup}
              value={community}
              onChange={onCommunity}
              errors={{
                communityId: fm(errors.communityId?.message),
                communityRequest: fm(errors.communityRequest?.message),
              }}
            />
            {field({
              name: 'building',
              label: 'signup.building',
              autoComplete: 'off',
              className: 'sm:col-span-3',
            })}
            {field({
              name: 'unit',
              label: 'signup.unit',
              autoComplete: 'address-line2',
              className: 'sm:col-span-3',
            })}
          </fieldset>
        </>
      ) : null}
      <DoorstepFields
        legend={t('signup.doorstep.legend')}
        gateCode={register('gateCode')}
        specialInstructions={register('specialInstructions')}
        errors={errors}
      />
      {mode === 'new' ? (
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <input
              id="agreeToTerms"
              type="checkbox"
              className="mt-1 size-5 accent-brand-600"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? 'agreeToTerms-error' : undefined}
              {...register('agreeToTerms')}
            />
            <label htmlFor="agreeToTerms" className="text-sm text-ink">
              {richText(t('signup.terms', marks('terms', 'privacy')), {
                terms: (
                  <a
                    href={sitePath(language, '/terms-of-service')}
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    {t('signup.terms.terms')}
                  </a>
                ),
                privacy: (
                  <a
                    href={sitePath(language, '/privacy-policy')}
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    {t('signup.terms.privacy')}
                  </a>
                ),
              })}
            </label>
          </div>
          {errors.agreeToTerms ? (
            <p id="agreeToTerms-error" className="text-sm font-medium text-red-700">
              {fm(errors.agreeToTerms.message)}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Spinner className="[&_svg]:text-white" label={t('signup.saving')} /> : null}
        {t('signup.submit')}
      </Button>
      {footer}
    </form>
  );
}
