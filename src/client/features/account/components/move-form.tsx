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
import { SERVICE_DETAIL_LABELS } from '../../../../domain/service-details';
import {
  CommunityField,
  useServiceArea,
  ZipNotServed,
  type CommunityValue,
} from '../../../components/forms/community-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useMoveAddress } from '../api/move-address';
import { FormActions, FormError } from './form-actions';

/** A new service address inside the area; the pickups carry on there. */
export function MoveForm({ details, onDone }: { details: ServiceDetails; onDone: () => void }) {
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
    success: () => ({ title: MESSAGES.movedTitle, description: MESSAGES.movedText }),
    onSuccess: () => onDone(),
  });
  const onSubmit = form.handleSubmit((values) => submit(values, form.setError));
  const failed =
    move.error && Object.keys(errors).length === 0
      ? errorMessage(move.error, MESSAGES.moveFailed)
      : null;
  const notServed = lookup?.served === false && !errors.zip;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New service address" className="grid gap-4">
      <FormError message={failed} />
      <FormField label={SERVICE_DETAIL_LABELS.address} error={errors.address?.message}>
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={SERVICE_DETAIL_LABELS.city} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <div className="space-y-1.5">
          <FormField
            label={SERVICE_DETAIL_LABELS.zip}
            error={errors.zip?.message ?? (notServed ? MESSAGES.zipNotServed : undefined)}
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
          communityId: errors.communityId?.message,
          communityRequest: errors.communityRequest?.message,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
      <FormActions saving={move.isPending} label="Change address" onCancel={onDone} />
    </form>
  );
}
