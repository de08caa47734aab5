import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DOOR_NOTICE_TEXT } from '../../../../domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import type { NoticeExemption } from '../../../../domain/schemas/door-notices';
import { renderPage, stubApi } from '../../../test/render';
import { ExemptDoors } from './exempt-doors';

const BASE = '/api/manager/communities/4/exemptions';
const ELI: NoticeExemption = {
  id: 5,
  subscriptionId: 12,
  building: '4',
  unit: '411',
  residentName: 'Eli Moss',
  reason: 'Uses a wheelchair',
  since: '2026-12-01T15:00:00.000Z',
};
const DOORS = [
  { subscriptionId: 11, label: 'Building 4, Unit 410 · Rae Quinn' },
  { subscriptionId: 12, label: 'Building 4, Unit 411 · Eli Moss' },
];

describe('a community’s exempt doors', () => {
  test('offers only the doors not exempt yet, asks why, and ends an exemption', async () => {
    const calls = stubApi({
      [`GET ${BASE}`]: { body: [ELI] },
      [`POST ${BASE}`]: {
        status: 201,
        body: [ELI, { ...ELI, id: 6, subscriptionId: 11, unit: '410', residentName: 'Rae Quinn' }],
      },
      [`DELETE ${BASE}/5`]: { body: [] },
    });
    const { user } = renderPage(
      <ExemptDoors scope={{ by: 'manager', communityId: 4 }} doors={DOORS} />,
    );
    const list = await screen.findByRole('list', { name: TEXT.exemptTitle });
    expect(list).toHaveTextContent('Building 4, Unit 411 · Eli Moss');
    const door = screen.getByLabelText(TEXT.doorLabel);
    expect(
      within(door)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([TEXT.chooseDoor, 'Building 4, Unit 410 · Rae Quinn']);

    await user.click(screen.getByRole('button', { name: TEXT.exemptButton }));
    expect(screen.getByText(DOOR_NOTICE_TEXT.doorNotFound)).toBeInTheDocument();
    expect(screen.getByText(DOOR_NOTICE_TEXT.exemptionReasonRequired)).toBeInTheDocument();
    await user.selectOptions(door, '11');
    await user.type(screen.getByLabelText(TEXT.exemptReasonLabel), 'Medical');
    await user.click(screen.getByRole('button', { name: TEXT.exemptButton }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { subscriptionId: 11, reason: 'Medical' },
      ]),
    );

    await user.click(
      screen.getByRole('button', { name: TEXT.endExemptionLabel('Building 4, Unit 411') }),
    );
    expect(await screen.findByText(TEXT.noExempt)).toBeInTheDocument();
  });
});
