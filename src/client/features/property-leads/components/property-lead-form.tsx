import { useEffect, useRef } from 'react';
import { LEAD_DOORS_MAX, LEAD_LIMITS } from '../../../../domain/property-leads';
import { HoneypotField, SendButton } from '../../../components/forms/sending-form-parts';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
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
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhancePropertyLeadForm(ref.current!), []);

  return (
    <form
      ref={ref}
      {...{ [PROPERTY_LEAD_FORM_ATTR]: '' }}
      noValidate
      className="space-y-4"
      aria-label="Request information"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Community name" className="sm:col-span-2">
          <Input
            name="propertyName"
            autoComplete="organization"
            maxLength={LEAD_LIMITS.propertyName}
          />
        </FormField>
        <FormField label="Number of doors">
          <Input
            name="doors"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(LEAD_DOORS_MAX).length}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Your name">
          <Input name="contactName" autoComplete="name" maxLength={LEAD_LIMITS.contactName} />
        </FormField>
        <FormField label="Email">
          <Input name="email" type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
        </FormField>
        <FormField label="Phone (optional)">
          <Input name="phone" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
        </FormField>
      </div>
      <FormField label="Message (optional)">
        <Textarea name="message" rows={4} maxLength={LEAD_LIMITS.message} />
      </FormField>
      <HoneypotField />
      <SendButton label="Send Request" labelAttr={LEAD_SUBMIT_LABEL_ATTR} />
    </form>
  );
}
