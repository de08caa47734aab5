import { describe, expect, test } from 'vitest';
import { displayName, fullName } from './person-name.ts';

describe('person names', () => {
  const jordan = { firstName: 'Jordan', lastName: 'Rivera', username: 'jrivera' };

  test('greetings use the first name, else the username', () => {
    expect(displayName(jordan)).toBe('Jordan');
    expect(displayName({ ...jordan, firstName: ' ' })).toBe('jrivera');
  });

  test('lists use first and last name, either alone, else the username', () => {
    expect(fullName(jordan)).toBe('Jordan Rivera');
    expect(fullName({ ...jordan, firstName: '' })).toBe('Rivera');
    expect(fullName({ ...jordan, lastName: '' })).toBe('Jordan');
    expect(fullName({ ...jordan, firstName: '', lastName: ' ' })).toBe('jrivera');
  });
});
