// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getAllByRole, getByRole, queryByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewText } from '../../domain/crew-app-text';
import { translatorFor } from '../../domain/i18n/catalogue';
import type { CrewRoute, CrewStop } from '../../domain/schemas/crew';
import { RouteList } from './route-list';
import { routeView } from './route-model';
import { loadLanguage } from './texts';

const CREW_TEXT = crewText(translatorFor('en'));
beforeAll(() => loadLanguage('en'));

// The route list on the page: 1,500 doors scroll smoothly because they are drawn in blocks the
// browser skips while off screen (docs/decisions/031-crew-app-offline-first.md). What a porter and
// a screen reader get must not change with that: one list of doors per community, a search that
// finds a door in any block, and a tap that changes only its door.

const stop = (scheduleId: number): CrewStop => ({
  scheduleId,
  firstName: 'Jordan',
  address: '2300 Katy Mills Blvd',
  building: '3',
  unit: String(1000 + scheduleId),
  plan: 'standard',
  bagsAllowed: 3,
  gateCode: '#4521',
  specialInstructions: null,
  visitNote: null,
  outcome: null,
  noticeHistory: null,
});

const route = (doors: number): CrewRoute => {
  const stops = Array.from({ length: doors }, (_, i) => stop(i + 1));
  return {
    date: '2026-11-23',
    total: doors,
    done: 0,
    groups: [
      { heading: 'Cinco Ranch Commons', community: null, stops: stops.slice(0, doors - 5) },
      { heading: 'Grand Lakes Villas', community: null, stops: stops.slice(doors - 5) },
    ],
  };
};

async function drawn(doors: number) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const list = new RouteList(container);
  list.show(routeView(route(doors), []), '');
  await list.drawn;
  return { container, list };
}

const section = (container: HTMLElement, heading: string) =>
  getByRole(container, 'region', { name: heading });
const doorsOf = (region: HTMLElement) => getAllByRole(getByRole(region, 'list'), 'listitem');
const door = (container: HTMLElement, unit: number) =>
  getByRole(container, 'heading', {
    name: `Building 3, Unit ${unit}`,
    hidden: true,
  }).closest<HTMLElement>('[role="listitem"]')!;
const blocks = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.door-block'),
];

describe('the route list', () => {
  it("draws each community's doors as one list, in blocks of no more than twenty", async () => {
    const { container } = await drawn(105);

    const first = doorsOf(section(container, 'Cinco Ranch Commons'));
    expect(first).toHaveLength(100);
    expect(first[0]).toHaveTextContent('Building 3, Unit 1001');
    expect(first[99]).toHaveTextContent('Building 3, Unit 1100');
    // A screen reader has only the blocks near the screen: each door says where it stands.
    expect(first[0]).toHaveAttribute('aria-posinset', '1');
    expect(first[99]).toHaveAttribute('aria-posinset', '100');
    expect(first[99]).toHaveAttribute('aria-setsize', '100');
    expect(doorsOf(section(container, 'Grand Lakes Villas'))).toHaveLength(5);
    // 100 doors in five blocks of twenty, then the second community's five in one.
    expect(blocks(container).map((b) => b.children.length)).toEqual([20, 20, 20, 20, 20, 5]);
    expect(blocks(container).every((b) => !b.hasAttribute('role'))).toBe(true);
  });

  it('finds a door in any block, hides the blocks and communities with no match, and shows all again', async () => {
    const { container, list } = await drawn(105);
    const before = blocks(container);

    expect(list.filter('1087')).toBe(1);
    expect(door(container, 1087)).toBeVisible();
    expect(door(container, 1001)).not.toBeVisible();
    expect(queryByRole(container, 'region', { name: 'Grand Lakes Villas' })).toBeNull();
    const shown = blocks(container).filter((b) => !b.hidden);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContainElement(door(container, 1087));
    expect(door(container, 1087)).toHaveAttribute('aria-posinset', '1');
    expect(door(container, 1087)).toHaveAttribute('aria-setsize', '1');
    // Its height until drawn is that of the one door it shows, not what it had before the search.
    expect(shown[0]!.style.getPropertyValue('--doors')).toBe('1');
    expect(before).not.toContain(shown[0]);

    expect(list.filter('')).toBe(105);
    expect(doorsOf(section(container, 'Cinco Ranch Commons'))).toHaveLength(100);
    expect(door(container, 1001)).toBeVisible();
    expect(door(container, 1087)).toHaveAttribute('aria-posinset', '87');
    expect(door(container, 1087)).toHaveAttribute('aria-setsize', '100');
    expect(blocks(container).every((b) => !b.hidden)).toBe(true);
    expect(blocks(container)[4]!.style.getPropertyValue('--doors')).toBe('20');
  });

  it("changes only the tapped door's status when the route is shown again", async () => {
    const { container, list } = await drawn(45);
    const untouched = door(container, 1002).querySelector('.door-status p')!;
    const tapped: CrewRoute = route(45);
    tapped.groups[0]!.stops[30]!.outcome = {
      outcome: 'collected',
      reason: null,
      bagCount: null,
      note: null,
      photoId: null,
      occurredAt: '2026-11-23T14:05:00Z',
      thanks: false,
    };

    list.show(routeView(tapped, []), '');

    const row = door(container, 1031);
    expect(getByRole(row, 'button', { name: 'Collected' })).toHaveAttribute('aria-pressed', 'true');
    expect(row.querySelector('.door-status')).toHaveTextContent(/Collected/);
    expect(door(container, 1002).querySelector('.door-status p')).toBe(untouched);
  });
});

describe("a door's notices and the thank-you note", () => {
  it('shows the notices that count at the door and an open one before the porter chooses', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const list = new RouteList(container);
    const noted = route(10);
    noted.groups[0]!.stops[0]!.noticeHistory = { counted: 2, windowDays: 30, open: true };
    noted.groups[0]!.stops[1]!.noticeHistory = { counted: 1, windowDays: 45, open: false };
    list.show(routeView(noted, []), '');
    await list.drawn;

    expect(door(container, 1001)).toHaveTextContent(
      `${CREW_TEXT.history(2, 30)} · ${CREW_TEXT.openNotice}`,
    );
    expect(door(container, 1001)).toHaveTextContent('2nd notice this month');
    expect(door(container, 1002)).toHaveTextContent('1st notice in 45 days');
    expect(door(container, 1002)).not.toHaveTextContent(CREW_TEXT.openNotice);
    expect(door(container, 1003).querySelector('.history')).toBeNull();
  });

  it('offers a thank-you note on a collected door, and says it was left', async () => {
    const { container, list } = await drawn(3);
    const collected = (thanks: boolean): CrewRoute => {
      const next = route(3);
      next.groups[0]!.stops[0]!.outcome = {
        outcome: 'collected',
        reason: null,
        bagCount: null,
        note: null,
        photoId: null,
        occurredAt: '2026-11-23T14:05:00Z',
        thanks,
      };
      return next;
    };
    expect(
      queryByRole(door(container, 1001), 'button', { name: CREW_TEXT.leaveThanks }),
    ).toBeNull();

    list.show(routeView(collected(false), []), '');
    const thanks = getByRole(door(container, 1001), 'button', { name: CREW_TEXT.leaveThanks });
    expect(
      queryByRole(door(container, 1002), 'button', { name: CREW_TEXT.leaveThanks }),
    ).toBeNull();

    // Once left, the button goes and focus stays at the door's status.
    thanks.focus();
    list.show(routeView(collected(true), []), '');
    const row = door(container, 1001);
    expect(queryByRole(row, 'button', { name: CREW_TEXT.leaveThanks })).toBeNull();
    expect(row.querySelector('.status')).toHaveTextContent(CREW_TEXT.thanksLeft);
    expect(row.querySelector('.status')).toHaveFocus();
  });
});
