import { expect, test } from 'vitest';
import { doorLabel, streetLine } from './address.ts';

test.each([
  ['1204', '2300 Katy Mills Blvd, Unit 1204'],
  ['C-12', '2300 Katy Mills Blvd, Unit C-12'],
  ['Suite 200', '2300 Katy Mills Blvd, Suite 200'],
  ['apt 5', '2300 Katy Mills Blvd, apt 5'],
  ['#1204', '2300 Katy Mills Blvd, #1204'],
  ['Unit 9', '2300 Katy Mills Blvd, Unit 9'],
  ['Building C', '2300 Katy Mills Blvd, Building C'],
  ['Apple Court 3', '2300 Katy Mills Blvd, Unit Apple Court 3'],
  ['', '2300 Katy Mills Blvd'],
  ['  ', '2300 Katy Mills Blvd'],
  [null, '2300 Katy Mills Blvd'],
])('unit %j', (unit, expected) => {
  expect(streetLine('2300 Katy Mills Blvd', unit)).toBe(expected);
});

test.each([
  ['3', '1204', 'Building 3, Unit 1204'],
  ['', 'Apt 5', 'Apt 5'],
  [' B ', '', 'Building B'],
  ['', ' ', ''],
])('door of building %j, unit %j', (building, unit, expected) => {
  expect(doorLabel({ building, unit })).toBe(expected);
});
