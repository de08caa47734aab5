import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCardNumber, formatExpiry } from '../../../../domain/card-format';
import { SandboxCardSchema } from '../../../../domain/schemas/payments';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { marks, richText } from '../../../lib/rich-text';
import { useSiteText } from '../../../lib/site-text-context';
import { TestModeNotice } from './payment-panels';

const CardFieldsSchema = SandboxCardSchema.omit({ clientSecret: true });
type CardFieldsInput = z.input<typeof CardFieldsSchema>;
export type SandboxCardFields = z.output<typeof CardFieldsSchema>;

/** Writes the typed value back formatted, then lets the form read it. */
const formatted =
  (
    format: (typed: string) => string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => unknown,
  ) =>
  (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = format(event.target.value);
    return onChange(event);
  };

/**
 * The sandbox's stand-in for the Stripe Payment Element (test mode only), for a payment or for a
 * new payment method: `submit` sends the card where it goes. The number is shown in groups of four
 * and the expiry as MM/YY while they are typed.
 */
export function SandboxCardForm<T>({
  submit,
  submitLabel,
  onDone,
  onDeclined,
}: {
  submit: (card: SandboxCardFields) => Promise<T>;
  submitLabel: string;
  onDone: (result: T) => void;
  onDeclined: (message: string) => void;
}) {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const send = useMutation({ mutationFn: submit });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFieldsInput, unknown, SandboxCardFields>({
    resolver: zodResolver(CardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const onSubmit = handleSubmit((card) =>
    send.mutate(card, {
      onSuccess: onDone,
      onError: (err) => onDeclined(errorMessage(err, t('pay.card.failed'))),
    }),
  );
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TestModeNotice>
        <p className="mt-1">
          {richText(t('pay.card.testCards', marks('success', 'decline')), {
            success: <strong>4242 4242 4242 4242</strong>,
            decline: <strong>4000 0000 0000 0002</strong>,
          })}
        </p>
      </TestModeNotice>
      <FormField label={t('pay.card.number')} error={fm(errors.cardNumber?.message)}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          {...cardNumber}
          onChange={formatted(formatCardNumber, cardNumber.onChange)}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('pay.card.expiry')} error={fm(errors.expiry?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('pay.card.expiryPlaceholder')}
            maxLength={5}
            {...expiry}
            onChange={formatted(formatExpiry, expiry.onChange)}
          />
        </FormField>
        <FormField label={t('pay.card.cvc')} error={fm(errors.cvc?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={t('pay.card.cvcPlaceholder')}
            {...register('cvc')}
          />
        </FormField>
      </div>
      <FormField label={t('pay.card.name')} error={fm(errors.name?.message)}>
        <Input autoComplete="cc-name" {...register('name')} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full py-3 whitespace-normal"
        disabled={send.isPending}
      >
        {send.isPending ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label={t('pay.card.processing')} />
        ) : (
          <CreditCard aria-hidden />
        )}
        {submitLabel}
      </Button>
    </form>
  );
}
