import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterInput } from '../../../domain/schemas/account';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';

/**
 * The new-account fields of /signup and of the PayPal checkout's information step: both create the
 * same account under the same rules (RegisterSchema), so they ask for it the same way.
 */
export function AccountFields({
  register,
  errors,
}: {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Your details</legend>
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...register('username')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-ink">Pickup address</legend>
        <FormField label="Street address" error={errors.address?.message} className="sm:col-span-3">
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label="Apartment / Unit" error={errors.unit?.message}>
          <Input autoComplete="address-line2" {...register('unit')} />
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label="ZIP code" error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('zip')} />
        </FormField>
      </fieldset>
    </>
  );
}
