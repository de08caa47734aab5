import { expect, type Page } from '@playwright/test';
import { saveShot } from './shots';

/** The smallest phone we support, a common phone, a tablet and a laptop. */
export const SCREEN_WIDTHS = [320, 390, 768, 1366] as const;

// What a visitor clicks: a label wider than its box spills over its neighbours.
const CONTROLS = 'a, button, summary, [role="tab"], [role="button"], [role="link"]';

/**
 * Everything on screen that does not fit: the page scrolling sideways, a control whose text
 * is wider than the control (scrollWidth > clientWidth), and two controls drawn over each other.
 * Runs in the page.
 */
function findMisfits(controlsSelector: string): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
  }
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  // A modal dialog's overlay covers the page: only the dialog's own controls can be clicked.
  const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]');
  // Visually hidden controls (the skip link) are 1 px boxes that clip their text on purpose.
  const controls = [...(modal ?? document).querySelectorAll<HTMLElement>(controlsSelector)].filter(
    (el) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
    },
  );
  for (const el of controls) {
    const { display, overflowX } = getComputedStyle(el);
    // An inline link has no box of its own to overflow; a scroll container is meant to scroll.
    if (display === 'inline' || overflowX === 'auto' || overflowX === 'scroll') continue;
    if (el.scrollWidth > el.clientWidth) {
      problems.push(`${describe(el)} is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);
    }
  }
  // An open menu is drawn over the page on purpose, and so is an open dialog: while one is open,
  // only its own controls are compared. A link that wraps inside a sentence has one box per
  // line: its bounding box would span both lines and cover its neighbours.
  const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
  const inPage = controls
    .filter((el) => (dialog ? dialog.contains(el) : !el.closest('[popover]')))
    .map((el) => ({
      el,
      boxes:
        getComputedStyle(el).display === 'inline'
          ? [...el.getClientRects()]
          : [el.getBoundingClientRect()],
    }));
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  // A bar pinned to the screen (sticky or fixed) has the page scroll beneath it on purpose: only
  // controls pinned by the same bar, or both unpinned, are compared.
  const pinnedBy = (el: Element): Element | null => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === 'sticky' || position === 'fixed') return at;
    }
    return null;
  };
  const pins = new Map(inPage.map(({ el }) => [el, pinnedBy(el)]));
  inPage.forEach((a, i) => {
    for (const b of inPage.slice(i + 1)) {
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (pins.get(a.el) !== pins.get(b.el)) continue;
      if (a.boxes.some((boxA) => b.boxes.some((boxB) => overlap(boxA, boxB)))) {
        problems.push(`${describe(a.el)} and ${describe(b.el)} overlap`);
      }
    }
  });
  return problems;
}

/**
 * Resizes the window to each width in turn, runs `prepare` (waits for the screen, opens a menu or
 * a tab), saves a picture (see shots.ts) and fails naming every misfit at every width.
 */
export async function expectFitsAtEveryWidth(
  page: Page,
  screen: string,
  prepare: () => Promise<void> = async () => {},
): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await prepare();
    const problems = await page.evaluate(findMisfits, CONTROLS);
    if (problems.length > 0) found[`${width} px`] = problems;
    await saveShot(page, `${screen}-${width}`);
  }
  expect(found, `misfits on ${screen}`).toEqual({});
}
