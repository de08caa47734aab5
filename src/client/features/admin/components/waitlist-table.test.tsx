import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { WaitlistZip } from '../../../../domain/schemas/waitlist';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { WaitlistTable } from './waitlist-table';

const SERVED: WaitlistZip = {
  zip: '77406',
  served: true,
  waiting: 2,
  unconfirmed: 1,
  apartments: 1,
  houses: 1,
  emailed: 0,
};
const ELSEWHERE: WaitlistZip = {
  zip: '90210',
  served: false,
  waiting: 1,
  unconfirmed: 0,
  apartments: 0,
  houses: 1,
  emailed: 0,
};

const rowOf = (zip: string) =>
  within(screen.getByRole('table', { name: 'Waitlist by ZIP code' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(zip))!;

describe('the office waitlist', () => {
  test('offers "Email everyone waiting" only where we serve, asks first and tells how many', async () => {
    let rows = [SERVED, ELSEWHERE];
    const calls = stubApi({
      'GET /api/admin/waitlist': () => ({ body: rows }),
      'POST /api/admin/waitlist/77406/notify': () => {
        rows = [{ ...SERVED, waiting: 0, emailed: 2 }, ELSEWHERE];
        return { body: { message: 'Emailed 2 people waiting in 77406.', emailed: 2 } };
      },
    });
    const { user } = renderPage(<WaitlistTable />);
    await screen.findByRole('table', { name: 'Waitlist by ZIP code' });
    expect(within(rowOf('90210')).queryByRole('button')).toBeNull();
    expect(within(rowOf('90210')).getByText('Not served yet')).toBeInTheDocument();

    await user.click(
      within(rowOf('77406')).getByRole('button', { name: 'Email everyone waiting in 77406' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Email all 2 people waiting in 77406 that we now serve their ZIP code?',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send the Emails' }));

    expect(
      await toastRegion().findByText('Emailed 2 people waiting in 77406.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('77406')).queryByRole('button')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('a failed load says so with a way to try again', async () => {
    stubApi({ 'GET /api/admin/waitlist': { status: 500, body: { message: 'Boom' } } });
    renderPage(<WaitlistTable />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch the waitlist').length).toBeGreaterThan(0);
  });
});
