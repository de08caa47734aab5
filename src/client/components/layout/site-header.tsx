import { ChevronDown, Menu, Recycle, UserRound, X } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { OFFICE_HOME, OFFICE_NAME } from '../../../domain/office';
import { navLinks } from '../../../domain/content/pages';
import { BUSINESS, type NavLink as NavLinkItem } from '../../../domain/site';
import { sitePath, withLanguage } from '../../../domain/site-language';
import { cn } from '../../lib/cn';
import { isCurrentLink } from '../../lib/current-link';
import { useShellMarks } from '../../lib/shell-text';
import { useSiteText } from '../../lib/site-text-context';
import { CLOSES_MENU_ATTR, SIGN_OUT_ACTION, SITE_HEADER_ATTR } from '../../lib/site-chrome';
import { Button } from '../ui/button';
import { LanguageSwitch } from './language-switch';

const MOBILE_MENU_ID = 'mobile-menu';
const ACCOUNT_MENU_ID = 'account-menu';

// Plain Links with our own aria-current: NavLink ignores the hash, so it would mark Home and
// Contact (/#contact) together.
function useIsActive() {
  const { pathname, hash: locationHash } = useLocation();
  // Prerendered HTML is built without a hash (the static page's island marks /#contact itself),
  // so the hash counts only once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const hash = mounted ? locationHash : '';
  return (link: NavLinkItem) => isCurrentLink(link.to, pathname, hash);
}

// Styled by aria-current, so the static pages' island can move the mark without React.
const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/**
 * Guest controls or account controls. In the app the user is known; a prerendered page is built
 * without one, so it carries both and CSS shows the one <html data-auth> names (see auth-hint).
 */
function AuthSlot({
  signedIn,
  guest,
  member,
}: {
  signedIn: boolean | undefined;
  guest: ReactNode;
  member: ReactNode;
}) {
  if (signedIn !== undefined) return signedIn ? member : guest;
  return (
    <>
      <div data-auth-slot="guest" className="contents">
        {guest}
      </div>
      <div data-auth-slot="member" className="contents">
        {member}
      </div>
    </>
  );
}

/**
 * Props of the Account menu's Office entry, or null when it is not shown. In the app the role is
 * known; a prerendered page carries the entry for CSS to show once <html data-staff> says so.
 */
function officeEntry(staff: boolean | undefined) {
  if (staff === false) return null;
  return staff ? {} : { 'data-auth-slot': 'staff' };
}

/** In the app its onClick signs out; on a static page the sign-out island finds it by data-action. */
function SignOutButton(props: ComponentProps<typeof Button>) {
  return <Button {...props} data-action={SIGN_OUT_ACTION} {...{ [CLOSES_MENU_ATTR]: '' }} />;
}

/** Log in and Sign up, in the bar and in the phone's menu. */
function GuestLinks({ logInVariant, size }: { logInVariant: 'ghost' | 'outline'; size?: 'sm' }) {
  const { language, t } = useSiteText();
  const mark = useShellMarks();
  return (
    <>
      <Button asChild variant={logInVariant} size={size}>
        <Link to="/login" {...mark.text('site.header.logIn')}>
          {t('site.header.logIn')}
        </Link>
      </Button>
      <Button asChild size={size}>
        <Link
          to={withLanguage(language, '/signup')}
          {...mark.text('site.header.signUp')}
          {...mark.href('app', '/signup')}
        >
          {t('site.header.signUp')}
        </Link>
      </Button>
    </>
  );
}

/**
 * The root route hands in who is signed in and how to sign out, so this shared component knows
 * nothing of the auth feature.
 */
export function SiteHeader({
  signedIn,
  staff,
  onSignOut,
  signOutPending,
  marksCurrentPage = true,
}: {
  /** Unknown while the user is loading, and on a prerendered page. */
  signedIn: boolean | undefined;
  /** Whether the signed-in user works in the office (an admin); unknown as `signedIn` is. */
  staff: boolean | undefined;
  onSignOut: () => void;
  signOutPending: boolean;
  /**
   * Off in the frame painted while the app loads: that HTML is built once for every app page, so
   * it cannot know which link is the current one.
   */
  marksCurrentPage?: boolean;
}) {
  const site = useSiteText();
  const { language, t } = site;
  const links = navLinks(site);
  const isCurrent = useIsActive();
  const isActive = (link: NavLinkItem) => marksCurrentPage && isCurrent(link);
  const office = officeEntry(staff);
  const mark = useShellMarks();

  return (
    <header
      {...{ [SITE_HEADER_ATTR]: '' }}
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-none backdrop-blur transition-shadow data-[scrolled=true]:shadow-md print:hidden"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={sitePath(language, '/')}
          className="flex items-center gap-2 font-bold text-brand-700"
          {...mark.href('site', '/')}
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Recycle aria-hidden className="size-5" />
          </span>
          {/* A guest's phone shows the mark alone, to leave room for Log In and Sign Up; the name
              stays the link's accessible name. */}
          <AuthSlot
            signedIn={signedIn}
            guest={<span className="sr-only text-lg sm:not-sr-only">{BUSINESS.name}</span>}
            member={<span className="text-lg">{BUSINESS.name}</span>}
          />
        </Link>

        <nav
          aria-label={t('site.nav.main')}
          className="hidden items-center gap-1 lg:flex"
          {...mark.attrs({ 'aria-label': 'site.nav.main' })}
          {...mark.links('nav')}
        >
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={navLinkClass}
              aria-current={isActive(link) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <AuthSlot
            signedIn={signedIn}
            guest={
              <div className="flex items-center gap-2">
                <GuestLinks logInVariant="ghost" size="sm" />
              </div>
            }
            member={
              <>
                <Button
                  variant="outline"
                  size="sm"
                  className="group hidden sm:inline-flex"
                  popoverTarget={ACCOUNT_MENU_ID}
                  aria-expanded="false"
                >
                  <UserRound aria-hidden />{' '}
                  <span {...mark.text('site.header.account')}>{t('site.header.account')}</span>{' '}
                  <ChevronDown
                    aria-hidden
                    className="transition-transform group-aria-expanded:rotate-180"
                  />
                </Button>
                {/* A disclosure of links rather than an ARIA menu: Tab reaches every entry. */}
                <div
                  id={ACCOUNT_MENU_ID}
                  popover="auto"
                  className="fixed top-16 right-[max(1rem,calc((100vw-80rem)/2+1.5rem))] bottom-auto left-auto m-0 w-48 rounded-md border border-slate-200 bg-white p-1 text-ink shadow-lg"
                >
                  <nav
                    aria-label={t('site.nav.account')}
                    {...mark.attrs({ 'aria-label': 'site.nav.account' })}
                  >
                    <ul className="flex flex-col">
                      {office ? (
                        <li {...office}>
                          <Link
                            to={OFFICE_HOME}
                            className="block rounded px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100"
                          >
                            {OFFICE_NAME}
                          </Link>
                        </li>
                      ) : null}
                      <li>
                        <Link
                          to="/profile"
                          className="block rounded px-3 py-2 text-sm hover:bg-slate-100"
                          {...mark.text('site.header.profile')}
                        >
                          {t('site.header.profile')}
                        </Link>
                      </li>
                      <li>
                        <Link
                          to="/client-portal"
                          className="block rounded px-3 py-2 text-sm hover:bg-slate-100"
                          {...mark.text('site.header.clientPortal')}
                        >
                          {t('site.header.clientPortal')}
                        </Link>
                      </li>
                      <li className="mt-1 border-t border-slate-200 pt-1">
                        <SignOutButton
                          variant="ghost"
                          size="sm"
                          className="w-full justify-start font-normal"
                          disabled={signOutPending}
                          onClick={onSignOut}
                          {...mark.text('site.header.logOut')}
                        >
                          {t('site.header.logOut')}
                        </SignOutButton>
                      </li>
                    </ul>
                  </nav>
                </div>
              </>
            }
          />
          <Button
            variant="ghost"
            size="icon"
            className="group lg:hidden"
            popoverTarget={MOBILE_MENU_ID}
            aria-expanded="false"
            aria-label={t('site.header.openMenu')}
            data-label-open={t('site.header.closeMenu')}
            data-label-closed={t('site.header.openMenu')}
            {...mark.attrs({
              'aria-label': 'site.header.openMenu',
              'data-label-open': 'site.header.closeMenu',
              'data-label-closed': 'site.header.openMenu',
            })}
          >
            <Menu aria-hidden className="group-aria-expanded:hidden" />
            <X aria-hidden className="hidden group-aria-expanded:block" />
          </Button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={t('site.nav.mobile')}
        {...mark.attrs({ 'aria-label': 'site.nav.mobile' })}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-4 text-ink shadow-md lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2" {...mark.links('nav')}>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={cn(navLinkClass, 'block py-3 text-base')}
                aria-current={isActive(link) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:hidden">
          <LanguageSwitch className="self-start" />
          <AuthSlot
            signedIn={signedIn}
            guest={<GuestLinks logInVariant="outline" />}
            member={
              <>
                {office ? (
                  <Button asChild {...office}>
                    <Link to={OFFICE_HOME}>{OFFICE_NAME}</Link>
                  </Button>
                ) : null}
                <Button asChild variant="outline">
                  <Link to="/profile" {...mark.text('site.header.profile')}>
                    {t('site.header.profile')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/client-portal" {...mark.text('site.header.clientPortal')}>
                    {t('site.header.clientPortal')}
                  </Link>
                </Button>
                <SignOutButton
                  variant="ghost"
                  disabled={signOutPending}
                  onClick={onSignOut}
                  {...mark.text('site.header.logOut')}
                >
                  {t('site.header.logOut')}
                </SignOutButton>
              </>
            }
          />
        </div>
      </nav>
    </header>
  );
}
