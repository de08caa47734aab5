import { Eye, EyeOff } from 'lucide-react';
import { useContext, useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { enablePasswordToggle, PASSWORD_TOGGLE_ATTR } from '../../lib/password-toggle';
import { SiteTextContext } from '../../lib/site-text-context';
import { Input } from './input';

/**
 * A password field with a show/hide toggle. The toggle is plain DOM (lib/password-toggle), so it
 * works the same on the static /login page; the icon follows the button's aria-pressed, and its
 * two labels, in the page's language, ride on the button for it.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const words = useContext(SiteTextContext);
  const show = words?.t('auth.password.show') ?? 'Show password';
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => enablePasswordToggle(toggle.current!), []);
  return (
    <div className="relative">
      <Input type="password" className={cn('pr-11', className)} {...props} />
      <button
        ref={toggle}
        type="button"
        {...{ [PASSWORD_TOGGLE_ATTR]: '' }}
        className="group absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-ink"
        aria-label={show}
        data-show-label={show}
        data-hide-label={words?.t('auth.password.hide') ?? 'Hide password'}
        aria-pressed="false"
      >
        <Eye aria-hidden className="size-5 group-aria-pressed:hidden" />
        <EyeOff aria-hidden className="hidden size-5 group-aria-pressed:block" />
      </button>
    </div>
  );
}
