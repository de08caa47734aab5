import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FormField } from '../ui/form-field';
import { Input, Textarea } from '../ui/input';

/**
 * Gate code and special instructions, the doorstep details every way of subscribing collects
 * (/signup and the PayPal flow). Takes the fields already registered with the caller's form.
 */
export function DoorstepFields({
  gateCode,
  specialInstructions,
  errors,
  legend,
  className,
}: {
  gateCode: UseFormRegisterReturn;
  specialInstructions: UseFormRegisterReturn;
  errors: { gateCode?: { message?: string }; specialInstructions?: { message?: string } };
  /** A visible legend when the fields stand in their own section. */
  legend?: string;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {legend ? <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend> : null}
      <FormField
        label="Gate code (optional)"
        hint="If your community has a gate, our team needs it to reach your door."
        error={errors.gateCode?.message}
      >
        <Input autoComplete="off" {...gateCode} />
      </FormField>
      <FormField
        label="Special instructions (optional)"
        error={errors.specialInstructions?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          placeholder="Building, floor, where you leave your bags…"
          {...specialInstructions}
        />
      </FormField>
    </fieldset>
  );
}
