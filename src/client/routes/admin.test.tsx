import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { OFFICE_PAGES } from '../../domain/office';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../test/render';
import Office from './admin';

const ADMIN = { ...CUSTOMER, id: 1, firstName: 'Dana', lastName: 'Lopez', role: 'admin' as const };

describe('the office frame', () => {
  test('lists every office page, marks the open one and says who is signed in', async () => {
    stubApi(signedInAs(ADMIN));
    renderPage(<Office />, { path: '/admin/customers' });
    const nav = await screen.findByRole('navigation', { name: 'Office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      OFFICE_PAGES.map((p) => [p.label, p.path]),
    );
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Signed in as');
    expect(banner).toHaveTextContent('Dana Lopez');
    // No marketing header or footer: the office's own frame.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  test('Sign out ends the session and goes home, not to the sign-in page', async () => {
    const calls = stubApi({
      ...signedInAs(ADMIN),
      'POST /api/logout': { body: { message: 'Logged out successfully' } },
    });
    const { user } = renderPage(<Office />, { path: '/admin/schedules' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await toastRegion().findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
  });
});
