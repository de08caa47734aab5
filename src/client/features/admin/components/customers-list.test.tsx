import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AdminUser } from '../../../../domain/schemas/admin';
import { CUSTOMER, renderPage, stubApi, toastRegion, type StubReply } from '../../../test/render';
import { CustomersList } from './customers-list';

const people = (count: number, from = 1): AdminUser[] =>
  Array.from({ length: count }, (_, i) => ({
    ...CUSTOMER,
    id: from + i,
    firstName: `Person${from + i}`,
    lastName: 'Doe',
    email: `person${from + i}@example.com`,
  }));

/** The users list of a server holding `total` users, answering each page it is asked for. */
function usersApi(total: number) {
  return stubApi({
    'GET /api/admin/users': ({ url }): StubReply => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 25);
      const from = (page - 1) * size + 1;
      return {
        body: people(Math.max(0, Math.min(size, total - from + 1)), from),
        headers: { 'X-Total-Count': String(total) },
      };
    },
  });
}

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('the office customers list', () => {
  test('shows the first page with its count and pages on', async () => {
    const calls = usersApi(30);
    const { user } = renderPage(<CustomersList />);
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(names()).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(names()).toEqual([
      'Person26 Doe',
      'Person27 Doe',
      'Person28 Doe',
      'Person29 Doe',
      'Person30 Doe',
    ]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  test('searching asks the server again from page 1', async () => {
    const calls = usersApi(60);
    const { user } = renderPage(<CustomersList />);
    await screen.findByText('Showing 1–25 of 60');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 26–50 of 60');

    await user.type(screen.getByRole('searchbox', { name: 'Search Customers' }), 'doe');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('doe'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
  });

  test('a filter is counted on its button and sent with the request', async () => {
    const calls = usersApi(3);
    const { user } = renderPage(<CustomersList />);
    await screen.findByText('Showing 1–3 of 3');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');

    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('role')).toBe('admin'));
    expect(screen.getByRole('button', { name: 'Filter 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('an empty list says so and offers no export', async () => {
    usersApi(0);
    renderPage(<CustomersList />);
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('a failed load shows the error with a retry, never sample rows', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/users': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong on our side.' } }
          : { body: people(1), headers: { 'X-Total-Count': '1' } },
    });
    const { user } = renderPage(<CustomersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users data');
    expect(toastRegion().getByText('Error Loading Data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByText('Person1 Doe')).toBeInTheDocument();
  });
});
