import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addDays, serviceClock } from '../../../../domain/pickup-calendar';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import type { ServiceStatus } from '../../../../domain/schemas/service-schedule';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { SchedulesList } from './schedules-list';

const TODAY = serviceClock(new Date()).date;

const PICKUP: AdminSchedule = {
  id: 41,
  subscriptionId: 9,
  serviceDate: TODAY,
  status: 'scheduled',
  createdAt: '2026-11-20T12:00:00.000Z',
  completedAt: null,
  notes: null,
  customerName: 'Jordan Rivera',
  address: '23500 Cinco Ranch Blvd',
  unit: '1204',
  city: 'Katy',
  zip: '77494',
  plan: 'standard',
};

/** A server holding one pickup, which PATCH changes as the real one does. */
function schedulesApi() {
  let status: ServiceStatus = 'scheduled';
  const calls = stubApi({
    'GET /api/admin/service-schedules': () => ({
      body: [{ ...PICKUP, status }],
      headers: { 'X-Total-Count': '1' },
    }),
    'PATCH /api/admin/service-schedules/41': ({ body }) => {
      status = (body as { status: ServiceStatus }).status;
      return { body: { ...PICKUP, status } };
    },
  });
  const lists = () => calls.filter((c) => c.method === 'GET').map((c) => c.url.searchParams);
  const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
  return { lists, patches };
}

const row = () =>
  within(screen.getByRole('table', { name: 'Service schedules' }))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes('Jordan Rivera'))!;

describe('the office schedules list', () => {
  test('shows today and the days to come first, soonest first; Past and All dates a click away', async () => {
    const api = schedulesApi();
    const { user } = renderPage(<SchedulesList />);
    await screen.findByRole('table', { name: 'Service schedules' });
    const first = api.lists()[0]!;
    expect(first.get('from')).toBe(TODAY);
    expect(first.get('to')).toBeNull();
    expect(first.get('sort')).toBe('serviceDate');
    expect(first.get('dir')).toBe('asc');
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(api.lists().at(-1)?.get('dir')).toBe('desc'));
    expect(api.lists().at(-1)?.get('to')).toBe(addDays(TODAY, -1));
    expect(api.lists().at(-1)?.get('from')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(api.lists().at(-1)?.get('to')).toBeNull());
    expect(api.lists().at(-1)?.get('from')).toBeNull();
    expect(screen.getByRole('button', { name: 'All dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a row action asks first, then offers Undo, which puts the status back', async () => {
    const api = schedulesApi();
    const { user } = renderPage(<SchedulesList />);
    await screen.findByRole('table', { name: 'Service schedules' });
    // The subscription's number beside the customer; one worded button, the rest in a menu,
    // each naming its row; a scheduled pickup cannot be reopened.
    expect(row()).toHaveTextContent('Subscription #9Jordan Rivera');
    expect(
      within(row())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/^Mark completed: Jordan Rivera, /),
      expect.stringMatching(/^More actions: Jordan Rivera, /),
    ]);
    await user.click(within(row()).getByRole('button', { name: /^More actions/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mark missed', 'Cancel pickup']);
    await user.keyboard('{Escape}');

    await user.click(within(row()).getByRole('button', { name: /^Mark completed: Jordan Rivera/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Mark this pickup completed?' });
    expect(dialog).toHaveTextContent('23500 Cinco Ranch Blvd, Unit 1204, Katy');
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(api.patches()).toEqual([]);

    await user.click(within(row()).getByRole('button', { name: /^Mark completed: Jordan Rivera/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Mark this pickup completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await toastRegion().findByText('Service updated')).toBeInTheDocument();
    expect(api.patches()).toEqual([{ status: 'completed' }]);
    expect(within(row()).getByText('completed')).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: /^Reopen/ })).toBeInTheDocument();

    await user.click(toastRegion().getByRole('button', { name: 'Undo' }));
    expect(await toastRegion().findByText('Change undone')).toBeInTheDocument();
    expect(
      toastRegion().getByText(/Jordan Rivera's pickup on .+ is scheduled again\./),
    ).toBeVisible();
    expect(api.patches()).toEqual([{ status: 'completed' }, { status: 'scheduled' }]);
    expect(within(row()).getByText('scheduled')).toBeInTheDocument();
  });

  test('an Undo the server refuses says so', async () => {
    let fail = false;
    stubApi({
      'GET /api/admin/service-schedules': {
        body: [PICKUP],
        headers: { 'X-Total-Count': '1' },
      },
      'PATCH /api/admin/service-schedules/41': ({ body }) =>
        fail
          ? { status: 404, body: { message: 'Schedule not found' } }
          : { body: { ...PICKUP, ...(body as object) } },
    });
    const { user } = renderPage(<SchedulesList />);
    await screen.findByRole('table', { name: 'Service schedules' });
    await user.click(within(row()).getByRole('button', { name: /^More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark missed' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark missed' }),
    );
    await toastRegion().findByText('Service updated');
    fail = true;
    await user.click(toastRegion().getByRole('button', { name: 'Undo' }));
    expect(await toastRegion().findByText('Could not undo')).toBeInTheDocument();
    expect(toastRegion().getByText('Schedule not found')).toBeInTheDocument();
  });
});
