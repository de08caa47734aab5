// Draws the social share card (public/og-image.jpg, 1200x630) offline: an HTML card with the
// hero illustration, rendered by Debian's Chromium. Rerun after changing the brand or tagline:
//   npx tsx scripts/og-image.ts
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PLAN_LIST } from '../src/domain/plans.ts';
import { PICKUP_WINDOW_LABEL } from '../src/domain/pickup-window.ts';
import { SERVICE_CITIES } from '../src/domain/content/service-areas.ts';
import { BUSINESS, THEME_COLOR } from '../src/domain/site.ts';

const root = join(import.meta.dirname, '..');
const illustration = await readFile(join(root, 'public/illustrations/doorstep-pickup.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: 'DejaVu Sans', Arial, sans-serif;
    background: linear-gradient(135deg, #e6f4ee, #ffffff 60%); display: flex; align-items: center; }
  .text { flex: 1; padding: 0 0 0 72px; color: #1f2933; }
  .brand { display: inline-block; background: ${THEME_COLOR}; color: #fff; font-weight: 700;
    font-size: 28px; padding: 10px 20px; border-radius: 12px; }
  h1 { font-size: 54px; line-height: 1.1; margin: 28px 0 20px; }
  p { font-size: 25px; color: #52606d; margin: 0 0 14px; }
  .art { width: 520px; margin-right: 48px; }
  .art svg { width: 100%; height: auto; }
</style></head><body>
  <div class="text">
    <span class="brand">${BUSINESS.name}</span>
    <h1>Doorstep trash pickup for apartment residents</h1>
    <p>${SERVICE_CITIES.join(' · ')}, TX</p>
    <p>Plans from $${PLAN_LIST[0]!.price}/month · Pickups ${PICKUP_WINDOW_LABEL}</p>
  </div>
  <div class="art">${illustration}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({
    path: join(root, 'public/og-image.jpg'),
    type: 'jpeg',
    quality: 85,
  });
} finally {
  await browser.close();
}
console.log('wrote public/og-image.jpg');
