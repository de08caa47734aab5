import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { APP_TEXT_ATTR } from '../../../lib/app-language';
import { formMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import {
  enhanceLoginForm,
  FORM_ERROR_ATTR,
  LOGIN_FORM_ATTR,
  PENDING_ATTR,
  type OnSignedIn,
} from '../enhance-login-form';

/**
 * The login form's markup. Its behaviour (validation, signing in, messages) is plain DOM code in
 * enhance-login-form: the static /login page starts it from its island script, the app from this
 * effect with its own `onSignedIn`. Its words are marked with their ids for the static page's
 * island, which writes them in the visitor's language.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const site = useSiteText();
  const { t } = site;
  const ref = useRef<HTMLFormElement>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const words = useRef(site);
  words.current = site;
  useEffect(
    () =>
      enhanceLoginForm(ref.current!, (user) => signedIn.current(user), {
        words: () => words.current,
        message: (english) => formMessage(words.current, english),
      }),
    [],
  );
  const marked = (
    id: 'auth.field.email' | 'auth.field.password' | 'auth.login.pending' | 'auth.login.submit',
  ) => <span {...{ [APP_TEXT_ATTR]: id }}>{t(id)}</span>;

  return (
    <form ref={ref} {...{ [LOGIN_FORM_ATTR]: '' }} noValidate className="space-y-4">
      <p
        role="alert"
        hidden
        {...{ [FORM_ERROR_ATTR]: '' }}
        className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800"
      />
      <FormField label={marked('auth.field.email')}>
        <Input name="username" type="email" autoComplete="email" />
      </FormField>
      <FormField label={marked('auth.field.password')}>
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <div className="text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-medium text-brand-700 hover:underline"
          {...{ [APP_TEXT_ATTR]: 'auth.login.forgot' }}
        >
          {t('auth.login.forgot')}
        </Link>
      </div>
      <Button type="submit" className="w-full">
        <span hidden {...{ [PENDING_ATTR]: '' }}>
          <Spinner className="[&_svg]:text-white" label={marked('auth.login.pending')} />
        </span>
        {marked('auth.login.submit')}
      </Button>
    </form>
  );
}
