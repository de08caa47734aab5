import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PROPERTY_CONTRACT_TEXT as TEXT } from '../../../../domain/property-contracts';
import type { CommunityContract } from '../../../../domain/schemas/property-contracts';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import { Button } from '../../../components/ui/button';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { ContractDialog } from './contract-dialog';

const COMMUNITY: AdminCommunity = {
  id: 12,
  name: 'Mason Creek Villas',
  street: '21000 Highland Knolls Dr',
  zip: '77450',
  city: 'Katy',
  accessNotes: '',
  managerName: 'Pat Lee',
  managerPhone: '2815550111',
  managerEmail: 'office@masoncreek.example',
  active: true,
  billing: 'resident',
  customers: 14,
};

const RESIDENT_PAID: CommunityContract = {
  communityId: 12,
  communityName: 'Mason Creek Villas',
  billing: 'resident',
  contract: null,
};

function open() {
  const calls = stubApi({
    'GET /api/admin/communities/12/contract': { body: RESIDENT_PAID },
    'PUT /api/admin/communities/12/contract': ({ body }) => ({
      body: {
        ...RESIDENT_PAID,
        billing: 'property',
        contract: { ...(body as object), updatedAt: '2026-12-04T12:00:00.000Z' },
      },
    }),
  });
  const page = renderPage(
    <ContractDialog community={COMMUNITY} trigger={<Button>Contract</Button>} />,
  );
  return { calls, ...page };
}

const saves = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'PUT');

describe('the contract dialog', () => {
  test('shows each field’s message and sends nothing while the contract is not right', async () => {
    const { calls, user } = open();
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract for Mason Creek Villas' });
    const form = within(dialog);
    // A first contract starts from the property manager as the billing contact.
    expect(await form.findByRole('textbox', { name: 'Name' })).toHaveValue('Pat Lee');

    await user.type(form.getByRole('textbox', { name: 'Rate per door, per month' }), '3');
    await user.clear(form.getByLabelText('Until'));
    await user.type(form.getByLabelText('Until'), '07:30');
    await user.type(form.getByRole('textbox', { name: 'Report contacts' }), 'manager@');
    await user.click(form.getByRole('button', { name: 'Save contract' }));

    for (const message of [
      TEXT.legalNameRequired,
      TEXT.rateRange,
      TEXT.doorsInvalid,
      TEXT.startsOnInvalid,
      TEXT.termInvalid,
      TEXT.serviceDaysRequired,
      TEXT.windowHours,
      TEXT.reportEmailInvalid,
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(form.getByRole('textbox', { name: 'Legal name of the property' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saves(calls)).toEqual([]);
  });

  test('sends the rate in cents and the days, and says the community is property-paid', async () => {
    const { calls, user } = open();
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(
      await form.findByRole('textbox', { name: 'Legal name of the property' }),
      'Mason Creek Villas Owner LLC',
    );
    await user.type(form.getByRole('textbox', { name: 'Rate per door, per month' }), '$12.50');
    await user.type(form.getByRole('spinbutton', { name: 'Doors' }), '240');
    await user.type(form.getByLabelText('Starts on'), '2027-01-01');
    await user.type(form.getByRole('spinbutton', { name: 'Term in months' }), '36');
    await user.click(form.getByRole('checkbox', { name: 'Friday' }));
    await user.click(form.getByRole('checkbox', { name: 'Monday' }));
    await user.clear(form.getByLabelText('Until'));
    await user.type(form.getByLabelText('Until'), '10:30');
    await user.type(
      form.getByRole('textbox', { name: 'Report contacts' }),
      'manager@masoncreek.example{Enter}owner@masoncreek.example',
    );
    await user.click(form.getByRole('button', { name: 'Save contract' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      legalName: 'Mason Creek Villas Owner LLC',
      billingContactName: 'Pat Lee',
      billingEmail: 'office@masoncreek.example',
      billingPhone: '(281) 555-0111',
      rateCents: 1250,
      doors: 240,
      startsOn: '2027-01-01',
      termMonths: 36,
      renews: true,
      serviceDays: [1, 5],
      windowStart: '08:00',
      windowEnd: '10:30',
      reportEmails: ['manager@masoncreek.example', 'owner@masoncreek.example'],
    });
    expect(await toastRegion().findByText(TEXT.savedText('Mason Creek Villas'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("shows the server's field messages under their fields", async () => {
    stubApi({
      'GET /api/admin/communities/12/contract': {
        body: {
          ...RESIDENT_PAID,
          billing: 'property',
          contract: {
            legalName: 'Mason Creek Villas Owner LLC',
            billingContactName: 'Pat Lee',
            billingEmail: 'ap@masoncreek.example',
            billingPhone: '(281) 555-0111',
            rateCents: 1250,
            doors: 240,
            startsOn: '2027-01-01',
            termMonths: 36,
            renews: false,
            serviceDays: [2, 4],
            windowStart: '08:00',
            windowEnd: '11:00',
            reportEmails: ['manager@masoncreek.example'],
            updatedAt: '2026-12-04T12:00:00.000Z',
          },
        },
      },
      'PUT /api/admin/communities/12/contract': {
        status: 400,
        body: { message: 'Invalid input', errors: { doors: ['Too many doors for this site'] } },
      },
    });
    const { user } = renderPage(
      <ContractDialog community={COMMUNITY} trigger={<Button>Contract</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const form = within(await screen.findByRole('dialog'));
    // The saved contract is what the form starts from, the rate back in dollars.
    expect(await form.findByRole('textbox', { name: 'Rate per door, per month' })).toHaveValue(
      '12.50',
    );
    expect(form.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(
      form.getByRole('checkbox', { name: 'Renews by itself at the end of the term' }),
    ).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Save contract' }));
    expect(await form.findByText('Too many doors for this site')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
