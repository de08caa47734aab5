import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useFormMessage } from '../../lib/form-messages';
import { useSiteText } from '../../lib/site-text-context';
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
  const { t } = useSiteText();
  const fm = useFormMessage();
  return (
    <fieldset className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {legend ? <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend> : null}
      <FormField
        label={t('signup.gateCode')}
        hint={t('signup.gateCodeHint')}
        error={fm(errors.gateCode?.message)}
      >
        <Input autoComplete="off" {...gateCode} />
      </FormField>
      <FormField
        label={t('signup.instructions')}
        error={fm(errors.specialInstructions?.message)}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          placeholder={t('signup.instructionsPlaceholder')}
          {...specialInstructions}
        />
      </FormField>
    </fieldset>
  );
}
