import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../domain/messages';
import {
  MoveSchema,
  type Move,
  type MoveInput,
  type ServiceDetails,
} from '../../../../domain/schemas/service-details';
import {
  CommunityField,
  useServiceArea,
  ZipNotServed,
  type CommunityValue,
} from '../../../components/forms/community-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useMoveAddress } from '../api/move-address';
import { FormActions, FormError } from './form-actions';

/** A new service address inside the area; the pickups carry on there. */
export function MoveForm({ details, onDone }: { details: ServiceDetails; onDone: () => void }) {
  const { t } = useSiteText();
  const fm = useFormMessage();
  const move = useMoveAddress();
  const form = useForm<MoveInput, unknown, Move>({
    resolver: zodResolver(MoveSchema),
    defaultValues: {
      address: details.address,
      unit: details.unit,
      building: details.building,
      city: details.city,
      zip: details.zip,
      communityId: details.communityId,
      communityRequest: details.communityRequest ?? '',
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const zip = watch('zip') ?? '';
  const lookup = useServiceArea(zip);
  const community: CommunityValue = {
    communityId: watch('communityId') ?? null,
    communityRequest: watch('communityRequest') ?? '',
  };
  const onCommunityChange = useCallback(
    (value: CommunityValue) => {
      setValue('communityId', value.communityId);
      setValue('communityRequest', value.communityRequest);
    },
    [setValue],
  );

  const submit = useFormSubmit(move, {
    success: () => ({
      title: t('portal.move.savedTitle'),
      description: t('portal.move.savedText'),
    }),
    onSuccess: () => onDone(),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    move.error && Object.keys(errors).length === 0
      ? fm(errorMessage(move.error, t('portal.move.failed')))
      : null;
  const notServed = lookup?.served === false && !errors.zip;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('portal.move.form')} className="grid gap-4">
      <FormError message={failed} />
      <FormField
        label={t('portal.service.field', { field: 'address' })}
        error={fm(errors.address?.message)}
      >
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('portal.service.field', { field: 'city' })}
          error={fm(errors.city?.message)}
        >
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <div className="space-y-1.5">
          <FormField
            label={t('portal.service.field', { field: 'zip' })}
            error={fm(errors.zip?.message ?? (notServed ? MESSAGES.zipNotServed : undefined))}
          >
            <Input inputMode="numeric" autoComplete="postal-code" {...register('zip')} />
          </FormField>
          {notServed ? <ZipNotServed zip={zip.trim()} linkOnly /> : null}
        </div>
      </div>
      <CommunityField
        lookup={lookup}
        value={community}
        onChange={onCommunityChange}
        errors={{
          communityId: fm(errors.communityId?.message),
          communityRequest: fm(errors.communityRequest?.message),
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
      <FormActions saving={move.isPending} label={t('portal.move.save')} onCancel={onDone} />
    </form>
  );
}
