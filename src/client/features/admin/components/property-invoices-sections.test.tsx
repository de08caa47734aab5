import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { serviceClock } from '../../../../domain/pickup-calendar';
import {
  PROPERTY_INVOICE_TEXT as TEXT,
  monthOf,
  previousMonth,
} from '../../../../domain/property-invoices';
import type {
  CommunityInvoices,
  PropertyAging,
  PropertyInvoice,
} from '../../../../domain/schemas/property-invoices';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { PropertyInvoicesSections } from './property-invoices-sections';

const zero = { current: 0, late30: 0, late60: 0, later: 0 };
const AGING: PropertyAging = {
  rows: [
    { communityId: 7, communityName: 'Westpark Lofts', ...zero, late30: 3750, totalCents: 3750 },
    { communityId: 9, communityName: 'Addicks Landing', ...zero, totalCents: 0 },
  ],
  totals: { ...zero, late30: 3750, totalCents: 3750 },
};

const invoice = (over: Partial<PropertyInvoice>): PropertyInvoice => ({
  id: 1,
  month: '2026-11',
  doors: 4,
  amountCents: 4208,
  status: 'open',
  dueOn: '2027-01-05',
  paidAt: null,
  hostedUrl: null,
  test: false,
  ...over,
});

const WESTPARK: CommunityInvoices = {
  communityId: 7,
  communityName: 'Westpark Lofts',
  invoices: [
    invoice({
      id: 2,
      status: 'paid',
      paidAt: '2026-12-07T15:00:00.000Z',
      hostedUrl: 'https://invoice.stripe.com/i/x',
    }),
    invoice({
      id: 1,
      month: '2026-10',
      doors: 3,
      amountCents: 3750,
      status: 'overdue',
      dueOn: '2026-12-05',
    }),
  ],
};

describe('the office invoices', () => {
  test('show what each property owes by how late, and the first community’s invoices', async () => {
    stubApi({
      'GET /api/admin/property-billing/aging': { body: AGING },
      'GET /api/admin/communities/7/invoices': { body: WESTPARK },
    });
    renderPage(<PropertyInvoicesSections />);
    const aging = await screen.findByRole('table', { name: TEXT.agingHeading });
    const [, westpark, addicks, all] = within(aging).getAllByRole('row');
    expect(
      within(westpark!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Westpark Lofts', '$0.00', '$37.50', '$0.00', '$0.00', '$37.50']);
    expect(addicks).toHaveTextContent('Addicks Landing');
    expect(all).toHaveTextContent(TEXT.agingAll);

    const invoices = await screen.findByRole('table', { name: 'Invoices of Westpark Lofts' });
    const [, paid, overdue] = within(invoices).getAllByRole('row');
    expect(paid).toHaveTextContent('November 2026');
    expect(paid).toHaveTextContent('$42.08');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Dec 7, 2026');
    expect(
      within(paid!).getByRole('link', {
        name: `${TEXT.viewInvoice}: November 2026 (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', 'https://invoice.stripe.com/i/x');
    expect(
      within(paid!).getByRole('link', { name: `${TEXT.linesCsv}: November 2026` }),
    ).toHaveAttribute('href', '/api/admin/property-invoices/2/lines.csv');
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Sat, Dec 5, 2026');
    // Not test invoices: no test controls.
    expect(within(invoices).queryByRole('button')).toBeNull();
  });

  test('issue last month’s invoice by default, and say what it came to', async () => {
    const lastMonth = previousMonth(monthOf(serviceClock(new Date()).date));
    const calls = stubApi({
      'GET /api/admin/property-billing/aging': { body: AGING },
      'GET /api/admin/communities/7/invoices': { body: { ...WESTPARK, invoices: [] } },
      'POST /api/admin/communities/7/invoices': {
        body: invoice({ month: lastMonth, amountCents: 4208, test: true }),
      },
    });
    renderPage(<PropertyInvoicesSections />);
    await userEvent.click(await screen.findByRole('button', { name: TEXT.issue }));
    expect(await toastRegion().findByText(TEXT.issuedTitle)).toBeVisible();
    expect(
      toastRegion().getByText(TEXT.issuedText('Westpark Lofts', lastMonth, 4208)),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ month: lastMonth });
  });

  test('say why an invoice was not issued', async () => {
    stubApi({
      'GET /api/admin/property-billing/aging': { body: AGING },
      'GET /api/admin/communities/7/invoices': { body: { ...WESTPARK, invoices: [] } },
      'POST /api/admin/communities/7/invoices': { status: 409, body: { message: TEXT.noDoors } },
    });
    renderPage(<PropertyInvoicesSections />);
    await userEvent.click(await screen.findByRole('button', { name: TEXT.issue }));
    expect(await toastRegion().findByText(TEXT.issueFailedTitle)).toBeVisible();
    expect(toastRegion().getByText(TEXT.noDoors)).toBeVisible();
  });

  test('offer a test invoice’s controls, and open another community from the address', async () => {
    const calls = stubApi({
      'GET /api/admin/property-billing/aging': { body: AGING },
      'GET /api/admin/communities/9/invoices': {
        body: {
          communityId: 9,
          communityName: 'Addicks Landing',
          invoices: [invoice({ id: 5, test: true })],
        },
      },
      'POST /api/admin/property-invoices/5/sandbox': {
        body: invoice({ id: 5, test: true, status: 'paid' }),
      },
    });
    renderPage(<PropertyInvoicesSections />, { path: '/?community=9' });
    const invoices = await screen.findByRole('table', { name: 'Invoices of Addicks Landing' });
    expect(screen.getByText(TEXT.testNote)).toBeVisible();
    await userEvent.click(
      within(invoices).getByRole('button', { name: `${TEXT.testPay}: November 2026` }),
    );
    expect(await toastRegion().findByText(TEXT.paidTitle)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'pay' });
    expect(
      within(invoices).getByRole('button', { name: `${TEXT.testOverdue}: November 2026` }),
    ).toBeVisible();
  });
});
