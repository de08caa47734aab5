import { matchesSearch, type Door, type RouteView } from './route-model';
import { doorDetailsKey, doorHtml, doorStatusHtml, groupHtml } from './view';

// Draws a route of any length without freezing the phone: the first doors at once, the rest in
// chunks between frames, each door as HTML text. Offscreen doors cost no layout or paint
// (`content-visibility: auto` in crew.css), so scrolling stays smooth at 1,500 doors. After that,
// a recorded outcome changes only its own door's status and buttons: the focused button and the
// scroll position stay where they are.

/** Doors drawn before the first paint: more than a tall phone screen shows. */
const FIRST_DOORS = 40;
/** Doors drawn per later chunk: a few milliseconds of parsing on a slow phone. */
const CHUNK_DOORS = 150;

type Drawn = { door: Door; key: string; li: HTMLElement | null };

const structureOf = (view: RouteView) =>
  view.groups
    .map((group) => `${group.heading}\u0000${group.doors.map((d) => d.scheduleId).join(',')}`)
    .join('\u0001');

export class RouteList {
  private view: RouteView | null = null;
  private structure = '';
  private query = '';
  private rows = new Map<number, Drawn>();
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
    this.container.replaceChildren();
    this.drawn = Promise.resolve();
  }

  private draw(view: RouteView, query: string, structure: string) {
    const job = ++this.job;
    this.view = view;
    this.structure = structure;
    this.query = query;
    this.rows.clear();
    this.container.innerHTML = view.groups.map(groupHtml).join('');
    const lists = [...this.container.querySelectorAll<HTMLElement>('ol.doors')];
    const pending = view.groups.flatMap((group, g) =>
      group.doors.map((door, i) => ({ g, i, id: door.scheduleId })),
    );
    let next = 0;
    const drawChunk = (count: number) => {
      const current = this.view!;
      const end = Math.min(pending.length, next + count);
      // Consecutive doors of one section go in with one parse.
      while (next < end) {
        const g = pending[next]!.g;
        let html = '';
        const ids: number[] = [];
        while (next < end && pending[next]!.g === g) {
          const door = current.groups[g]!.doors[pending[next]!.i]!;
          html += doorHtml(door, this.query);
          ids.push(door.scheduleId);
          this.rows.set(door.scheduleId, { door, key: doorDetailsKey(door), li: null });
          next += 1;
        }
        lists[g]!.insertAdjacentHTML('beforeend', html);
        const items = lists[g]!.children;
        for (let k = 0; k < ids.length; k++) {
          this.rows.get(ids[k]!)!.li = items[items.length - ids.length + k] as HTMLElement;
        }
      }
      this.hideEmptyGroups();
    };
    drawChunk(FIRST_DOORS);
    this.drawn = new Promise((resolve) => {
      const step = () => {
        if (job !== this.job) return resolve();
        if (next >= pending.length) return resolve();
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
    if (key !== row.key) {
      row.key = key;
      const template = document.createElement('template');
      template.innerHTML = doorHtml(door, this.query);
      const li = template.content.firstElementChild as HTMLElement;
      row.li.replaceWith(li);
      row.li = li;
      return;
    }
    row.li.querySelector('.door-status')!.innerHTML = doorStatusHtml(door);
    for (const button of row.li.querySelectorAll<HTMLButtonElement>('button[data-outcome]')) {
      button.setAttribute('aria-pressed', String(door.outcome?.outcome === button.dataset.outcome));
    }
  }

  /** Shows only the doors that match; returns how many do (drawn or not). */
  filter(query: string): number {
    this.query = query;
    let count = 0;
    for (const row of this.rows.values()) {
      const match = !query || matchesSearch(row.door, query);
      if (row.li) row.li.hidden = !match;
    }
    for (const group of this.view?.groups ?? []) {
      for (const door of group.doors) if (!query || matchesSearch(door, query)) count += 1;
    }
    this.hideEmptyGroups();
    return count;
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
