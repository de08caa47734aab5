import { matchesSearch, type Door, type RouteView } from './route-model';
import {
  blockHtml,
  doorDetailsKey,
  doorHtml,
  doorStatusHtml,
  doorStatusKey,
  groupHtml,
  type Place,
} from './view';

// Draws a route of any length without freezing the phone: the first doors at once, the rest in
// chunks between frames, each door as HTML text. The doors go in blocks of up to twenty, and an
// offscreen block costs no layout or paint (`content-visibility: auto` in crew.css): while the
// list scrolls the browser keeps track of some eighty blocks rather than 1,500 doors, and no block
// is too big to lay out within a frame (docs/decisions/031-crew-app-offline-first.md). After that,
// a recorded outcome changes only its own door's status and buttons: the focused button and the
// scroll position stay where they are.

/** Doors drawn before the first paint: more than a tall phone screen shows. */
const FIRST_DOORS = 40;
/** Doors drawn per later chunk: a few milliseconds of parsing on a slow phone. */
const CHUNK_DOORS = 150;
/** Most doors in a block: laid out at once when it nears the screen. */
const BLOCK_DOORS = 20;

/** A door as last drawn: `key` of its details, `status` of its status, and its place (view.ts). */
type Drawn = { door: Door; key: string; status: string; place: Place; li: HTMLElement | null };
/** Doors `from` to `from + size` of group `group`, once drawn in `el`, `shown` of them matching. */
type Block = { group: number; from: number; size: number; el: HTMLElement | null; shown: number };

const structureOf = (view: RouteView) =>
  view.groups
    .map((group) => `${group.heading}\u0000${group.doors.map((d) => d.scheduleId).join(',')}`)
    .join('\u0001');

/** Each community's doors in blocks of equal size, none over BLOCK_DOORS. */
const blocksOf = (view: RouteView): Block[] =>
  view.groups.flatMap((group, g) => {
    const count = Math.ceil(group.doors.length / BLOCK_DOORS);
    const size = Math.ceil(group.doors.length / Math.max(1, count));
    return Array.from({ length: count }, (_, b) => ({
      group: g,
      from: b * size,
      size: Math.min(size, group.doors.length - b * size),
      el: null,
      shown: 0,
    }));
  });

/**
 * Whether each door matches the search, and its place among its community's doors that do; a door
 * that does not keeps its place among all of them (it is hidden, no one reads it).
 */
function placesOf(view: RouteView, query: string): Map<number, Place & { match: boolean }> {
  const places = new Map<number, Place & { match: boolean }>();
  for (const group of view.groups) {
    const shown = group.doors.filter((door) => !query || matchesSearch(door, query));
    shown.forEach((door, i) => {
      places.set(door.scheduleId, { at: i + 1, of: shown.length, match: true });
    });
    group.doors.forEach((door, i) => {
      if (places.has(door.scheduleId)) return;
      places.set(door.scheduleId, { at: i + 1, of: group.doors.length, match: false });
    });
  }
  return places;
}

export class RouteList {
  private view: RouteView | null = null;
  private structure = '';
  private query = '';
  private rows = new Map<number, Drawn>();
  private blocks: Block[] = [];
  /** Each door's match and place for the current search (placesOf). */
  private places = new Map<number, Place & { match: boolean }>();
  private job = 0;
  /** Resolves when every door of the current route is in the page. */
  drawn: Promise<void> = Promise.resolve();

  constructor(private readonly container: HTMLElement) {}

  /** Shows the route: draws it when its doors changed, or brings each door up to date. */
  show(view: RouteView, query: string): void {
    const structure = structureOf(view);
    if (structure !== this.structure || !this.view) {
      this.draw(view, query, structure);
      return;
    }
    this.view = view;
    this.filter(query);
    for (const group of view.groups) for (const door of group.doors) this.update(door);
  }

  clear(): void {
    this.job += 1;
    this.view = null;
    this.structure = '';
    this.rows.clear();
    this.blocks = [];
    this.places.clear();
    this.container.replaceChildren();
    this.drawn = Promise.resolve();
  }

  private draw(view: RouteView, query: string, structure: string) {
    const job = ++this.job;
    this.view = view;
    this.structure = structure;
    this.query = query;
    this.rows.clear();
    this.blocks = blocksOf(view);
    this.container.innerHTML = view.groups.map(groupHtml).join('');
    const lists = [...this.container.querySelectorAll<HTMLElement>('.doors')];
    this.places = placesOf(view, query);
    let next = 0;
    const drawChunk = (count: number) => {
      const current = this.view!;
      let drawn = 0;
      // Consecutive blocks of one section go in with one parse.
      while (next < this.blocks.length && drawn < count) {
        const g = this.blocks[next]!.group;
        let html = '';
        const added: Block[] = [];
        while (next < this.blocks.length && this.blocks[next]!.group === g && drawn < count) {
          const block = this.blocks[next]!;
          let doorsHtml = '';
          block.shown = 0;
          for (const door of current.groups[g]!.doors.slice(block.from, block.from + block.size)) {
            const { match, ...place } = this.places.get(door.scheduleId)!;
            doorsHtml += doorHtml(door, this.query, place);
            if (match) block.shown += 1;
            this.rows.set(door.scheduleId, {
              door,
              key: doorDetailsKey(door),
              status: doorStatusKey(door),
              place,
              li: null,
            });
          }
          html += blockHtml(doorsHtml, block.shown);
          added.push(block);
          drawn += block.size;
          next += 1;
        }
        lists[g]!.insertAdjacentHTML('beforeend', html);
        const elements = lists[g]!.children;
        added.forEach((block, k) => {
          block.el = elements[elements.length - added.length + k] as HTMLElement;
          const doors = current.groups[g]!.doors;
          [...block.el.children].forEach((li, i) => {
            this.rows.get(doors[block.from + i]!.scheduleId)!.li = li as HTMLElement;
          });
        });
      }
      this.hideEmptyGroups();
    };
    drawChunk(FIRST_DOORS);
    this.drawn = new Promise((resolve) => {
      const step = () => {
        if (job !== this.job) return resolve();
        if (next >= this.blocks.length) return resolve();
        drawChunk(CHUNK_DOORS);
        setTimeout(step, 0);
      };
      setTimeout(step, 0);
    });
  }

  /** Brings one door up to date: its status and buttons, or the whole row if its details changed. */
  update(door: Door): void {
    const row = this.rows.get(door.scheduleId);
    if (!row) return;
    row.door = door;
    if (!row.li) return;
    const key = doorDetailsKey(door);
    const status = doorStatusKey(door);
    if (key !== row.key) {
      row.key = key;
      row.status = status;
      const template = document.createElement('template');
      template.innerHTML = doorHtml(door, this.query, row.place);
      const li = template.content.firstElementChild as HTMLElement;
      row.li.replaceWith(li);
      row.li = li;
      return;
    }
    // A tap redraws the route: only the door whose status changed is touched.
    if (status === row.status) return;
    row.status = status;
    const statusEl = row.li.querySelector<HTMLElement>('.door-status')!;
    // The thank-you button goes once used: focus stays on the door, at its new status.
    const hadFocus = statusEl.contains(document.activeElement);
    statusEl.innerHTML = doorStatusHtml(door);
    if (hadFocus) statusEl.querySelector<HTMLElement>('.status')!.focus();
    for (const button of row.li.querySelectorAll<HTMLButtonElement>('button[data-outcome]')) {
      button.setAttribute('aria-pressed', String(door.outcome?.outcome === button.dataset.outcome));
    }
  }

  /** Shows only the doors that match; returns how many do (drawn or not). */
  filter(query: string): number {
    this.query = query;
    if (!this.view) return 0;
    const groups = this.view.groups;
    this.places = placesOf(this.view, query);
    for (const block of this.blocks) {
      if (!block.el) continue;
      let shown = 0;
      for (const door of groups[block.group]!.doors.slice(block.from, block.from + block.size)) {
        const row = this.rows.get(door.scheduleId)!;
        const { match, at, of } = this.places.get(door.scheduleId)!;
        // Only what changed is touched: a tap redraws the route through here.
        if (row.li!.hidden === match) row.li!.hidden = !match;
        if (row.place.at !== at || row.place.of !== of) {
          row.place = { at, of };
          row.li!.setAttribute('aria-posinset', String(at));
          row.li!.setAttribute('aria-setsize', String(of));
        }
        if (match) shown += 1;
      }
      if (shown !== block.shown) this.reshape(block, shown);
    }
    this.hideEmptyGroups();
    return [...this.places.values()].filter((place) => place.match).length;
  }

  /**
   * A block whose doors the search changed. The browser remembers the height it had when last on
   * screen, which is now wrong: its doors move into a new box, which starts from the estimate.
   */
  private reshape(block: Block, shown: number) {
    block.shown = shown;
    if (shown === 0) {
      block.el!.hidden = true;
      return;
    }
    const old = block.el!;
    const fresh = old.cloneNode(false) as HTMLElement;
    fresh.style.setProperty('--doors', String(shown));
    fresh.hidden = false;
    fresh.append(...old.childNodes);
    old.replaceWith(fresh);
    block.el = fresh;
  }

  private hideEmptyGroups() {
    if (!this.view) return;
    const sections = this.container.children;
    this.view.groups.forEach((group, g) => {
      const section = sections[g] as HTMLElement | undefined;
      if (!section) return;
      const any = !this.query || group.doors.some((door) => matchesSearch(door, this.query));
      section.hidden = !any;
    });
  }

  /** The door a click landed in, by its schedule id. */
  doorAt(id: number): Door | undefined {
    return this.rows.get(id)?.door;
  }
}
