import { describe, expect, test } from 'vitest';
import { readRosterDate, suggestColumns } from './rosters.ts';

describe('suggestColumns', () => {
  test("maps a Yardi-style export's headers, first and last name over a full-name column", () => {
    expect(
      suggestColumns([
        'Bldg',
        'Unit',
        'Resident',
        'First Name',
        'Last Name',
        'Email Address',
        'Mobile Phone',
        'Move-In Date',
        'Lease End',
      ]),
    ).toEqual({
      building: 'Bldg',
      unit: 'Unit',
      fullName: null,
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email Address',
      phone: 'Mobile Phone',
      moveIn: 'Move-In Date',
      moveOut: 'Lease End',
    });
  });

  test('offers one name column when there is no first and last name, reads "Unit #" as the unit, and prefers Move Out over Lease End', () => {
    const columns = suggestColumns([
      'Building',
      'Unit #',
      'Tenant Name',
      'Email',
      'Lease End',
      'Move Out',
    ]);
    expect(columns.fullName).toBe('Tenant Name');
    expect(columns.unit).toBe('Unit #');
    expect(columns.moveOut).toBe('Move Out');
  });
});

describe('readRosterDate', () => {
  test.each([
    ['12/01/2026', '2026-12-01'],
    ['1/5/27', '2027-01-05'],
    ['2026-03-09', '2026-03-09'],
    [' 02/29/2028 ', '2028-02-29'],
  ])('reads %s', (text, iso) => {
    expect(readRosterDate(text)).toBe(iso);
  });

  test.each(['02/30/2026', '13/01/2026', '2026-00-10', 'soon', '01/01/1800', '12/01'])(
    'refuses %s',
    (text) => {
      expect(readRosterDate(text)).toBeNull();
    },
  );
});
