import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DisputeNoticeSchema } from '../../../../domain/schemas/door-notices';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
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
  const { t } = useSiteText();
  const fm = useFormMessage();
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
      title: t('portal.notices.disputeSentTitle'),
      description: t('portal.notices.disputeSentText'),
    }),
    onSuccess: onDone,
    failure: {
      title: t('portal.notices.disputeFailedTitle'),
      fallback: t('portal.notices.disputeFailed'),
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit(({ note }) =>
    submit({ id: noticeId, dispute: { note }, photo }, form.setError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('portal.notices.disputeNote')} error={fm(errors.note?.message)}>
        <Textarea rows={4} {...register('note')} />
      </FormField>
      <FormField
        label={t('portal.notices.disputePhoto')}
        hint={t('portal.notices.disputePhotoHint')}
        error={fm(errors.photo?.message ?? errors.photoId?.message)}
      >
        <Input
          type="file"
          accept="image/*"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('portal.notices.disputeSending') : t('portal.notices.disputeSend')}
        </Button>
      </DialogFooter>
    </form>
  );
}
