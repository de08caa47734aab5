import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './current-link';

describe('isCurrentLink', () => {
  it('marks the page on screen', () => {
    expect(isCurrentLink('/pricing', '/pricing', '')).toBe(true);
    expect(isCurrentLink('/about', '/pricing', '')).toBe(false);
  });

  it('marks Contact, not Home, on the home page scrolled to #contact', () => {
    expect(isCurrentLink('/#contact', '/', '#contact')).toBe(true);
    expect(isCurrentLink('/', '/', '#contact')).toBe(false);
  });

  it('does the same on the Spanish home page', () => {
    expect(isCurrentLink('/es#contact', '/es', '#contact')).toBe(true);
    expect(isCurrentLink('/es', '/es', '#contact')).toBe(false);
    expect(isCurrentLink('/es', '/es', '')).toBe(true);
    expect(isCurrentLink('/es/pricing', '/es/pricing', '#faq')).toBe(true);
  });

  it('marks Home, not Contact, on the home page without a hash', () => {
    expect(isCurrentLink('/', '/', '')).toBe(true);
    expect(isCurrentLink('/#contact', '/', '')).toBe(false);
  });

  it('keeps a hash on another page from unmarking it', () => {
    expect(isCurrentLink('/pricing', '/pricing', '#faq')).toBe(true);
    expect(isCurrentLink('/#contact', '/pricing', '#contact')).toBe(false);
  });
});
