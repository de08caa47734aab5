import { describe, expect, test } from 'vitest';
import { searchSite } from './site-search.ts';

describe('searchSite', () => {
  test('a 5-digit query is a ZIP code to check', () => {
    expect(searchSite(' 77423 ').zip).toBe('77423');
    expect(searchSite('77002').zip).toBe('77002');
    expect(searchSite('pause').zip).toBeNull();
    expect(searchSite('774940').zip).toBeNull();
  });

  test('finds pages, plans, areas by community and FAQs; every word must match', () => {
    expect(searchSite('premium').hits[0]).toMatchObject({
      kind: 'Plan',
      to: '/pricing#plan-premium',
    });
    expect(searchSite('Cross Creek').hits).toContainEqual(
      expect.objectContaining({ kind: 'Service area', title: 'Fulshear' }),
    );
    expect(searchSite('pause away').hits.map((h) => h.title)).toContain(
      'Can I pause my service while I am away?',
    );
    expect(searchSite('privacy').hits[0]).toMatchObject({ kind: 'Page', to: '/privacy-policy' });
    expect(searchSite('pause helicopter').hits).toEqual([]);
    expect(searchSite('   ').hits).toEqual([]);
  });

  test('ranks title matches first', () => {
    const hits = searchSite('holidays').hits;
    expect(hits[0]?.title).toBe('Do you pick up on holidays?');
  });
});
