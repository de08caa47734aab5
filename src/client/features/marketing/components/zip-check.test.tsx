import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { EN, translatorFor } from '../../../../domain/i18n/catalogue';
import type { Language } from '../../../../domain/i18n/languages';
import { renderPage, stubApi } from '../../../test/render';
import { ZipCheck } from './zip-check';

// The hero's "Do we serve your building?", answered in the page's language with links to the
// pages in that language.

const served = (communities: string[]) => ({
  body: {
    zip: '77494',
    served: true,
    city: 'Katy',
    communities: communities.map((name, id) => ({ id: id + 1, name, street: '' })),
  },
});

async function ask(zip: string, language: Language) {
  const t = translatorFor(language).t;
  const { user } = renderPage(<ZipCheck />, { language });
  await user.type(screen.getByLabelText(t('site.zip.label')), zip);
  await user.click(screen.getByRole('button', { name: t('site.zip.check') }));
  return screen.getByRole('status');
}

describe('the ZIP check on a Spanish page', () => {
  const ES = translatorFor('es').t;

  test('answers a ZIP code we serve, with its communities, in Spanish', async () => {
    stubApi({ 'GET /api/service-area/77494': served(['Cinco Ranch Commons', 'Katy Lofts']) });
    const answer = await ask('77494', 'es');
    expect(
      await screen.findByText(
        ES('site.zip.servedIn', {
          zip: '77494',
          communities: 'Cinco Ranch Commons, Katy Lofts',
        }),
        { exact: false },
      ),
    ).toBe(answer);
    expect(screen.getByRole('link', { name: ES('site.zip.seeAll') })).toHaveAttribute(
      'href',
      '/es/search?q=77494',
    );
    // Without script, the form asks the Spanish search page.
    expect(screen.getByRole('form', { name: ES('site.zip.form') })).toHaveAttribute(
      'action',
      '/es/search',
    );
  });

  test('offers the waitlist in Spanish for a ZIP code we do not serve', async () => {
    stubApi({
      'GET /api/service-area/90210': {
        body: { zip: '90210', served: false, city: null, communities: [] },
      },
    });
    const answer = await ask('90210', 'es');
    expect(await screen.findByRole('link', { name: ES('site.zip.joinWaitlist') })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210&lang=es',
    );
    expect(answer).toHaveTextContent(
      `${ES('site.zip.notServed', { zip: '90210' })} ${ES('site.zip.joinWaitlist')} ${ES('site.zip.waitlistRest')} ${ES('site.zip.seeAll')}.`,
    );
  });

  test('says when a ZIP code is not five digits, or when it could not ask', async () => {
    stubApi({ 'GET /api/service-area/77494': { status: 503 } });
    const { user } = renderPage(<ZipCheck />, { language: 'es' });
    const input = screen.getByLabelText(ES('site.zip.label'));
    await user.type(input, '774');
    await user.click(screen.getByRole('button', { name: ES('site.zip.check') }));
    expect(screen.getByRole('status')).toHaveTextContent(ES('site.zip.invalid'));
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '94');
    await user.click(screen.getByRole('button', { name: ES('site.zip.check') }));
    expect(await screen.findByText(ES('site.zip.failed'), { exact: false })).toBeInTheDocument();
  });
});

describe('the ZIP check on an English page', () => {
  test('answers in English, with links to the English pages', async () => {
    stubApi({ 'GET /api/service-area/77494': served([]) });
    const answer = await ask('77494', 'en');
    expect(await screen.findByText('Good news: we serve 77494.', { exact: false })).toBe(answer);
    expect(screen.getByRole('link', { name: EN('site.zip.seeAll') })).toHaveAttribute(
      'href',
      '/search?q=77494',
    );
    expect(screen.getByRole('form', { name: EN('site.zip.form') })).toHaveAttribute(
      'action',
      '/search',
    );
  });
});
