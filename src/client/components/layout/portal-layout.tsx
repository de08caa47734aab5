import { Recycle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../domain/site';
import { SignedInAs } from './signed-in-as';

/**
 * The frame of a portal for a business's staff, the property manager's: the brand with the
 * portal's name, who is signed in and Sign out, above the page. The route hands in the user and
 * the sign-out, so this shared component knows no feature.
 */
export function PortalLayout({
  name,
  home,
  user,
  onSignOut,
  signOutPending,
  children,
}: {
  name: string;
  home: string;
  user: { name: string; email: string };
  onSignOut: () => void;
  signOutPending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link to={home} className="flex min-w-0 items-center gap-2 font-bold text-brand-700">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Recycle aria-hidden className="size-4" />
            </span>
            <span className="min-w-0 leading-tight">
              <span className="sr-only sm:not-sr-only sm:block sm:truncate">{BUSINESS.name}</span>
              <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {name}
              </span>
            </span>
          </Link>
          <SignedInAs user={user} onSignOut={onSignOut} signOutPending={signOutPending} />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
