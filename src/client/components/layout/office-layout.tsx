import { ExternalLink, Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { OFFICE_HOME, OFFICE_NAME, OFFICE_PAGES, type OfficePage } from '../../../domain/office';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { SignedInAs } from './signed-in-as';
import { StaffBrand } from './staff-brand';

const OFFICE_MENU_ID = 'office-menu';

// Styled by aria-current, like the marketing header's links.
const linkClass =
  'flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/** The office's pages, one link each; a page's own sub-paths keep its link marked. */
function OfficeLinks({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex flex-col gap-0.5', className)}>
      {OFFICE_PAGES.map(({ path, label }) => {
        const current = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <li key={path}>
            <Link to={path} className={linkClass} aria-current={current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const Brand = () => <StaffBrand home={OFFICE_HOME} name={OFFICE_NAME} />;

const websiteLink = (
  <Link to="/" className={cn(linkClass, 'gap-2 text-slate-600')}>
    <ExternalLink aria-hidden className="size-4" /> View the website
  </Link>
);

/**
 * The staff's own frame (docs/decisions/033-office-pages-instead-of-dashboard-tabs.md): the
 * office's pages in a sidebar on a wide screen and behind a Menu button below it, and a top bar
 * with who is signed in and Sign out. Neither prints, so a page such as the route sheet prints
 * alone. The route hands in the user and the sign-out, so this shared component knows no feature.
 */
export function OfficeLayout({
  user,
  onSignOut,
  signOutPending,
  children,
}: {
  user: { name: string; email: string };
  onSignOut: () => void;
  signOutPending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block print:bg-white">
      <aside className="sticky top-0 hidden h-screen flex-col gap-6 overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 lg:flex print:hidden">
        <div className="px-2">
          <Brand />
        </div>
        <nav aria-label="Office" className="flex-1">
          <OfficeLinks />
        </nav>
        {websiteLink}
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-4 lg:px-8 print:hidden">
          <Button
            variant="ghost"
            size="icon"
            className="group shrink-0 lg:hidden"
            popoverTarget={OFFICE_MENU_ID}
            aria-expanded="false"
            aria-label="Open menu"
            data-label-open="Close menu"
            data-label-closed="Open menu"
          >
            <Menu aria-hidden className="group-aria-expanded:hidden" />
            <X aria-hidden className="hidden group-aria-expanded:block" />
          </Button>
          <div className="min-w-0 lg:hidden">
            <Brand />
          </div>
          <SignedInAs user={user} onSignOut={onSignOut} signOutPending={signOutPending} />
        </header>

        <nav
          id={OFFICE_MENU_ID}
          popover="auto"
          aria-label="Office menu"
          className="fixed inset-x-0 top-14 bottom-auto m-0 max-h-[calc(100dvh-3.5rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white px-3 pt-2 pb-4 text-ink shadow-md lg:hidden"
        >
          <p className="px-3 pb-2 text-sm text-slate-600 md:hidden">
            Signed in as <strong className="text-ink">{user.name}</strong>
          </p>
          <OfficeLinks />
          <div className="mt-2 border-t border-slate-200 pt-2">{websiteLink}</div>
        </nav>

        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The top of every office page: its title, a sentence on what it is for, and its own actions. */
export function OfficePageHeading({
  title,
  description,
  actions,
}: {
  /** The page's name in the navigation. */
  title: OfficePage['label'];
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 print:hidden">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-end gap-2">{actions}</div> : null}
    </div>
  );
}
