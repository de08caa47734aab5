import { ChevronDown, Menu, Recycle, UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BUSINESS, NAV_LINKS, type NavLink as NavLinkItem } from '../../../domain/site';
import { useUser } from '../../features/auth/api/get-user';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { useScrolled } from './use-scrolled';

// Plain Links with our own aria-current: NavLink would also mark Contact (/#contact) as the
// current page on the home page, since it ignores the hash.
function useIsActive() {
  const { pathname, hash: locationHash } = useLocation();
  // Prerendered HTML is built without a hash, and hydration keeps mismatched attributes, so a
  // visit to /#contact would stay highlighted as Home: the hash counts only once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const hash = mounted ? locationHash : '';
  return (link: NavLinkItem) =>
    link.to.includes('#')
      ? `${pathname}${hash}` === link.to
      : link.to === pathname && !(pathname === '/' && hash);
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const scrolled = useScrolled();
  const isActive = useIsActive();
  const { data: user } = useUser();
  const { signOut: onLogout, isPending: logoutPending } = useSignOut();
  const navigate = useNavigate();

  const linkClass = (link: NavLinkItem) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive(link) ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:text-brand-700',
    );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow print:hidden',
        scrolled ? 'shadow-md' : 'shadow-none',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-700">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Recycle aria-hidden className="size-5" />
          </span>
          <span className="text-lg">{BUSINESS.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={linkClass(link)}
              aria-current={isActive(link) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {user ? (
            // Not modal: a modal menu hides the rest of the page with aria-hidden while its
            // links stay focusable, which axe reports (aria-hidden-focus).
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" className="hidden sm:inline-flex">
                  <UserRound aria-hidden /> Account <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => navigate('/profile')}>Profile</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate('/client-portal')}>
                  Client Portal
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled={logoutPending} onSelect={onLogout}>
                  Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : user === null ? (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Log In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/signup">Sign Up</Link>
              </Button>
            </div>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>

      {open ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className={cn(linkClass(link), 'block py-3 text-base')}
                  aria-current={isActive(link) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:hidden">
            {user ? (
              <>
                <Button asChild variant="outline">
                  <Link to="/profile" onClick={() => setOpen(false)}>
                    Profile
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/client-portal" onClick={() => setOpen(false)}>
                    Client Portal
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  disabled={logoutPending}
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                >
                  Log out
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to="/login" onClick={() => setOpen(false)}>
                    Log In
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/signup" onClick={() => setOpen(false)}>
                    Sign Up
                  </Link>
                </Button>
              </>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
