import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MANAGER_ADMIN_TEXT as T } from '../../../../domain/admin-messages';
import { fullName } from '../../../../domain/person-name';
import {
  InviteManagerSchema,
  type CommunityManager,
  type InviteManagerInput,
} from '../../../../domain/schemas/managers';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  useCommunityManagers,
  useInviteManager,
  useRemoveManager,
} from '../api/community-managers';

const EMPTY: InviteManagerInput = { firstName: '', lastName: '', email: '' };

const nameOf = (m: CommunityManager) => fullName({ ...m, username: m.email });

/**
 * A property-paid community's managers (docs/product.md#property-managers): who has its portal,
 * an invitation for another, and Remove.
 */
export function ManagersDialog({
  community,
  open,
  onOpenChange,
}: {
  community: AdminCommunity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const managers = useCommunityManagers(community.id, open);
  const invite = useInviteManager(community.id);
  const remove = useRemoveManager(community.id);
  const form = useForm<InviteManagerInput, unknown, z.output<typeof InviteManagerSchema>>({
    resolver: zodResolver(InviteManagerSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(invite, {
    onSuccess: (_managers, input) => {
      toast({
        title: T.invitedTitle,
        description: T.invitedText(`${input.firstName} ${input.lastName}`, input.email),
      });
      reset(EMPTY);
    },
    failure: { title: T.inviteFailedTitle, fallback: T.inviteFailedDefault, when: 'unnamed' },
  });
  const onSubmit = handleSubmit((input) => submit(input, form.setError));
  const removeManager = (manager: CommunityManager) =>
    remove.mutate(manager.userId, {
      onSuccess: () =>
        toast({ title: T.removedTitle, description: T.removedText(nameOf(manager)) }),
      onError: (err) =>
        toast({
          title: T.removeFailedTitle,
          description: errorMessage(err, T.removeFailedTitle),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset(EMPTY);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {T.sectionTitle}: {community.name}
          </DialogTitle>
          <DialogDescription>{T.sectionDescription}</DialogDescription>
        </DialogHeader>
        {managers.isError && !managers.data ? (
          <RetryAlert message={T.managersFetchFailed} onRetry={() => void managers.refetch()} />
        ) : !managers.data ? (
          <Spinner label="Loading the managers" />
        ) : managers.data.length === 0 ? (
          <p className="text-sm text-muted">{T.none}</p>
        ) : (
          <ul className="grid gap-2" aria-label={T.sectionTitle}>
            {managers.data.map((m) => (
              <li
                key={m.userId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{nameOf(m)}</span>
                  <span className="block text-xs break-all text-muted">{m.email}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={m.status === 'active' ? 'secondary' : 'outline'}>
                    {T.statusLabel[m.status]}
                  </Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => removeManager(m)}
                    aria-label={T.removeLabel(nameOf(m))}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 border-t border-slate-200 pt-4"
          aria-label={T.inviteTitle}
        >
          <h3 className="font-semibold text-ink">{T.inviteTitle}</h3>
          <p className="-mt-3 text-sm text-muted">{T.inviteDescription}</p>
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
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : T.inviteButton}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
