import { useId, useState } from 'react';
import { dollarsToCents } from '../../../../domain/money';
import {
  ResolveTicketSchema,
  TICKET_RESOLUTION_LABELS,
  TICKET_RESOLUTIONS,
  type AdminTicket,
  type ResolveTicket,
  type TicketResolution,
} from '../../../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../../../domain/ticket-text';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useResolveTicket } from '../api/resolve-ticket';

type Errors = Partial<Record<'resolution' | 'date' | 'amountCents' | 'note' | 'reason', string>>;

/** The three ways to settle a ticket, checked by the same schema as the server's. */
export function ResolveTicketForm({ ticket }: { ticket: AdminTicket }) {
  const id = useId();
  const [resolution, setResolution] = useState<TicketResolution>('return_visit');
  const [date, setDate] = useState(ticket.suggestedReturnDate);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<ResolveTicket | null>(null);
  const resolve = useResolveTicket();

  const input = (): unknown => {
    if (resolution === 'return_visit') return { resolution, date };
    if (resolution === 'credit') return { resolution, amountCents: dollarsToCents(amount), note };
    return { resolution, reason };
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ResolveTicketSchema.safeParse(input());
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as keyof Errors | undefined) ?? 'resolution';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  const confirm = (body: ResolveTicket) =>
    resolve.mutate(
      { id: ticket.id, resolution: body },
      {
        onSuccess: () => {
          setAsking(null);
          toast({ title: TICKET_TEXT.resolvedTitle, description: 'Emailed to the resident.' });
        },
        onError: (error) => {
          setAsking(null);
          const fields = error instanceof ApiError ? error.fieldErrors : undefined;
          if (fields) {
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
          }
          toast({
            title: TICKET_TEXT.resolveFailedTitle,
            description: errorMessage(error, TICKET_TEXT.resolveFailed),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold text-ink">
        {TICKET_TEXT.resolveTitle}
      </h4>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">How to resolve</legend>
        {TICKET_RESOLUTIONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-resolution`}
              value={r}
              checked={resolution === r}
              onChange={() => setResolution(r)}
              className="size-4"
            />
            {TICKET_RESOLUTION_LABELS[r]}
          </label>
        ))}
      </fieldset>
      {resolution === 'return_visit' ? (
        <FormField label={TICKET_TEXT.returnDateLabel} error={errors.date}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
      ) : null}
      {resolution === 'credit' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={TICKET_TEXT.creditLabel} error={errors.amountCents}>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label={TICKET_TEXT.creditNoteLabel} error={errors.note}>
            <Input value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </div>
      ) : null}
      {resolution === 'no_action' ? (
        <FormField label={TICKET_TEXT.noActionLabel} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      ) : null}
      {errors.resolution ? <p className="text-sm text-red-700">{errors.resolution}</p> : null}
      <div>
        <Button type="submit" disabled={resolve.isPending}>
          {TICKET_TEXT.resolveSubmit}
        </Button>
      </div>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking ? (
          <ConfirmDialogContent
            title={TICKET_TEXT.resolveQuestion}
            description={TICKET_TEXT.resolveWillDo(asking, ticket.resident)}
            cancelLabel={TICKET_TEXT.resolveGoBack}
            confirmLabel={TICKET_TEXT.resolveSubmit}
            pending={resolve.isPending}
            pendingLabel="Resolving"
            onConfirm={() => confirm(asking)}
          />
        ) : null}
      </AlertDialog>
    </form>
  );
}
