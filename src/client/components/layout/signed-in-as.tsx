import { LogOut } from 'lucide-react';
import { Button } from '../ui/button';

/** A staff frame's top-right corner: who is signed in (from the tablet's width) and Sign out. */
export function SignedInAs({
  user,
  onSignOut,
  signOutPending,
}: {
  user: { name: string; email: string };
  onSignOut: () => void;
  signOutPending: boolean;
}) {
  return (
    <div className="ml-auto flex min-w-0 items-center gap-3">
      <p className="hidden min-w-0 text-right text-sm leading-tight md:block">
        <span className="block text-xs text-slate-600">Signed in as</span>
        <span className="block truncate font-semibold text-ink" title={user.email}>
          {user.name}
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        disabled={signOutPending}
        onClick={onSignOut}
      >
        <LogOut aria-hidden /> Sign out
      </Button>
    </div>
  );
}
