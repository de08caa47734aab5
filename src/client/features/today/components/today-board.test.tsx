import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { TodayBoard as Board, TodayCommunity } from '../../../../domain/schemas/today';
import { TODAY_TEXT } from '../../../../domain/today-text';
import { renderPage, stubApi } from '../../../test/render';
import { TodayBoard } from './today-board';

const PHOTO = '0b8a6c1e-6a0e-4c51-9d3e-2f1f2f0f7a11';

const LOFTS: TodayCommunity = {
  key: '7',
  name: 'Cinco Ranch Lofts',
  porters: ['Dana Reyes'],
  stops: 40,
  done: 12,
  problems: 1,
  open: 28,
  problemDoors: [
    {
      scheduleId: 901,
      building: '3',
      unit: '1204',
      address: '2300 Katy Mills Blvd',
      resident: 'Maria Lopez',
      outcome: 'problem',
      reason: 'too_many_bags',
      bagCount: 6,
      note: 'Six bags by the stairs',
      photoId: PHOTO,
      porter: 'Dana Reyes',
      occurredAt: '2026-11-24T15:05:00.000Z',
    },
  ],
  missedDoors: [],
};

const board = (over: Partial<Board> = {}): Board => ({
  date: '2026-11-24',
  windowEnded: false,
  total: { stops: 40, done: 12, problems: 1, open: 28 },
  communities: [LOFTS],
  readAt: '2026-11-24T15:10:00.000Z',
  ...over,
});

/** A stand-in for the browser's EventSource that the test speaks through. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

const card = (name: string) => screen.getByRole('region', { name });

describe('Today board', () => {
  test('shows each community with its porter, progress and problems in office words', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({ 'GET /api/admin/today': { body: board() } });
    renderPage(<TodayBoard />);
    const lofts = await screen.findByRole('region', { name: 'Cinco Ranch Lofts' });
    expect(screen.getByText('Pickups for Tuesday, November 24')).toBeInTheDocument();
    expect(within(lofts).getByText('12 of 40 done')).toBeInTheDocument();
    expect(within(lofts).getByText('Porter: Dana Reyes')).toBeInTheDocument();
    expect(within(lofts).getByText('Building 3, Unit 1204')).toBeInTheDocument();
    expect(
      within(lofts).getByText('More bags than the plan allows (6 bags out)'),
    ).toBeInTheDocument();
    expect(within(lofts).getByText('Dana Reyes at 9:05 AM')).toBeInTheDocument();
    const photo = within(lofts).getByRole('img', {
      name: 'Photo of the problem at Building 3, Unit 1204',
    });
    expect(photo).toHaveAttribute('src', `/api/photos/${PHOTO}`);
    expect(
      within(lofts).getByRole('progressbar', { name: 'Cinco Ranch Lofts: doors done' }),
    ).toHaveAttribute('value', '12');
    // No ids on screen.
    expect(document.body.textContent).not.toMatch(/901|schedule/i);
  });

  test('reads the board again when the server says it changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let current = board();
    const calls = stubApi({ 'GET /api/admin/today': () => ({ body: current }) });
    renderPage(<TodayBoard />);
    await screen.findByText('12 of 40 done');
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/admin/today/events');
    source.emit('open');
    expect(await screen.findByText(TODAY_TEXT.live, { exact: false })).toBeInTheDocument();

    current = board({
      communities: [{ ...LOFTS, done: 13, open: 27 }],
      total: { stops: 40, done: 13, problems: 1, open: 27 },
    });
    source.emit('board-changed');
    expect(await within(card('Cinco Ranch Lofts')).findByText('13 of 40 done')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/today').length).toBeGreaterThanOrEqual(2);

    source.emit('error');
    expect(await screen.findByText(TODAY_TEXT.reconnecting, { exact: false })).toBeInTheDocument();
  });

  test('after the window, lists the doors missed and how many more there are', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({
      'GET /api/admin/today': {
        body: board({
          windowEnded: true,
          communities: [
            {
              ...LOFTS,
              porters: [],
              problemDoors: [],
              problems: 0,
              done: 37,
              open: 3,
              missedDoors: [
                { scheduleId: 1, building: '2', unit: '10', address: '', resident: 'Jon Kim' },
                { scheduleId: 2, building: '', unit: '', address: '5 Elm St', resident: 'Ada Li' },
              ],
            },
          ],
        }),
      },
    });
    renderPage(<TodayBoard />);
    const lofts = await screen.findByRole('region', { name: 'Cinco Ranch Lofts' });
    expect(screen.getByText(TODAY_TEXT.windowEnded)).toBeInTheDocument();
    expect(within(lofts).getByText('3 doors missed')).toBeInTheDocument();
    expect(within(lofts).getByText('Building 2, Unit 10')).toBeInTheDocument();
    expect(within(lofts).getByText('5 Elm St')).toBeInTheDocument();
    expect(within(lofts).getByText('and 1 more')).toBeInTheDocument();
    expect(within(lofts).getByText(TODAY_TEXT.noPorter)).toBeInTheDocument();
    expect(screen.getByText(TODAY_TEXT.missedCount)).toBeInTheDocument();
  });

  test("the server's refusal is shown", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({
      'GET /api/admin/today': { status: 403, body: { message: 'Admin access required' } },
    });
    renderPage(<TodayBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
  });
});
