import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from 'react-router';
import { THEME_COLOR } from '../domain/site';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { PageSpinner } from './components/ui/spinner';
import { Toaster } from './components/ui/toaster';
import { useUser } from './features/auth/api/get-user';
import { useSignOut } from './features/auth/api/sign-out';
import {
  APP_DESCRIPTION_ATTR,
  APP_TITLE_ATTR,
  languageOnShow,
  subscribeLanguageOnShow,
  writeAppTitle,
} from './lib/app-language';
import { useAppTitle } from './lib/app-title';
import { AUTH_STATE_SCRIPT } from './lib/auth-hint';
import { ENGLISH_SITE } from './lib/english-site';
import { CLOSE_LABEL_ATTR } from './lib/mount-toaster';
import { hasOwnLayout, OWN_LAYOUT_SCRIPT } from './lib/own-layout';
import { createQueryClient } from './lib/query-client';
import { startSiteChrome } from './lib/site-chrome';
import { useShellMarks } from './lib/shell-text';
import { useMarketingPageText } from './lib/site-text';
import { SiteTextProvider, siteText, useSiteText } from './lib/site-text-context';
import { useAppText } from './lib/use-app-text';
import { ISLANDS_SCRIPT_PLACEHOLDER, usePrerenderingStaticPage } from './lib/static-page';
import stylesheet from './app.css?url';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/logo192.png' },
  { rel: 'manifest', href: '/manifest.json' },
];

export function Layout({ children }: { children: ReactNode }) {
  const staticPage = usePrerenderingStaticPage();
  const appLanguage = useSyncExternalStore(
    subscribeLanguageOnShow,
    languageOnShow,
    () => ENGLISH_SITE.language,
  );
  const ownLayout = useMatches().some((match) => hasOwnLayout(match.handle));
  // The office's and the manager's screens are in English (docs/decisions/063-one-message-catalogue.md).
  const language =
    useMarketingPageText()?.language ?? (ownLayout ? ENGLISH_SITE.language : appLanguage);
  const title = useAppTitle();
  return (
    // AUTH_STATE_SCRIPT sets data-auth on <html> before React hydrates the app pages.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <script dangerouslySetInnerHTML={{ __html: AUTH_STATE_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: OWN_LAYOUT_SCRIPT }} />
        {/* With a precedence React puts the stylesheet ahead of the dozens of module preloads, so
            the only render-blocking file does not queue behind them for a connection. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* A static app page's islands write its title in the reader's language from here. */}
      <body
        {...(staticPage && title
          ? {
              [APP_TITLE_ATTR]: title.appTitle,
              ...(title.appDescription && { [APP_DESCRIPTION_ATTR]: title.appDescription }),
            }
          : {})}
      >
        {children}
        {staticPage ? (
          <script type="module" src={ISLANDS_SCRIPT_PLACEHOLDER} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

function Header() {
  const { data: user } = useUser();
  const { signOut, isPending } = useSignOut();
  return (
    <SiteHeader
      signedIn={user === undefined ? undefined : user !== null}
      staff={user === undefined ? undefined : user?.role === 'admin'}
      onSignOut={signOut}
      signOutPending={isPending}
    />
  );
}

/**
 * The page's words: a marketing page's own language, or an app page's person's
 * (lib/app-language.ts), the page waiting behind a spinner while that language's messages load.
 */
function PageText({ siteChrome, children }: { siteChrome: boolean; children: ReactNode }) {
  const marketing = useMarketingPageText();
  const { data: user } = useUser();
  const app = useAppText(user, marketing === null && siteChrome);
  const site = marketing ?? siteText(app ?? ENGLISH_SITE, null);
  // The route's meta wrote the title in English; it follows the language on show.
  const title = useAppTitle();
  const titleId = title?.appTitle;
  const descriptionId = title?.appDescription;
  useEffect(() => {
    if (app && titleId) writeAppTitle(app, titleId, descriptionId);
  }, [app, titleId, descriptionId]);
  const page = marketing || app ? children : <PageSpinner />;
  return (
    <SiteTextProvider value={site}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {site.t('site.skipToContent')}
      </a>
      {siteChrome ? (
        <div className="flex min-h-screen flex-col">
          <Header />
          <main id="main" className="flex-1">
            {page}
          </main>
          <SiteFooter />
        </div>
      ) : (
        page
      )}
      <ToasterInPageLanguage />
    </SiteTextProvider>
  );
}

/** The toaster, its labels marked for a static app page's script as its header's are. */
function ToasterInPageLanguage() {
  const marks = useShellMarks();
  return (
    <Toaster
      marks={marks.attrs({ 'aria-label': 'ui.notifications', [CLOSE_LABEL_ATTR]: 'ui.close' })}
    />
  );
}

/** `siteChrome`: the marketing header and footer, which the office's screens replace with their own. */
function Shell({ children, siteChrome = true }: { children: ReactNode; siteChrome?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => startSiteChrome(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <PageText siteChrome={siteChrome}>{children}</PageText>
    </QueryClientProvider>
  );
}

export default function App() {
  const ownLayout = useMatches().some((match) => hasOwnLayout(match.handle));
  return (
    <Shell siteChrome={!ownLayout}>
      <Outlet />
    </Shell>
  );
}

/**
 * What an app page paints before its code runs: the site's header above a spinner in the page's
 * frame, so the header is in place from the first paint. The footer comes with the page: its
 * height is unknown until then, and a footer that moved when the page arrived would be a layout
 * shift, where one that appears below the page is not. The office's pages bring their own frame,
 * so there CSS hides this header (`data-own-layout`).
 */
export function HydrateFallback() {
  return (
    <SiteTextProvider value={siteText(ENGLISH_SITE, null)}>
      <div className="flex min-h-screen flex-col" data-loading-frame="">
        {/* Inert: shown, but not yet something to click (its menus and Log out act once the app runs). */}
        <div inert>
          <SiteHeader
            signedIn={undefined}
            staff={undefined}
            onSignOut={() => undefined}
            signOutPending={false}
            marksCurrentPage={false}
          />
        </div>
        <main id="main" className="flex-1">
          <PageSpinner />
        </main>
      </div>
    </SiteTextProvider>
  );
}

/** What a page that failed shows, in its reader's language. */
function PageFailed({ error }: { error: unknown }) {
  const { t } = useSiteText();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('appError.title');
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted">{t('appError.text')}</p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <PageFailed error={error} />
    </Shell>
  );
}
