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
export function enhanceLoginForm(form: HTMLFormElement, onSignedIn: OnSignedIn): () => void {
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

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    submitted = true;
    const result = await validate(form);
    showFieldErrors(form, result.ok ? {} : result.errors);
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
      toast({
        title: MESSAGES.loginSuccessTitle,
        description: MESSAGES.welcomeBack(displayName(user)),
      });
      onSignedIn(user);
    } catch (err) {
      const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
      setFormError(serverMessage ?? MESSAGES.loginFormFallback);
      toast({
        title: MESSAGES.loginFailedTitle,
        description: serverMessage ?? MESSAGES.loginFailedDefault,
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
    const result = await validate(form);
    showFieldErrors(form, result.ok ? {} : result.errors);
  };

  return listenToForm(form, onSubmit, onInput);
}
