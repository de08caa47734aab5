import { useEffect, useRef } from 'react';
import { INTL_LOCALE } from '../../../../domain/i18n/languages';
import {
  LEAD_DOORS_MAX,
  LEAD_DOORS_MIN,
  LEAD_LIMITS,
  PROPERTY_LEAD_TEXT as SAY,
} from '../../../../domain/property-leads';
import { HoneypotField, SendButton } from '../../../components/forms/sending-form-parts';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { REASON } from '../../../lib/enhance-sending-form';
import { sendingWordsAttr } from '../../../lib/sending-form-words';
import { useSiteText } from '../../../lib/site-text-context';
import {
  enhancePropertyLeadForm,
  LEAD_SUBMIT_LABEL_ATTR,
  PROPERTY_LEAD_FORM_ATTR,
} from '../enhance-property-lead-form';

/**
 * The lead form's markup. Its behaviour is plain DOM code in enhance-property-lead-form: the
 * static page starts it from its island script, the app from this effect.
 */
export function PropertyLeadForm() {
  const site = useSiteText();
  const { t, language } = site;
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhancePropertyLeadForm(ref.current!), []);
  const number = new Intl.NumberFormat(INTL_LOCALE[language]);

  return (
    <form
      ref={ref}
      {...{ [PROPERTY_LEAD_FORM_ATTR]: '' }}
      {...sendingWordsAttr(site, {
        sent: {
          title: t('site.management.lead.sentTitle'),
          description: t('site.management.lead.sentText'),
        },
        failed: t('site.management.lead.failed', { reason: REASON }),
        messages: {
          [SAY.propertyNameRequired]: t('site.management.lead.error.propertyName'),
          [SAY.doorsInvalid]: t('site.management.lead.error.doors', {
            min: number.format(LEAD_DOORS_MIN),
            max: number.format(LEAD_DOORS_MAX),
          }),
          [SAY.contactNameRequired]: t('site.management.lead.error.contactName'),
          [SAY.emailInvalid]: t('site.management.lead.error.email'),
          [SAY.phoneInvalid]: t('site.management.lead.error.phone'),
        },
      })}
      noValidate
      className="space-y-4"
      aria-label={t('site.management.lead.form')}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('site.management.lead.propertyName')} className="sm:col-span-2">
          <Input
            name="propertyName"
            autoComplete="organization"
            maxLength={LEAD_LIMITS.propertyName}
          />
        </FormField>
        <FormField label={t('site.management.lead.doors')}>
          <Input
            name="doors"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(LEAD_DOORS_MAX).length}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('site.management.lead.contactName')}>
          <Input name="contactName" autoComplete="name" maxLength={LEAD_LIMITS.contactName} />
        </FormField>
        <FormField label={t('site.management.lead.email')}>
          <Input name="email" type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
        </FormField>
        <FormField label={t('site.management.lead.phone')}>
          <Input name="phone" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
        </FormField>
      </div>
      <FormField label={t('site.management.lead.message')}>
        <Textarea name="message" rows={4} maxLength={LEAD_LIMITS.message} />
      </FormField>
      <HoneypotField />
      <SendButton label={t('site.management.lead.send')} labelAttr={LEAD_SUBMIT_LABEL_ATTR} />
    </form>
  );
}
