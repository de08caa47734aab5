import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * With SHOTS_DIR set, saves a full-page screenshot named after the screen and the project
 * (desktop, phone), for looking at every screen after a change; without it, does nothing.
 */
export async function saveShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  // From the top, or the sticky header is drawn over the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}-${project}.png`), fullPage: true });
}
