import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ReportProblemSchema,
  TICKET_KIND_LABELS,
  TICKET_KINDS,
  type ResidentPickup,
} from '../../../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../../../domain/ticket-text';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useReportProblem } from '../api/report-problem';

type FormInput = z.input<typeof ReportProblemSchema> & { photo?: string };
type FormOutput = z.output<typeof ReportProblemSchema>;

/**
 * The report's form: what went wrong, a note and an optional photo. Its own module, loaded when
 * the dialog first opens (report-problem-dialog.tsx): the form library comes with it.
 */
export default function ReportProblemForm({
  pickup,
  onDone,
}: {
  pickup: ResidentPickup;
  onDone: () => void;
}) {
  const [photo, setPhoto] = useState<File | null>(null);
  const report = useReportProblem();
  // Only a problem the crew recorded can be disputed.
  const kinds = TICKET_KINDS.filter((k) => k !== 'dispute' || pickup.state === 'problem');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ReportProblemSchema),
    defaultValues: { kind: pickup.state === 'problem' ? 'dispute' : 'missed', note: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(report, {
    success: () => ({ title: TICKET_TEXT.reportedTitle, description: 'We will email you.' }),
    onSuccess: onDone,
    failure: {
      title: TICKET_TEXT.reportFailedTitle,
      fallback: TICKET_TEXT.reportFailed,
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit(({ kind, note }) =>
    submit({ scheduleId: pickup.id, report: { kind, note }, photo }, form.setError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">What went wrong?</legend>
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="radio" value={kind} {...register('kind')} className="size-4" />
            {TICKET_KIND_LABELS[kind]}
          </label>
        ))}
        {errors.kind?.message ? (
          <p className="text-sm text-red-700">{errors.kind.message}</p>
        ) : null}
      </fieldset>
      <FormField label={TICKET_TEXT.noteLabel} error={errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
      <FormField
        label={TICKET_TEXT.photoLabel}
        hint={TICKET_TEXT.photoHint}
        error={errors.photo?.message ?? errors.photoId?.message}
      >
        <Input
          type="file"
          accept="image/*"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : TICKET_TEXT.reportSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
