import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { translatorFor } from '../../domain/i18n/catalogue';
import { pageTitle } from '../../domain/site';
import { APP_TITLE_ATTR } from '../lib/app-language';
import { SiteTextProvider, siteText } from '../lib/site-text-context';
import { AccessDenied } from '../routes/client-portal/portal';
import { showStaticPageIn } from './static-page-text';

// A static app page that no React island renders, as a Spanish visitor reads it: the prebuilt
// /client-portal's Access Denied, English in its HTML, written in Spanish by the page's script.

const ES = translatorFor('es').t;
const EN = translatorFor('en').t;

afterEach(() => {
  document.body.removeAttribute(APP_TITLE_ATTR);
  document.documentElement.lang = 'en';
});

/** The page as prerendered: English, its words marked. */
function prerenderedAccessDenied() {
  document.body.setAttribute(APP_TITLE_ATTR, 'portal.title');
  render(
    <SiteTextProvider value={siteText(translatorFor('en'), null)}>
      <AccessDenied marked />
    </SiteTextProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(EN('portal.denied.title'));
}

describe('a visitor’s Access Denied on the prebuilt portal page', () => {
  test('reads in Spanish for a Spanish visitor, its tab title and language too', async () => {
    prerenderedAccessDenied();
    await showStaticPageIn('es');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ES('portal.denied.title'));
    expect(screen.getByText(ES('portal.denied.text'))).toBeVisible();
    expect(screen.getByRole('link', { name: ES('portal.denied.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(document.title).toBe(pageTitle(ES('portal.title')));
    expect(document.documentElement.lang).toBe('es');
  });
});
