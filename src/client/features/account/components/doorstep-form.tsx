import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../domain/messages';
import {
  DoorstepDetailsSchema,
  type DoorstepDetails,
  type DoorstepDetailsInput,
  type ServiceDetails,
} from '../../../../domain/schemas/service-details';
import { SERVICE_DETAIL_LABELS } from '../../../../domain/service-details';
import { DoorstepFields } from '../../../components/forms/doorstep-fields';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useUpdateDoorstep } from '../api/update-doorstep';
import { FormActions, FormError } from './form-actions';

/** Phone, building, unit, gate code and instructions: what the porter needs at the door. */
export function DoorstepForm({ details, onDone }: { details: ServiceDetails; onDone: () => void }) {
  const update = useUpdateDoorstep();
  const form = useForm<DoorstepDetailsInput, unknown, DoorstepDetails>({
    resolver: zodResolver(DoorstepDetailsSchema),
    defaultValues: {
      phone: details.phone,
      building: details.building,
      unit: details.unit,
      gateCode: details.gateCode,
      specialInstructions: details.specialInstructions,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(update, {
    success: () => ({
      title: MESSAGES.doorstepSavedTitle,
      description: MESSAGES.doorstepSavedText,
    }),
    onSuccess: () => onDone(),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  // A field's own message says it better; the banner is for failures no field names.
  const failed =
    update.error && Object.keys(errors).length === 0
      ? errorMessage(update.error, MESSAGES.doorstepSaveFailed)
      : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Doorstep details" className="grid gap-4">
      <FormError message={failed} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={SERVICE_DETAIL_LABELS.phone} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField
          label={`${SERVICE_DETAIL_LABELS.building} (optional)`}
          error={errors.building?.message}
        >
          <Input autoComplete="off" {...register('building')} />
        </FormField>
        <FormField label={SERVICE_DETAIL_LABELS.unit} error={errors.unit?.message}>
          <Input autoComplete="address-line2" {...register('unit')} />
        </FormField>
      </div>
      {details.hasSubscription ? (
        <DoorstepFields
          gateCode={register('gateCode')}
          specialInstructions={register('specialInstructions')}
          errors={errors}
        />
      ) : null}
      <FormActions saving={update.isPending} label="Save doorstep details" onCancel={onDone} />
    </form>
  );
}
