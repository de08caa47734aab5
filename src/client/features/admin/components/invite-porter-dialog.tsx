import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CREW_ADMIN_TEXT as T } from '../../../../domain/admin-messages';
import { InvitePorterSchema, type InvitePorterInput } from '../../../../domain/schemas/crew-admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useInvitePorter } from '../api/crew';
import { porterName } from './porter-name';
import { DialogFormFooter } from './dialog-form-footer';

const EMPTY: InvitePorterInput = { firstName: '', lastName: '', email: '', phone: '' };

/** Creates a porter's account; the server emails the link that sets its password. */
export function InvitePorterDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInvitePorter();
  const form = useForm<InvitePorterInput, unknown, z.output<typeof InvitePorterSchema>>({
    resolver: zodResolver(InvitePorterSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const onOpenChange = (next: boolean) => {
    if (next) reset(EMPTY);
    setOpen(next);
  };
  const submit = useFormSubmit(invite, {
    success: (porter) => ({
      title: T.invitedTitle,
      description: T.invitedText(porterName(porter), porter.email),
    }),
    onSuccess: () => setOpen(false),
    failure: { title: T.inviteFailedTitle, fallback: T.inviteFailedDefault, when: 'unnamed' },
  });
  const onSubmit = handleSubmit((input) => submit(input, form.setError));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> {T.inviteButton}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.inviteTitle}</DialogTitle>
          <DialogDescription>{T.inviteDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input maxLength={60} autoComplete="off" {...register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input maxLength={60} autoComplete="off" {...register('lastName')} />
            </FormField>
          </div>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" maxLength={254} autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" maxLength={30} autoComplete="off" {...register('phone')} />
          </FormField>
          <DialogFormFooter
            pending={invite.isPending}
            submitLabel="Send the invite"
            pendingLabel="Sending…"
            onSecondary={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
