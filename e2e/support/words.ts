import { expect, type Page } from '@playwright/test';

/**
 * Every "#<digits>" on screen that is not a gate code nor a number the office shows its staff on
 * purpose: a database number shown to people ("Subscription #8"). Gate codes are what customers
 * type ("#4521") and show beside their label; the office's own record numbers are marked
 * (`RecordNumber`, src/client/features/admin/components/record-number.tsx). Runs in the page.
 */
function findRecordNumbers(): string[] {
  const found: string[] = [];
  const isGateCode = (el: Element): boolean => {
    const cell = el.closest('td');
    if (cell) {
      const header = cell.closest('table')?.querySelectorAll('thead th')[cell.cellIndex];
      if (header && /gate code/i.test(header.textContent ?? '')) return true;
    }
    // The label sits beside the value: in the same short line, or its <dt> in the same group.
    for (let up: Element | null = el, i = 0; up && i < 3; up = up.parentElement, i++) {
      const text = up.textContent ?? '';
      if (text.length < 80 && /gate code/i.test(text)) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const numbers = (node.textContent ?? '').match(/#\d+/g);
    const el = node.parentElement;
    if (!numbers || !el || !el.checkVisibility({ visibilityProperty: true })) continue;
    if (isGateCode(el) || el.closest('[data-record-number]')) continue;
    found.push(`${numbers.join(', ')} in "${(el.textContent ?? '').trim().slice(0, 80)}"`);
  }
  return found;
}

/** Fails naming every database number ("#12") the screen shows outside a gate code. */
export async function expectNoRecordNumbers(page: Page): Promise<void> {
  expect(await page.evaluate(findRecordNumbers), `record numbers on ${page.url()}`).toEqual([]);
}
