import type { ReactNode } from 'react';
import { SignedInAs } from './signed-in-as';
import { StaffBrand } from './staff-brand';

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
          <StaffBrand home={home} name={name} />
          <SignedInAs user={user} onSignOut={onSignOut} signOutPending={signOutPending} />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
