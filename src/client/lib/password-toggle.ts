/** Marks a password field's show/hide button. */
export const PASSWORD_TOGGLE_ATTR = 'data-password-toggle';

/**
 * Shows or hides the password of the field beside `button`, which says which it will do next.
 * Plain DOM: the static /login page runs it from its island, PasswordInput from an effect.
 */
export function enablePasswordToggle(button: HTMLButtonElement): () => void {
  const input = button.parentElement!.querySelector('input')!;
  const onClick = () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    const label = show ? button.dataset.hideLabel : button.dataset.showLabel;
    button.setAttribute('aria-label', label ?? (show ? 'Hide password' : 'Show password'));
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
