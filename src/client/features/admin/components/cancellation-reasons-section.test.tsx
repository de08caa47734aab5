import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { CancellationMonth } from '../../../../domain/schemas/admin';
import { renderPage, stubApi } from '../../../test/render';
import { CancellationReasonsSection } from './cancellation-reasons-section';

const NOVEMBER: CancellationMonth = {
  month: '2026-11',
  total: 4,
  reasons: [
    { reason: 'too-expensive', count: 2 },
    { reason: 'other', count: 1 },
    { reason: null, count: 1 },
  ],
  notes: [
    {
      customerName: 'Jordan Rivera',
      cancelledAt: '2026-11-20T18:00:00.000Z',
      note: 'Building has a chute now',
    },
  ],
};

describe('why customers cancel, in the office', () => {
  test("each month's reasons counted, and the customers' words", async () => {
    stubApi({ 'GET /api/admin/cancellations': { body: [NOVEMBER] } });
    renderPage(<CancellationReasonsSection />, { path: '/admin/subscriptions' });
    const month = within(await screen.findByRole('article', { name: /November 2026/ }));
    expect(month.getByRole('heading', { level: 3 })).toHaveTextContent(
      'November 2026 · 4 cancellations',
    );
    const counts = month
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Too expensive: 2', 'Other: 1', 'No reason given: 1']);
    expect(month.getByText('Building has a chute now')).toBeInTheDocument();
    expect(month.getByText('Jordan Rivera, Nov 20')).toBeInTheDocument();
  });

  test('no cancellations yet', async () => {
    stubApi({ 'GET /api/admin/cancellations': { body: [] } });
    renderPage(<CancellationReasonsSection />, { path: '/admin/subscriptions' });
    expect(
      await screen.findByText('No cancellations in the last twelve months.'),
    ).toBeInTheDocument();
  });
});
