import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { CrewAssignment, Porter } from '../../domain/schemas/crew-admin';
import type { AdminCommunity } from '../../domain/schemas/service-area';
import { renderPage, stubApi, toastRegion, type StubReply } from '../test/render';
import AdminCrew from './admin-crew';

const porter = (id: number, firstName: string, status: Porter['status']): Porter => ({
  id,
  firstName,
  lastName: 'Lopez',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '(281) 555-0100',
  status,
  createdAt: '2026-11-20T15:00:00.000Z',
  assignments: [],
});

const community = (id: number, name: string, active = true): AdminCommunity => ({
  id,
  name,
  street: '1 Main St',
  zip: '77494',
  city: 'Katy',
  accessNotes: '',
  managerName: '',
  managerPhone: '',
  managerEmail: '',
  active,
  billing: 'resident',
  customers: 3,
});

const PAT: Porter = {
  ...porter(7, 'Pat', 'active'),
  assignments: [
    { weekday: 1, communityId: 1, communityName: 'Cinco Ranch Commons' },
    { weekday: 4, communityId: 1, communityName: 'Cinco Ranch Commons' },
  ],
};
const ROBIN = porter(8, 'Robin', 'invited');
const GONE = porter(9, 'Gone', 'deactivated');
const MONDAY: CrewAssignment = {
  weekday: 1,
  communityId: 1,
  communityName: 'Cinco Ranch Commons',
  porterId: 7,
  porterName: 'Pat Lopez',
};

function crewApi(extra: Record<string, StubReply | ((r: { body: unknown }) => StubReply)> = {}) {
  return stubApi({
    'GET /api/admin/crew/porters': { body: [PAT, ROBIN, GONE] },
    'GET /api/admin/crew/assignments': { body: { assignments: [MONDAY] } },
    'GET /api/admin/communities': {
      body: [
        community(1, 'Cinco Ranch Commons'),
        community(2, 'Grand Lakes'),
        community(3, 'Old Mill', false),
      ],
    },
    ...extra,
  });
}

const porters = () => within(screen.getByRole('table', { name: 'Porters' }));
const rowOf = (name: string) =>
  porters()
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;

describe('the Crew page', () => {
  test('lists the invited and active porters with their days; removed ones are left out', async () => {
    crewApi();
    renderPage(<AdminCrew />);
    await screen.findByRole('table', { name: 'Porters' });
    expect(within(rowOf('Pat Lopez')).getByText('Active')).toBeInTheDocument();
    expect(rowOf('Pat Lopez')).toHaveTextContent('Mon: Cinco Ranch Commons');
    expect(rowOf('Pat Lopez')).toHaveTextContent('Thu: Cinco Ranch Commons');
    expect(within(rowOf('Robin Lopez')).getByText('Invited')).toBeInTheDocument();
    expect(rowOf('Robin Lopez')).toHaveTextContent('No days yet');
    expect(porters().queryByText(/Gone/)).toBeNull();
    // Only someone who has not set a password yet gets a new link.
    expect(
      within(rowOf('Pat Lopez')).queryByRole('button', { name: /Resend the invite/ }),
    ).toBeNull();
  });

  test('invite: the form checks the fields, sends them, and the toast names the porter', async () => {
    let sent: unknown;
    const calls = crewApi({
      'POST /api/admin/crew/porters': ({ body }) => {
        sent = body;
        return { status: 201, body: porter(10, 'Casey', 'invited') };
      },
    });
    const { user } = renderPage(<AdminCrew />);
    await user.click(await screen.findByRole('button', { name: 'Invite a porter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a porter' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invite' }));
    expect(await within(dialog).findByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('First name'), 'Casey');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lopez');
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '(281) 555-0101');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invite' }));
    expect(await toastRegion().findByText('Invitation sent')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Casey Lopez will get a link at casey@example.com.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      firstName: 'Casey',
      lastName: 'Lopez',
      email: 'casey@example.com',
      phone: '(281) 555-0101',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test("an email already in use shows the server's reason under the field", async () => {
    crewApi({
      'POST /api/admin/crew/porters': {
        status: 409,
        body: {
          message: 'This email belongs to an account that is not on the crew',
          errors: { email: ['This email belongs to an account that is not on the crew'] },
        },
      },
    });
    const { user } = renderPage(<AdminCrew />);
    await user.click(await screen.findByRole('button', { name: 'Invite a porter' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Jordan');
    await user.type(within(dialog).getByLabelText('Last name'), 'Rivera');
    await user.type(within(dialog).getByLabelText('Email'), 'jordan@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '(281) 555-0102');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invite' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'This email belongs to an account that is not on the crew',
      ),
    );
  });

  test('resend sends a new link to an invited porter', async () => {
    const calls = crewApi({ 'POST /api/admin/crew/porters/8/invite': { body: ROBIN } });
    const { user } = renderPage(<AdminCrew />);
    await screen.findByRole('table', { name: 'Porters' });
    await user.click(
      within(rowOf('Robin Lopez')).getByRole('button', {
        name: 'Resend the invite to Robin Lopez',
      }),
    );
    expect(await toastRegion().findByText('New link sent')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/8/invite'))).toBe(true);
  });

  test('remove asks first; Keep on the crew sends nothing', async () => {
    const calls = crewApi({
      'DELETE /api/admin/crew/porters/7': { body: { ...PAT, status: 'deactivated' } },
    });
    const { user } = renderPage(<AdminCrew />);
    await screen.findByRole('table', { name: 'Porters' });
    const remove = within(rowOf('Pat Lopez')).getByRole('button', {
      name: 'Remove Pat Lopez from the crew',
    });
    await user.click(remove);
    let ask = await screen.findByRole('alertdialog', { name: 'Remove Pat Lopez from the crew?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep on the crew' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(remove);
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Remove Pat Lopez' }));
    expect(await toastRegion().findByText('Removed from the crew')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  test("a day's editor lists active communities, and Save sends that whole day", async () => {
    let put: { path: string; body: unknown } | undefined;
    crewApi({
      'PUT /api/admin/crew/assignments/2': ({ body }) => {
        put = { path: '/2', body };
        return { body: { assignments: [] } };
      },
    });
    const { user } = renderPage(<AdminCrew />);
    const monday = await screen.findByRole('form', { name: 'Porters on Monday' });
    expect(within(monday).getByLabelText(/Cinco Ranch Commons/)).toHaveValue('7');
    expect(within(monday).getByLabelText(/Grand Lakes/)).toHaveValue('');
    expect(within(monday).queryByLabelText(/Old Mill/)).toBeNull();
    expect(within(monday).getByRole('button', { name: 'Save Monday' })).toBeDisabled();
    // An invited porter can be given days before signing in.
    expect(
      within(within(monday).getByLabelText(/Grand Lakes/)).getByRole('option', {
        name: 'Robin Lopez (invited)',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Tue' }));
    const tuesday = await screen.findByRole('form', { name: 'Porters on Tuesday' });
    expect(within(tuesday).getByLabelText(/Cinco Ranch Commons/)).toHaveValue('');
    await user.selectOptions(within(tuesday).getByLabelText(/Grand Lakes/), '8');
    await user.selectOptions(within(tuesday).getByLabelText(/Cinco Ranch Commons/), '7');
    expect(within(tuesday).getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(within(tuesday).getByRole('button', { name: 'Save Tuesday' }));
    expect(await toastRegion().findByText('Assignments saved')).toBeInTheDocument();
    expect(put).toEqual({
      path: '/2',
      body: {
        assignments: [
          { communityId: 1, porterId: 7 },
          { communityId: 2, porterId: 8 },
        ],
      },
    });
  });

  test("a refused day says why and keeps the admin's choices", async () => {
    crewApi({
      'PUT /api/admin/crew/assignments/1': {
        status: 400,
        body: {
          message: 'Grand Lakes is not active. Activate it before assigning a porter.',
          errors: {
            assignments: ['Grand Lakes is not active. Activate it before assigning a porter.'],
          },
        },
      },
    });
    const { user } = renderPage(<AdminCrew />);
    const monday = await screen.findByRole('form', { name: 'Porters on Monday' });
    await user.selectOptions(within(monday).getByLabelText(/Grand Lakes/), '7');
    await user.click(within(monday).getByRole('button', { name: 'Save Monday' }));
    expect(
      await toastRegion().findByText(
        'Grand Lakes is not active. Activate it before assigning a porter.',
      ),
    ).toBeInTheDocument();
    expect(within(monday).getByLabelText(/Grand Lakes/)).toHaveValue('7');
  });
});
