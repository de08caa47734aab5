import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AdminPropertyLead } from '../../../../domain/schemas/property-leads';
import { renderPage, stubApi } from '../../../test/render';
import { PropertyLeadsSection } from './property-leads-section';

const NEWER: AdminPropertyLead = {
  id: 2,
  propertyName: 'Cinco Ranch Commons',
  doors: 1240,
  contactName: 'Morgan Ellis',
  email: 'morgan@example.com',
  phone: '2815550142',
  message: 'Three buildings, gated.',
  createdAt: '2026-11-23T15:00:00.000Z',
};
const OLDER: AdminPropertyLead = {
  id: 1,
  propertyName: 'Addicks Landing',
  doors: 96,
  contactName: 'Pat Lee',
  email: 'pat@example.com',
  phone: null,
  message: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('the office property leads', () => {
  test('lists each lead as the server orders them, with its contact to call or email', async () => {
    stubApi({ 'GET /api/admin/property-leads': { body: [NEWER, OLDER] } });
    renderPage(<PropertyLeadsSection />);
    const table = await screen.findByRole('table', { name: 'Property leads' });
    const [, first, second] = within(table).getAllByRole('row');

    expect(first).toHaveTextContent('Nov 23, 2026');
    expect(first).toHaveTextContent('Cinco Ranch Commons');
    expect(first).toHaveTextContent('1,240');
    expect(first).toHaveTextContent('(281) 555-0142');
    expect(first).toHaveTextContent('Three buildings, gated.');
    expect(within(first!).getByRole('link', { name: 'morgan@example.com' })).toHaveAttribute(
      'href',
      'mailto:morgan@example.com',
    );
    expect(second).toHaveTextContent('Addicks Landing');
    expect(second).toHaveTextContent('—');
    expect(table).not.toHaveTextContent(/#\d/);
  });

  test('says so when no property has asked yet', async () => {
    stubApi({ 'GET /api/admin/property-leads': { body: [] } });
    renderPage(<PropertyLeadsSection />);
    expect(await screen.findAllByText('No property has asked for information yet.')).not.toEqual(
      [],
    );
  });
});
