import { useEffect, useRef } from 'react';
import { CONTACT_LIMITS, CONTACT_MESSAGES as SAY } from '../../../../domain/contact-limits';
import { HoneypotField, SendButton } from '../../../components/forms/sending-form-parts';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { REASON } from '../../../lib/enhance-sending-form';
import { sendingWordsAttr } from '../../../lib/sending-form-words';
import { useSiteText } from '../../../lib/site-text-context';
import { CONTACT_FORM_ATTR, enhanceContactForm, SUBMIT_LABEL_ATTR } from '../enhance-contact-form';

/**
 * The contact form's markup. Its behaviour (validation, sending, toasts) is plain DOM code in
 * enhance-contact-form: the static pages start it from their island script, the app from this
 * effect.
 */
export function ContactForm() {
  const site = useSiteText();
  const { t } = site;
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhanceContactForm(ref.current!), []);

  return (
    <form
      ref={ref}
      {...{ [CONTACT_FORM_ATTR]: '' }}
      {...sendingWordsAttr(site, {
        sent: { title: t('site.contact.sentTitle'), description: t('site.contact.sentText') },
        failed: t('site.contact.failed', { reason: REASON }),
        messages: {
          [SAY.nameRequired]: t('site.contact.error.name'),
          [SAY.emailInvalid]: t('site.contact.error.email'),
          [SAY.subjectRequired]: t('site.contact.error.subject'),
          [SAY.messageRequired]: t('site.contact.error.message'),
        },
      })}
      noValidate
      className="space-y-4"
      aria-label={t('site.contact.form')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('site.contact.name')}>
          <Input name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        </FormField>
        <FormField label={t('site.contact.email')}>
          <Input name="email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
        </FormField>
      </div>
      <FormField label={t('site.contact.subject')}>
        <Input name="subject" maxLength={CONTACT_LIMITS.subject} />
      </FormField>
      <FormField label={t('site.contact.message')}>
        <Textarea name="message" rows={5} maxLength={CONTACT_LIMITS.message} />
      </FormField>
      <HoneypotField />
      <SendButton label={t('site.contact.send')} labelAttr={SUBMIT_LABEL_ATTR} />
    </form>
  );
}
