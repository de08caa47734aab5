import type { HTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterInput } from '../../../domain/schemas/account';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';

type AccountField = {
  name: keyof RegisterInput;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  className?: string;
};

const DETAILS: AccountField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  {
    name: 'password',
    label: 'Password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
];

const ADDRESS: AccountField[] = [
  {
    name: 'address',
    label: 'Street address',
    autoComplete: 'street-address',
    className: 'sm:col-span-3',
  },
  { name: 'unit', label: 'Apartment / Unit', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

type FormProps = {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
};

function Fields({ fields, register, errors }: FormProps & { fields: AccountField[] }) {
  return fields.map(({ name, label, hint, className, ...input }) => (
    <FormField
      key={name}
      label={label}
      error={errors[name]?.message}
      hint={hint}
      className={className}
    >
      {name === 'password' ? (
        <PasswordInput {...input} {...register(name)} />
      ) : (
        <Input {...input} {...register(name)} />
      )}
    </FormField>
  ));
}

/**
 * The new-account fields of /signup and of the PayPal checkout's information step: both create the
 * same account under the same rules (RegisterSchema), so they ask for it the same way.
 */
export function AccountFields(props: FormProps) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Your details</legend>
        <Fields fields={DETAILS} {...props} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-ink">Pickup address</legend>
        <Fields fields={ADDRESS} {...props} />
      </fieldset>
    </>
  );
}
