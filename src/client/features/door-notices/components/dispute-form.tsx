import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DOOR_NOTICE_TEXT } from '../../../../domain/door-notices';
import { NOTICES_TAB_TEXT } from '../../../../domain/notices-tab-text';
import { DisputeNoticeSchema } from '../../../../domain/schemas/door-notices';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useDisputeNotice } from '../api/dispute-notice';

type FormInput = z.input<typeof DisputeNoticeSchema> & { photo?: string };
type FormOutput = z.output<typeof DisputeNoticeSchema>;

/**
 * The dispute's form: why the notice is wrong and an optional photo, checked with the schema the
 * server reads. Its own module, loaded when the dialog first opens (dispute-dialog.tsx).
 */
export default function DisputeForm({
  noticeId,
  onDone,
}: {
  noticeId: number;
  onDone: () => void;
}) {
  const [photo, setPhoto] = useState<File | null>(null);
  const send = useDisputeNotice();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(DisputeNoticeSchema),
    defaultValues: { note: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(send, {
    success: () => ({
      title: NOTICES_TAB_TEXT.disputeSentTitle,
      description: DOOR_NOTICE_TEXT.disputeSent,
    }),
    onSuccess: onDone,
    failure: {
      title: NOTICES_TAB_TEXT.disputeFailedTitle,
      fallback: NOTICES_TAB_TEXT.disputeFailed,
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit(({ note }) =>
    submit({ id: noticeId, dispute: { note }, photo }, form.setError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={NOTICES_TAB_TEXT.disputeNoteLabel} error={errors.note?.message}>
        <Textarea rows={4} {...register('note')} />
      </FormField>
      <FormField
        label={NOTICES_TAB_TEXT.disputePhotoLabel}
        hint={NOTICES_TAB_TEXT.disputePhotoHint}
        error={errors.photo?.message ?? errors.photoId?.message}
      >
        <Input
          type="file"
          accept="image/*"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? NOTICES_TAB_TEXT.disputeSending : NOTICES_TAB_TEXT.disputeSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
