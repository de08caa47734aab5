import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0 and 2.1, levels A and AA: the bar every page meets
 * (docs/decisions/020-tests-use-real-parts.md).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of the violations
 * (rule, impact, and the offending elements). `exclude` takes selectors to leave out.
 */
export async function expectNoA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
