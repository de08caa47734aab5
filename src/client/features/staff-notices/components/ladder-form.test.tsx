import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEFAULT_NOTICE_LADDER, DOOR_NOTICE_TEXT } from '../../../../domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { LadderForm } from './ladder-form';

const MANAGED = '/api/manager/communities/4/notice-ladder';
const OFFICE = '/api/admin/communities/4/notice-ladder';

const puts = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('a community’s notice rules', () => {
  test('the manager sees the office’s fee bounds and sends them as they are', async () => {
    const calls = stubApi({
      [`GET ${MANAGED}`]: { body: DEFAULT_NOTICE_LADDER },
      [`PUT ${MANAGED}`]: ({ body }) => ({ body }),
    });
    const { user } = renderPage(
      <LadderForm scope={{ by: 'manager', communityId: 4 }} boundsEditable={false} />,
    );
    expect(await screen.findByText(TEXT.boundsReadOnly(2500, 5000))).toBeInTheDocument();
    expect(screen.queryByLabelText(TEXT.feeMaxLabel)).toBeNull();

    await user.clear(screen.getByLabelText(TEXT.ladderFeeLabel));
    await user.type(screen.getByLabelText(TEXT.ladderFeeLabel), '60');
    await user.click(screen.getByRole('button', { name: TEXT.saveLadder }));
    expect(screen.getByText(DOOR_NOTICE_TEXT.feeOutOfBounds(2500, 5000))).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await user.clear(screen.getByLabelText(TEXT.ladderFeeLabel));
    await user.type(screen.getByLabelText(TEXT.ladderFeeLabel), '35');
    await user.clear(screen.getByLabelText(TEXT.windowDaysLabel));
    await user.type(screen.getByLabelText(TEXT.windowDaysLabel), '45');
    await user.click(screen.getByRole('button', { name: TEXT.saveLadder }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ ...DEFAULT_NOTICE_LADDER, windowDays: 45, feeCents: 3500 }]),
    );
    expect(await toastRegion().findByText(DOOR_NOTICE_TEXT.ladderSaved)).toBeInTheDocument();
  });

  test('a window out of range is refused on the form', async () => {
    const calls = stubApi({ [`GET ${MANAGED}`]: { body: DEFAULT_NOTICE_LADDER } });
    const { user } = renderPage(
      <LadderForm scope={{ by: 'manager', communityId: 4 }} boundsEditable={false} />,
    );
    const days = await screen.findByLabelText(TEXT.windowDaysLabel);
    await user.clear(days);
    await user.type(days, '120');
    await user.click(screen.getByRole('button', { name: TEXT.saveLadder }));
    expect(screen.getByText(DOOR_NOTICE_TEXT.windowDaysInvalid)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  test('the office moves the bounds, and a refusal shows under its field', async () => {
    const calls = stubApi({
      [`GET ${OFFICE}`]: { body: DEFAULT_NOTICE_LADDER },
      [`PUT ${OFFICE}`]: {
        status: 400,
        body: {
          message: DOOR_NOTICE_TEXT.feeBoundsInvalid,
          errors: { feeMinCents: [DOOR_NOTICE_TEXT.feeBoundsInvalid] },
        },
      },
    });
    const { user } = renderPage(
      <LadderForm scope={{ by: 'office', communityId: 4 }} boundsEditable />,
    );
    const highest = await screen.findByLabelText(TEXT.feeMaxLabel);
    await user.clear(highest);
    await user.type(highest, '60');
    await user.click(screen.getByRole('button', { name: TEXT.saveLadder }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ ...DEFAULT_NOTICE_LADDER, feeMaxCents: 6000 }]),
    );
    expect(await screen.findByLabelText(TEXT.feeMinLabel)).toHaveAccessibleDescription(
      DOOR_NOTICE_TEXT.feeBoundsInvalid,
    );
  });
});
