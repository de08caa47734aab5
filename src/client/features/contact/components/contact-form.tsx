import { Send } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { CONTACT_LIMITS } from '../../../../domain/contact-limits';
import { MESSAGES } from '../../../../domain/messages';
import type { ContactMessage } from '../../../../domain/schemas/contact';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { toast } from '../../../lib/toast-store';
import { useSendContactMessage } from '../api/send-contact-message';

// The form sits at the foot of marketing pages most visitors only read, so its validator (zod and
// ContactMessageSchema, the route's own schema) loads with the first validation, not with the page.
const contactResolver: Resolver<ContactMessage> = async (values, context, options) => {
  const { resolveContactMessage } = await import('./contact-resolver');
  return resolveContactMessage(values, context, options);
};

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '', website: '' };

/** Spec §8: 'Failed to send message: {error message or Unknown error}'. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

/** Spec §4 Contact form: idle → sending ('Sending...', disabled) → sent (cleared) or error. */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessage>({
    resolver: contactResolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast({ title: MESSAGES.contactSentTitle, description: MESSAGES.contactSentText });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({
          title: MESSAGES.contactFailedTitle,
          description: MESSAGES.contactFailed(failureReason(error)),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input maxLength={CONTACT_LIMITS.subject} {...register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={5} maxLength={CONTACT_LIMITS.message} {...register('message')} />
      </FormField>
      {/* The honeypot (see ContactMessageSchema): off-screen and out of the tab order and the
          accessibility tree, so only bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
