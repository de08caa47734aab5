import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AdminTicket } from '../../../../domain/schemas/tickets';
import { renderPage, stubApi } from '../../../test/render';
import { ResolveTicketForm } from './resolve-ticket-form';

const TICKET: AdminTicket = {
  id: 12,
  scheduleId: 40,
  kind: 'missed',
  note: 'Bags still at the door',
  photoId: null,
  status: 'open',
  createdAt: '2026-12-01T20:00:00.000Z',
  outcome: null,
  resident: {
    name: 'Jordan Rivera',
    email: 'jordan@example.com',
    door: 'Building 3, Unit 1204',
    community: 'Cinco Ranch Commons',
  },
  pickup: {
    id: 40,
    serviceDate: '2026-12-01',
    state: 'missed',
    recordedAt: null,
    reason: null,
    bagCount: null,
    note: null,
    photoId: null,
    officeNote: null,
    porterName: null,
  },
  suggestedReturnDate: '2026-12-03',
};

describe('Resolve ticket', () => {
  test('says what will happen and asks first; nothing is sent until the office says yes', async () => {
    const calls = stubApi({
      'POST /api/admin/tickets/12/resolution': { body: { ...TICKET, status: 'resolved' } },
      'GET /api/admin/tickets': { body: [] },
    });
    const { user } = renderPage(<ResolveTicketForm ticket={TICKET} />);
    const posts = () => calls.filter((c) => c.method === 'POST');

    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    let ask = screen.getByRole('alertdialog', { name: 'Resolve this ticket?' });
    expect(ask).toHaveTextContent(
      /A return visit to Building 3, Unit 1204 is booked for .*December 3.*, on the crew's route for that day, and Jordan Rivera is emailed at jordan@example\.com\./,
    );
    await user.click(within(ask).getByRole('button', { name: 'Go Back' }));
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    ask = screen.getByRole('alertdialog', { name: 'Resolve this ticket?' });
    await user.click(within(ask).getByRole('button', { name: 'Resolve ticket' }));
    await waitFor(() =>
      expect(posts().map((c) => c.body)).toEqual([
        { resolution: 'return_visit', date: '2026-12-03' },
      ]),
    );
  });
});
