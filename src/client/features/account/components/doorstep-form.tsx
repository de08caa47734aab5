import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  DoorstepDetailsSchema,
  type DoorstepDetails,
  type DoorstepDetailsInput,
  type ServiceDetails,
} from '../../../../domain/schemas/service-details';
import { DoorstepFields } from '../../../components/forms/doorstep-fields';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useUpdateDoorstep } from '../api/update-doorstep';
import { FormActions, FormError } from './form-actions';

/** Phone, building, unit, gate code and instructions: what the porter needs at the door. */
export function DoorstepForm({ details, onDone }: { details: ServiceDetails; onDone: () => void }) {
  const { t } = useSiteText();
  const fm = useFormMessage();
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
      title: t('portal.service.doorstepSavedTitle'),
      description: t('portal.service.doorstepSavedText'),
    }),
    onSuccess: () => onDone(),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  // A field's own message says it better; the banner is for failures no field names.
  const failed =
    update.error && Object.keys(errors).length === 0
      ? fm(errorMessage(update.error, t('portal.service.doorstepSaveFailed')))
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('portal.service.doorstepForm')}
      className="grid gap-4"
    >
      <FormError message={failed} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('portal.service.field', { field: 'phone' })}
          error={fm(errors.phone?.message)}
        >
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField
          label={t('portal.service.optional', {
            label: t('portal.service.field', { field: 'building' }),
          })}
          error={fm(errors.building?.message)}
        >
          <Input autoComplete="off" {...register('building')} />
        </FormField>
        <FormField
          label={t('portal.service.field', { field: 'unit' })}
          error={fm(errors.unit?.message)}
        >
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
      <FormActions
        saving={update.isPending}
        label={t('portal.service.doorstepSave')}
        onCancel={onDone}
      />
    </form>
  );
}
