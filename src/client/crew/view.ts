import { PICKUP_OUTCOMES, type CrewStop, type DoorOutcome } from '../../domain/schemas/crew';
import { matchesSearch, type Door, type RouteView } from './route-model';
import { TEXT } from './texts';

// The route as HTML text: a route of 1,500 doors is built as strings and parsed by the browser in
// a few chunks, far cheaper than creating each node from script. Every value from the server goes
// through `escape`.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** How a door reads to a porter: "Building 3, Unit 1204" (or just the unit). */
export function doorName(stop: Pick<CrewStop, 'building' | 'unit'>): string {
  return TEXT.doorName(stop);
}

/** The door's status line: what was recorded and when, or not done yet. */
export function statusText(outcome: DoorOutcome | null): string {
  if (!outcome) return TEXT.doorStatusNone;
  const what =
    outcome.outcome === 'problem' && outcome.reason
      ? `${TEXT.outcome('problem')}: ${TEXT.reason(outcome.reason)}`
      : TEXT.outcome(outcome.outcome);
  const bags = outcome.bagCount ? ` (${TEXT.bagsOut(outcome.bagCount)})` : '';
  const thanks = outcome.outcome === 'collected' && outcome.thanks ? ` · ${TEXT.thanksLeft}` : '';
  return `${TEXT.recordedAt(`${what}${bags}`, TEXT.time(outcome.occurredAt))}${thanks}`;
}

/**
 * The door's notices from its other pickups, read before the porter chooses: "2nd notice this
 * month", and whether one is still open. Null for a door with neither (or a route saved on the
 * phone before the server sent them).
 */
export function historyText(door: Pick<CrewStop, 'noticeHistory'>): string | null {
  const history = door.noticeHistory;
  if (!history) return null;
  const parts = [
    TEXT.history(history.counted, history.windowDays),
    history.open ? TEXT.openNotice : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The parts of a door that change when the porter records something. */
export function doorStatusHtml(door: Door): string {
  const outcome = door.outcome;
  const waiting = door.waiting ? ` <span class="waiting">(${TEXT.waitingMark})</span>` : '';
  const note = outcome?.note ? `<p class="note">“${escape(outcome.note)}”</p>` : '';
  const photo =
    outcome?.photoId && !door.waiting
      ? `<img class="thumb" src="/api/photos/${escape(outcome.photoId)}" alt="${escape(
          TEXT.photoOfProblem(doorName(door)),
        )}" width="96" height="96" loading="lazy" decoding="async">`
      : '';
  // A collection can carry the porter's thank-you note, left with a second tap.
  const thanks =
    outcome?.outcome === 'collected' && !outcome.thanks
      ? `<button type="button" class="button secondary thanks" data-thanks>${TEXT.leaveThanks}</button>`
      : '';
  return `<p class="status" data-outcome="${outcome?.outcome ?? 'none'}" tabindex="-1">${escape(
    statusText(outcome),
  )}${waiting}</p>${note}${photo}${thanks}`;
}

/** What the door's status shows: when this changes, its status and buttons are drawn again. */
export const doorStatusKey = ({ outcome, waiting }: Door) =>
  outcome
    ? [
        waiting,
        outcome.outcome,
        outcome.reason,
        outcome.bagCount,
        outcome.note,
        outcome.photoId,
        outcome.occurredAt,
        outcome.thanks,
      ].join('\u0000')
    : String(waiting);

/** What the door shows apart from its status: when this changes the row is drawn again. */
export const doorDetailsKey = (door: Door) =>
  [
    door.firstName,
    door.building,
    door.unit,
    door.bagsAllowed,
    door.gateCode,
    door.specialInstructions,
    door.visitNote,
    historyText(door),
  ].join('\u0000');

/**
 * A door's place among its community's doors that are on show. A screen reader has only the doors
 * of the blocks near the screen (crew.css), so each door says where it stands and out of how many.
 */
export type Place = { at: number; of: number };

export function doorHtml(door: Door, query: string, place: Place): string {
  const id = door.scheduleId;
  const name = escape(doorName(door));
  const pressed = (outcome: string) => String(door.outcome?.outcome === outcome);
  const buttons = PICKUP_OUTCOMES.map(
    (outcome) =>
      `<button type="button" class="act act-${outcome}" data-outcome="${outcome}" aria-pressed="${pressed(
        outcome,
      )}">${TEXT.outcome(outcome)}</button>`,
  ).join('');
  const instructions = door.specialInstructions
    ? `<p class="instructions"><span class="label">${TEXT.instructions}:</span> ${escape(door.specialInstructions)}</p>`
    : '';
  // A cached route from before the field existed has none.
  const visitNote = door.visitNote
    ? `<p class="instructions"><span class="label">${TEXT.visitNote}:</span> ${escape(door.visitNote)}</p>`
    : '';
  const history = historyText(door);
  const historyHtml = history ? `<p class="history">${escape(history)}</p>` : '';
  const hidden = query && !matchesSearch(door, query) ? ' hidden' : '';
  return (
    `<div class="door" role="listitem" aria-posinset="${place.at}" aria-setsize="${place.of}" data-stop="${id}"${hidden}>` +
    `<h3 id="door-${id}" class="door-name">${name}</h3>` +
    `<p class="who">${escape(door.firstName)} · ${TEXT.bagsAllowed(door.bagsAllowed)}</p>` +
    `<p class="gate"><span class="label">${TEXT.gateCode}:</span> <strong>${escape(
      door.gateCode || TEXT.noGateCode,
    )}</strong></p>` +
    historyHtml +
    instructions +
    visitNote +
    `<div class="door-status">${doorStatusHtml(door)}</div>` +
    `<div class="acts" role="group" aria-labelledby="door-${id}">${buttons}</div>` +
    `</div>`
  );
}

/**
 * A block of consecutive doors, the unit the browser skips while it is off screen: `shown` doors
 * (those the search leaves) make its height until it has been drawn once.
 */
export const blockHtml = (doorsHtml: string, shown: number) =>
  `<div class="door-block" style="--doors: ${shown}"${shown === 0 ? ' hidden' : ''}>${doorsHtml}</div>`;

/**
 * A community's section with its access notes, and an empty list its blocks of doors are drawn
 * into. The blocks are plain boxes, so the doors are the list's items, one list per community.
 */
export function groupHtml(group: RouteView['groups'][number], index: number): string {
  const community = group.community;
  const street = community
    ? `<p class="street">${escape(community.street)}, ${escape(community.zip)}</p>`
    : '';
  const access = community?.accessNotes
    ? `<p class="access"><span class="label">${TEXT.accessNotes}:</span> ${escape(community.accessNotes)}</p>`
    : '';
  return (
    `<section class="group" aria-labelledby="group-${index}">` +
    `<div class="group-head"><h2 id="group-${index}">${escape(group.heading)}</h2>${street}${access}</div>` +
    `<div class="doors" role="list"></div></section>`
  );
}
