import { describe, expect, test } from 'vitest';
import { translatorFor } from '../i18n/catalogue.ts';
import { searchSite } from './site-search.ts';

const english = translatorFor('en');
const spanish = translatorFor('es');
const search = (q: string) => searchSite(english, q);

describe('searchSite', () => {
  test('a 5-digit query is a ZIP code to check', () => {
    expect(search(' 77423 ').zip).toBe('77423');
    expect(search('77002').zip).toBe('77002');
    expect(search('pause').zip).toBeNull();
    expect(search('774940').zip).toBeNull();
    expect(searchSite(spanish, '77494').zip).toBe('77494');
  });

  test('finds pages, plans, areas by community and FAQs; every word must match', () => {
    expect(search('premium').hits[0]).toMatchObject({
      kind: 'plan',
      title: 'Premium plan: $50.00/month',
      to: '/pricing#plan-premium',
    });
    expect(search('Cross Creek').hits).toContainEqual(
      expect.objectContaining({ kind: 'area', title: 'Fulshear', to: '/#service-areas' }),
    );
    expect(search('pause away').hits.map((h) => h.title)).toContain(
      'Can I pause my service while I am away?',
    );
    expect(search('privacy').hits[0]).toMatchObject({ kind: 'page', to: '/privacy-policy' });
    expect(search('pause helicopter').hits).toEqual([]);
    expect(search('   ').hits).toEqual([]);
  });

  test('ranks title matches first', () => {
    const hits = search('holidays').hits;
    expect(hits[0]?.title).toBe('Do you pick up on holidays?');
  });

  test('in Spanish, finds the Spanish pages by their Spanish words and links to them', () => {
    expect(searchSite(spanish, 'privacidad').hits[0]).toMatchObject({
      kind: 'page',
      title: spanish.t('site.page.privacyPolicy.name'),
      to: '/es/privacy-policy',
    });
    // Typed without its accents, as a visitor often does.
    const holidays = searchSite(spanish, 'dias festivos').hits;
    expect(holidays[0]).toMatchObject({
      kind: 'faq',
      title: spanish.t('site.faq.holidays.question'),
      to: '/es/pricing#faq',
    });
    expect(searchSite(spanish, 'premium').hits[0]).toMatchObject({
      kind: 'plan',
      title: 'Plan Premium: $50.00 al mes',
      to: '/es/pricing#plan-premium',
    });
    expect(searchSite(spanish, 'Cross Creek').hits).toContainEqual(
      expect.objectContaining({ kind: 'area', title: 'Fulshear', to: '/es#service-areas' }),
    );
    // English words find nothing on the Spanish pages.
    expect(searchSite(spanish, 'holidays').hits).toEqual([]);
  });
});
