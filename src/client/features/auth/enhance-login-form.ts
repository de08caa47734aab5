import type { Translator } from '../../../domain/i18n/translate';
import { MESSAGES } from '../../../domain/messages';
import type { LoginInput } from '../../../domain/schemas/account';
import type { FormCheck } from '../../../domain/schemas/field-errors';
import { displayName } from '../../../domain/person-name';
import type { UserReply } from '../../../domain/schemas/user';
import { CREW_APP_PATH, signedInHome } from '../../../domain/site';
import { ApiError } from '../../lib/api-client';
import { formValues, listenToForm, showFieldErrors } from '../../lib/plain-form';
import { toast } from '../../lib/toast-store';
import { login } from './api/login';

/** Marks the form this module drives, its form-level message and the button's pending spinner. */
export const LOGIN_FORM_ATTR = 'data-login-form';
export const FORM_ERROR_ATTR = 'data-form-error';
export const PENDING_ATTR = 'data-pending';

/**
 * Sends a welcomed customer on: the app moves on without reloading, the static page loads the
 * next page and hands the welcome toast over.
 */
export type OnSignedIn = (user: UserReply) => void;

/**
 * The words the form writes, in the reader's language: `words` the page's (null on the static
 * page of an English reader, whose script carries no catalogue: the English below), `message` a
 * field's or the server's message.
 */
export type LoginFormText = {
  words: () => Translator | null;
  message: (english: string) => string | Promise<string>;
};

const ENGLISH_TEXT: LoginFormText = { words: () => null, message: (english) => english };

// The page is the form: its validator (zod and LoginFormSchema, the route's own schema) still
// loads with the first validation, so the first paint's script stays small.
async function validate(form: HTMLFormElement): Promise<FormCheck<LoginInput>> {
  const { validateLogin } = await import('./validate-login');
  return validateLogin(formValues(form));
}

/**
 * The login form (docs/product.md#screens-and-routes): checked by its schema on submit and, after
 * a first attempt, as the visitor types; then 'Logging in' (disabled) → a porter to the crew app,
 * anyone else welcomed and sent on by `onSignedIn`, or the server's reason above the form and in
 * a toast. The same code runs on the static /login page and in the app (LoginForm attaches it).
 */
export function enhanceLoginForm(
  form: HTMLFormElement,
  onSignedIn: OnSignedIn,
  text: LoginFormText = ENGLISH_TEXT,
): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const pending = form.querySelector<HTMLElement>(`[${PENDING_ATTR}]`);
  const formError = form.querySelector<HTMLElement>(`[${FORM_ERROR_ATTR}]`);
  let submitted = false;
  // Set from the first click: the validator may still be loading when a second click comes.
  let submitting = false;

  const setPending = (on: boolean) => {
    if (button) button.disabled = on;
    if (pending) pending.hidden = !on;
  };
  const setFormError = (message: string | null) => {
    if (!formError) return;
    formError.textContent = message ?? '';
    formError.hidden = message === null;
  };

  const showErrors = async (result: FormCheck<LoginInput>) => {
    const errors = result.ok ? {} : result.errors;
    const shown = await Promise.all(
      Object.entries(errors).map(async ([field, message]) => [field, await text.message(message)]),
    );
    showFieldErrors(form, Object.fromEntries(shown));
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    submitted = true;
    const result = await validate(form);
    await showErrors(result);
    if (!result.ok) {
      submitting = false;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setFormError(null);
    setPending(true);
    try {
      const user = await login(result.data);
      // The crew's app is where a porter works, a page of its own outside the app that greets
      // them with their route (docs/product.md#crew-app).
      if (signedInHome(user.role) === CREW_APP_PATH) return window.location.assign(CREW_APP_PATH);
      const words = text.words();
      const name = displayName(user);
      toast({
        title: words?.t('auth.login.welcomeTitle') ?? MESSAGES.loginSuccessTitle,
        description: words?.t('auth.login.welcome', { name }) ?? MESSAGES.welcomeBack(name),
      });
      onSignedIn(user);
    } catch (err) {
      const words = text.words();
      const english = err instanceof ApiError ? err.serverMessage : undefined;
      const serverMessage = english === undefined ? undefined : await text.message(english);
      setFormError(serverMessage ?? words?.t('auth.login.failed') ?? MESSAGES.loginFormFallback);
      toast({
        title: words?.t('auth.login.failedTitle') ?? MESSAGES.loginFailedTitle,
        description:
          serverMessage ?? words?.t('auth.error.invalidLogin') ?? MESSAGES.loginFailedDefault,
        variant: 'destructive',
      });
      setPending(false);
    } finally {
      submitting = false;
    }
  };
  // After a first attempt, messages follow the typing, so a fixed field loses its error at once.
  const onInput = async () => {
    if (!submitted) return;
    await showErrors(await validate(form));
  };

  return listenToForm(form, onSubmit, onInput);
}
