import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SandboxCardSchema } from '../../../../domain/schemas/payments';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePayWithSandboxCard } from '../api/pay-with-sandbox-card';
import { TestModeNotice } from './payment-panels';

const CardFieldsSchema = SandboxCardSchema.omit({ clientSecret: true });
type CardFieldsInput = z.input<typeof CardFieldsSchema>;
type CardFieldsOutput = z.output<typeof CardFieldsSchema>;

/** The sandbox's stand-in for the Stripe Payment Element (test mode only). */
export function SandboxCardForm({
  clientSecret,
  submitLabel,
  onPaid,
  onDeclined,
}: {
  clientSecret: string;
  submitLabel: string;
  onPaid: () => void;
  onDeclined: (message: string) => void;
}) {
  const pay = usePayWithSandboxCard();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFieldsInput, unknown, CardFieldsOutput>({
    resolver: zodResolver(CardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const onSubmit = handleSubmit((card) =>
    pay.mutate(
      { ...card, clientSecret },
      {
        onSuccess: onPaid,
        onError: (err) => onDeclined(errorMessage(err, 'Your payment could not be processed.')),
      },
    ),
  );
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
          {...register('cardNumber')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <Input autoComplete="cc-exp" placeholder="MM/YY" {...register('expiry')} />
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
        disabled={pay.isPending}
      >
        {pay.isPending ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Processing payment" />
        ) : (
          <CreditCard aria-hidden />
        )}
        {submitLabel}
      </Button>
    </form>
  );
}
