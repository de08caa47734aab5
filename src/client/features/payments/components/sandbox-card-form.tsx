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
      onError: (err) => onDeclined(errorMessage(err, 'Your payment could not be processed.')),
    }),
  );
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TestModeNotice>
        <p className="mt-1">
          Use card <strong>4242 4242 4242 4242</strong> to succeed or{' '}
          <strong>4000 0000 0000 0002</strong> to see a decline, with any future expiry date and any
          3-digit security code.
        </p>
      </TestModeNotice>
      <FormField label="Card number" error={errors.cardNumber?.message}>
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
        <FormField label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            {...expiry}
            onChange={formatted(formatExpiry, expiry.onChange)}
          />
        </FormField>
        <FormField label="Security code" error={errors.cvc?.message}>
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" {...register('cvc')} />
        </FormField>
      </div>
      <FormField label="Name on card (optional)" error={errors.name?.message}>
        <Input autoComplete="cc-name" {...register('name')} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full py-3 whitespace-normal"
        disabled={send.isPending}
      >
        {send.isPending ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Processing payment" />
        ) : (
          <CreditCard aria-hidden />
        )}
        {submitLabel}
      </Button>
    </form>
  );
}
