import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_AREA_TEXT } from '../../../../domain/messages';
import {
  CommunityInputSchema,
  type AdminCommunity,
  type CommunityInput,
} from '../../../../domain/schemas/service-area';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveCommunity, useServiceZips } from '../api/service-area';
import { DialogFormFooter } from './dialog-form-footer';

const EMPTY: CommunityInput = {
  name: '',
  street: '',
  zip: '',
  accessNotes: '',
  managerName: '',
  managerPhone: '',
  managerEmail: '',
  active: true,
};

/** The fields a save sends: the whole community, as the form and the route share it. */
export const communityInput = (c: AdminCommunity): CommunityInput => ({
  name: c.name,
  street: c.street,
  zip: c.zip,
  accessNotes: c.accessNotes,
  managerName: c.managerName,
  managerPhone: c.managerPhone,
  managerEmail: c.managerEmail,
  active: c.active,
});

/** Add a community, or edit one (given `community`): where it is and what a porter needs. */
export function CommunityDialog({
  community,
  trigger,
}: {
  community?: AdminCommunity;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const zips = useServiceZips();
  const save = useSaveCommunity();
  const form = useForm<CommunityInput, unknown, z.output<typeof CommunityInputSchema>>({
    resolver: zodResolver(CommunityInputSchema),
    defaultValues: community ? communityInput(community) : EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onOpenChange = (next: boolean) => {
    if (next) reset(community ? communityInput(community) : EMPTY);
    setOpen(next);
  };
  const submit = useFormSubmit(save, {
    success: (saved) => ({
      title: SERVICE_AREA_TEXT.communitySavedTitle,
      description: SERVICE_AREA_TEXT.communitySavedText(saved.name),
    }),
    onSuccess: () => setOpen(false),
    failure: {
      title: SERVICE_AREA_TEXT.changeFailedTitle,
      fallback: SERVICE_AREA_TEXT.changeFailedDefault,
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit((input) => submit({ id: community?.id, input }, form.setError));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{community ? `Edit ${community.name}` : 'Add a community'}</DialogTitle>
          <DialogDescription>
            Where it is, how porters get in, and who runs the property.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Community name" error={errors.name?.message}>
            <Input maxLength={100} {...register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
            <FormField label="Street address" error={errors.street?.message}>
              <Input maxLength={200} {...register('street')} />
            </FormField>
            <FormField label="ZIP code" error={errors.zip?.message}>
              <Select {...register('zip')}>
                <option value="">Choose…</option>
                {zips.data?.map((z) => (
                  <option key={z.zip} value={z.zip}>
                    {z.zip} {z.city}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField
            label="Access notes"
            hint="Gate, call box, leasing office hours: what a porter needs to get in."
            error={errors.accessNotes?.message}
          >
            <Textarea rows={3} maxLength={1000} {...register('accessNotes')} />
          </FormField>
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-ink">Property manager</legend>
            <FormField label="Name" error={errors.managerName?.message}>
              <Input maxLength={100} autoComplete="off" {...register('managerName')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Phone" error={errors.managerPhone?.message}>
                <Input type="tel" maxLength={30} autoComplete="off" {...register('managerPhone')} />
              </FormField>
              <FormField label="Email" error={errors.managerEmail?.message}>
                <Input
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  {...register('managerEmail')}
                />
              </FormField>
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input type="checkbox" className="size-5 accent-brand-600" {...register('active')} />
            Active: offered on the site and at sign-up
          </label>
          <DialogFormFooter
            pending={save.isPending}
            submitLabel="Save community"
            pendingLabel="Saving…"
            onSecondary={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
