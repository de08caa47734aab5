import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DOOR_NOTICE_TEXT, NOTICE_RULES } from '../../../../domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import type { StaffNotice } from '../../../../domain/schemas/door-notices';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { AwaitingNotices, DisputedNotices } from './notice-lists';

const FEE: StaffNotice = {
  id: 31,
  kind: 'fee',
  proposedKind: 'fee',
  reason: 'too_many_bags',
  status: 'awaiting_approval',
  serviceDate: '2026-12-07',
  feeCents: 2500,
  photoId: '0b7c1f3e-8a0d-4c55-9a51-1f0d7a4f2c10',
  note: 'Four bags out',
  communityId: 4,
  communityName: 'Fulshear Village Flats',
  building: '4',
  unit: '410',
  residentName: 'Rae Quinn',
  approver: 'manager',
  decisionNote: null,
  decidedAt: null,
  issuedAt: null,
  dispute: null,
  fee: null,
  feeMinCents: 2500,
  feeMaxCents: 5000,
  history: [
    { serviceDate: '2026-12-06', kind: 'courtesy', reason: 'not_sealed', status: 'issued' },
  ],
};

const LIST = '/api/manager/communities/4/notices';
const DECIDE = `${LIST}/31/decision`;
const manager = { by: 'manager', communityId: 4 } as const;

const card = () => screen.findByRole('article', { name: /Unit 410/ });
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST');

describe('a notice awaiting approval', () => {
  test('shows the crew’s photo, the rule, the step proposed and the door’s history', async () => {
    stubApi({ [`GET ${LIST}`]: { body: [FEE] } });
    renderPage(<AwaitingNotices scope={manager} />);
    const notice = await card();
    expect(notice).toHaveTextContent('Building 4, Unit 410 · Rae Quinn');
    expect(notice).toHaveTextContent(NOTICE_RULES.too_many_bags);
    expect(notice).toHaveTextContent('Fee of $25.00');
    expect(within(notice).getByRole('list')).toHaveTextContent(
      'Sun, Dec 6: Courtesy notice, bags not sealed (sent to resident)',
    );
    expect(
      within(notice).getByRole('img', { name: 'Photo the crew took at Building 4, Unit 410' }),
    ).toHaveAttribute('src', `/api/photos/${FEE.photoId}`);
  });

  test('takes a fee only within the community’s bounds, then asks before it approves', async () => {
    const calls = stubApi({
      [`GET ${LIST}`]: { body: [FEE] },
      [`POST ${DECIDE}`]: { body: { ...FEE, status: 'issued', feeCents: 3000 } },
    });
    const { user } = renderPage(<AwaitingNotices scope={manager} />);
    const notice = await card();
    const fee = within(notice).getByLabelText(TEXT.feeLabel);
    await user.clear(fee);
    await user.type(fee, '60');
    await user.click(within(notice).getByRole('button', { name: /^Approve fee/ }));
    expect(notice).toHaveTextContent(DOOR_NOTICE_TEXT.feeOutOfBounds(2500, 5000));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(fee);
    await user.type(fee, '30');
    await user.click(within(notice).getByRole('button', { name: /^Approve fee/ }));
    const ask = screen.getByRole('alertdialog', { name: 'Approve this notice?' });
    expect(ask).toHaveTextContent(
      'Rae Quinn at Building 4, Unit 410 is sent the notice with the photo and the rule. A fee of $30.00 is charged unless they dispute it within the week.',
    );
    expect(posts(calls)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Approve fee' }));
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([{ action: 'approve', feeCents: 3000 }]),
    );
    expect(await toastRegion().findByText(DOOR_NOTICE_TEXT.approved)).toBeInTheDocument();
  });

  test('asks why before it waives, and lowers to the step chosen', async () => {
    const calls = stubApi({
      [`GET ${LIST}`]: { body: [FEE] },
      [`POST ${DECIDE}`]: { body: { ...FEE, status: 'waived' } },
    });
    const { user } = renderPage(<AwaitingNotices scope={manager} />);
    const notice = await card();
    await user.click(within(notice).getByRole('radio', { name: TEXT.waive }));
    await user.click(within(notice).getByRole('button', { name: /^Waive/ }));
    expect(notice).toHaveTextContent(DOOR_NOTICE_TEXT.waiveReasonRequired);

    await user.click(within(notice).getByRole('radio', { name: TEXT.lower }));
    expect(within(notice).getByLabelText(TEXT.lowerToLabel)).toHaveValue('warning');
    await user.selectOptions(within(notice).getByLabelText(TEXT.lowerToLabel), 'courtesy');
    await user.click(within(notice).getByRole('button', { name: /^Lower and send/ }));
    const ask = screen.getByRole('alertdialog', { name: 'Lower this notice?' });
    expect(ask).toHaveTextContent('Rae Quinn at Building 4, Unit 410 is sent a courtesy notice');
    await user.click(within(ask).getByRole('button', { name: 'Lower and send' }));
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([
        { action: 'lower', kind: 'courtesy', reason: '' },
      ]),
    );
  });

  test('someone else decided first: the message shows and the list reads again without it', async () => {
    let decided = false;
    const calls = stubApi({
      [`GET ${LIST}`]: () => ({ body: decided ? [] : [FEE] }),
      [`POST ${DECIDE}`]: () => {
        decided = true;
        return { status: 409, body: { message: DOOR_NOTICE_TEXT.alreadyDecided } };
      },
    });
    const { user } = renderPage(<AwaitingNotices scope={manager} />);
    const notice = await card();
    await user.click(within(notice).getByRole('button', { name: /^Approve fee/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve fee' }),
    );
    expect(await toastRegion().findByText(DOOR_NOTICE_TEXT.alreadyDecided)).toBeInTheDocument();
    expect(await screen.findByText(TEXT.noneAwaiting)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === LIST)).toHaveLength(2);
  });

  test('the office sees the community and who usually decides', async () => {
    stubApi({ 'GET /api/admin/notices': { body: [FEE] } });
    renderPage(<AwaitingNotices scope={{ by: 'office' }} />);
    const notice = await card();
    expect(notice).toHaveTextContent('Fulshear Village Flats · Monday, Dec 7');
    expect(notice).toHaveTextContent(TEXT.managerDecides);
  });
});

describe('a disputed notice', () => {
  const DISPUTED: StaffNotice = {
    ...FEE,
    status: 'disputed',
    issuedAt: '2026-12-07T15:00:00.000Z',
    dispute: {
      note: 'I only had two bags out.',
      photoId: null,
      at: '2026-12-08T14:00:00.000Z',
      outcome: null,
      decisionNote: null,
      decidedAt: null,
    },
  };

  test('shows what the resident wrote and sends the decision with its note', async () => {
    const calls = stubApi({
      [`GET ${LIST}`]: { body: [DISPUTED] },
      [`POST ${LIST}/31/dispute-decision`]: { body: { ...DISPUTED, status: 'withdrawn' } },
    });
    const { user } = renderPage(<DisputedNotices scope={manager} />);
    const notice = await card();
    expect(within(notice).getByRole('region', { name: TEXT.residentSaid })).toHaveTextContent(
      'I only had two bags out.',
    );
    await user.click(within(notice).getByRole('button', { name: /^Send the decision/ }));
    expect(notice).toHaveTextContent('Choose whether the notice stands');
    expect(notice).toHaveTextContent(DOOR_NOTICE_TEXT.decisionNoteRequired);

    await user.click(within(notice).getByRole('radio', { name: TEXT.withdrawn }));
    await user.type(within(notice).getByLabelText(TEXT.disputeNoteLabel), 'Our mistake.');
    await user.click(within(notice).getByRole('button', { name: /^Send the decision/ }));
    const ask = screen.getByRole('alertdialog', { name: TEXT.disputeQuestion });
    expect(ask).toHaveTextContent('the fee of $25.00 is not charged, or is given back');
    await user.click(within(ask).getByRole('button', { name: TEXT.disputeSubmit }));
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([
        { outcome: 'withdrawn', note: 'Our mistake.' },
      ]),
    );
    expect(await toastRegion().findByText(DOOR_NOTICE_TEXT.disputeWithdrawn)).toBeInTheDocument();
  });
});
