import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PORTAL_TEXT } from '../../../../domain/manager-portal';
import { PROPERTY_INVOICE_TEXT as TEXT } from '../../../../domain/property-invoices';
import type { CommunityInvoices } from '../../../../domain/schemas/property-invoices';
import { renderPage, stubApi } from '../../../test/render';
import { InvoicesSection } from './portal-tabs';

const INVOICES: CommunityInvoices = {
  communityId: 4,
  communityName: 'Fulshear Village Flats',
  invoices: [
    {
      id: 12,
      month: '2026-11',
      doors: 4,
      amountCents: 7200,
      status: 'open',
      dueOn: '2027-01-05',
      paidAt: null,
      hostedUrl: 'https://invoice.stripe.com/i/acct/in_12',
      test: false,
    },
    {
      id: 9,
      month: '2026-10',
      doors: 4,
      amountCents: 5574,
      status: 'paid',
      dueOn: '2026-12-05',
      paidAt: '2026-11-20T15:00:00.000Z',
      hostedUrl: null,
      test: false,
    },
  ],
};

describe('the manager’s invoices', () => {
  test('list each month with its status, its page and its lines', async () => {
    stubApi({ 'GET /api/manager/communities/4/invoices': { body: INVOICES } });
    renderPage(<InvoicesSection communityId={4} />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [, open, paid] = within(table).getAllByRole('row');
    expect(open).toHaveTextContent('November 2026');
    expect(open).toHaveTextContent('$72.00');
    expect(open).toHaveTextContent('Open');
    expect(
      within(open!).getByRole('link', {
        name: `${TEXT.viewInvoice}: November 2026 (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct/in_12');
    expect(
      within(paid!).getByRole('link', { name: `${TEXT.linesCsv}: October 2026` }),
    ).toHaveAttribute('href', '/api/manager/communities/4/invoices/9/lines.csv');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid!).queryByText(TEXT.viewInvoice)).toBeNull();
  });

  test('say when there is none yet', async () => {
    stubApi({
      'GET /api/manager/communities/4/invoices': { body: { ...INVOICES, invoices: [] } },
    });
    renderPage(<InvoicesSection communityId={4} />);
    expect(await screen.findAllByText(PORTAL_TEXT.noInvoices)).not.toEqual([]);
  });
});
