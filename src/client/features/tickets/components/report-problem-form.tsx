import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ReportProblemSchema,
  TICKET_KINDS,
  type ResidentPickup,
} from '../../../../domain/schemas/tickets';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
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
  const { t } = useSiteText();
  const fm = useFormMessage();
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
    success: () => ({
      title: t('portal.problem.sentTitle'),
      description: t('portal.problem.sentText'),
    }),
    onSuccess: onDone,
    failure: {
      title: t('portal.problem.failedTitle'),
      fallback: t('portal.problem.failed'),
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit(({ kind, note }) =>
    submit({ scheduleId: pickup.id, report: { kind, note }, photo }, form.setError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">
          {t('portal.problem.whatWrong')}
        </legend>
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="radio" value={kind} {...register('kind')} className="size-4" />
            {t('portal.problem.kind', { kind })}
          </label>
        ))}
        {errors.kind?.message ? (
          <p className="text-sm text-red-700">{fm(errors.kind.message)}</p>
        ) : null}
      </fieldset>
      <FormField label={t('portal.problem.note')} error={fm(errors.note?.message)}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
      <FormField
        label={t('portal.problem.photo')}
        hint={t('portal.problem.photoHint')}
        error={fm(errors.photo?.message ?? errors.photoId?.message)}
      >
        <Input
          type="file"
          accept="image/*"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? t('portal.problem.sending') : t('portal.problem.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
