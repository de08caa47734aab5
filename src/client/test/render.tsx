import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { translatorFor } from '../../domain/i18n/catalogue';
import type { Language } from '../../domain/i18n/languages';
import type { User } from '../../domain/schemas/account';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/site';
import { Toaster } from '../components/ui/toaster';
import { SiteTextProvider, siteText } from '../lib/site-text-context';
import { ACCOUNT } from './account';
import { createQueryClient } from '../lib/query-client';
import { dismissToast, subscribeToToasts } from '../lib/toast-store';

/** A reply of the stubbed API: a JSON body and a status (200 unless given). */
export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = StubReply | ((request: { url: URL; body: unknown }) => StubReply);

export type ApiCall = { method: string; path: string; url: URL; body: unknown };

/**
 * Replaces global fetch with the given routes ("GET /api/user" → reply), answering with real
 * Response objects, so the code under test runs its own request and error handling. An unknown
 * route answers 404, like the server. Returns the calls made, to check what a form sent.
 */
export function stubApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply =
        typeof handler === 'function' ? handler({ url, body }) : (handler ?? { status: 404 });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store is module state: a toast left over would show in the next test.
  subscribeToToasts((current) => current && dismissToast(current.id))();
});

/** Marks the browser as signed in and answers GET /api/user with this user. */
export function signedInAs(user: User): Record<string, Handler> {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  return { 'GET /api/user': { body: user } };
}

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page or component as the app does (router, query client, toaster) at `path`. Any
 * navigation away lands on a page reading "Now at /where", so tests can see where a form went.
 * `language`: the language on show, which the root works out from the person or the visit.
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  // The address too: what works with or without the router reads it (lib/search-params.ts).
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  return {
    user,
    ...render(
      <QueryClientProvider client={queryClient}>
        <SiteTextProvider value={siteText(translatorFor(language), null)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </SiteTextProvider>
      </QueryClientProvider>,
    ),
  };
}

/** The toast on screen (the app's one notification region, named in the page's language). */
export const toastRegion = () =>
  within(
    screen.getByRole('region', {
      name: (name) =>
        name === translatorFor('en').t('ui.notifications') ||
        name === translatorFor('es').t('ui.notifications'),
    }),
  );

const { password: _password, ...profile } = ACCOUNT;

/** The signed-in customer: the account the component tests sign up with, as the API returns it. */
export const CUSTOMER: User = {
  id: 7,
  ...profile,
  username: 'jrivera',
  state: 'TX',
  role: 'customer',
  language: 'en',
  createdAt: '2026-03-02T15:00:00.000Z',
};
