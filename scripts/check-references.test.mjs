import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  anchorsOf,
  brokenDocLinks,
  checkRepository,
  outsideCitations,
  slugify,
} from './check-references.mjs';

// The forbidden citations are assembled from parts, so this file passes the check it tests.
const DESIGN_DOC = ['DESIGN', 'md'].join('.');
const STYLE_DOC = ['STYLE', 'md'].join('.');
const SECTION = '§';
const SPEC = ['sp', 'ec'].join('');

/** The lines with at least one problem (a line can break several rules). */
const flagged = (text) => [...new Set(outsideCitations(text).map((p) => p.line))];

describe('outside citations', () => {
  test.each([
    `// ${DESIGN_DOC} decision 3: login by email`,
    `/** Fakes speak the protocol (${STYLE_DOC}). */`,
    `// read ../${'shared'}/notes first`,
    `/** The toasts of ${SPEC} ${SECTION}8. */`,
    `// Numbers from ${SECTION}9.`,
    `// Per the ${SPEC}, pauses are immediate.`,
    `// The ${SPEC}'s array responses.`,
    `test('shows the ${SPEC} messages', () => {});`,
    `// See decision 11 for paging.`,
    `// Decisions 1 and 2 agree.`,
    `// Load-test data (issue #6).`,
  ])('flags %s', (line) => {
    expect(flagged(line)).toEqual([1]);
  });

  test.each([
    `import { test } from './support/fixtures'; // auth.${SPEC}.ts`,
    `testMatch: '*.${SPEC}.ts',`,
    `// docs/decisions/011-account-before-payment.md: the account exists first.`,
    `// The ${SPEC}s of every plan card.`,
    `'Texas law (Tex. Bus. & Com. Code ${SECTION} 521.053)'`,
    `// A ${SPEC}-compliant CSV file.`,
  ])('lets %s pass', (line) => {
    expect(flagged(line)).toEqual([]);
  });

  test('reports the line of each problem', () => {
    expect(flagged(`ok\n// see decision 5\nok\n// ${DESIGN_DOC}`)).toEqual([2, 4]);
  });
});

describe('anchors', () => {
  test('follow the headings the way GitHub renders them', () => {
    expect(slugify('Customer-facing messages')).toBe('customer-facing-messages');
    expect(slugify('Plans & prices (monthly)')).toBe('plans--prices-monthly');
    const anchors = anchorsOf('# Title\n\n## States\n\n```\n## not a heading\n```\n### States\n');
    expect([...anchors]).toEqual(['title', 'states', 'states-1']);
  });
});

describe('cited docs', () => {
  const files = {
    'docs/product.md': '# Product\n\n## Subscription states\n',
    'docs/decisions/001-x.md': '# 001\n',
  };
  const deps = { exists: (f) => f in files, read: (f) => files[f] };
  const broken = (file, text) => brokenDocLinks(file, text, deps).map((p) => p.message);

  test('a docs path or section that exists passes', () => {
    expect(
      broken('src/a.ts', '// docs/product.md#subscription-states, docs/decisions/001-x.md'),
    ).toEqual([]);
  });

  test('a missing file or section is named', () => {
    expect(broken('src/a.ts', '// docs/decisions/002-gone.md')).toEqual([
      'cites docs/decisions/002-gone.md, which does not exist',
    ]);
    expect(broken('src/a.ts', '// docs/product.md#pickup-states.')).toEqual([
      'cites docs/product.md#pickup-states, a section that does not exist',
    ]);
  });

  test("a Markdown document's relative links are read from its folder", () => {
    expect(
      broken('docs/decisions/001-x.md', '[product](../product.md#subscription-states)'),
    ).toEqual([]);
    expect(broken('docs/product.md', '[see](decisions/003-gone.md) [up](#nowhere)')).toEqual([
      'cites docs/decisions/003-gone.md, which does not exist',
      'cites docs/product.md#nowhere, a section that does not exist',
    ]);
  });
});

describe('the whole check', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('lists file:line for every problem under the scanned folders', () => {
    root = mkdtempSync(path.join(tmpdir(), 'check-references-'));
    mkdirSync(path.join(root, 'src'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/product.md'), '# Product\n');
    writeFileSync(path.join(root, 'src/a.ts'), `// fine\n// ${DESIGN_DOC}\n// docs/gone.md\n`);
    writeFileSync(path.join(root, 'README.md'), 'See docs/product.md.\n');
    expect(checkRepository(root)).toEqual([
      `src/a.ts:2: "${DESIGN_DOC}" cites a design or style document outside the repo`,
      'src/a.ts:3: cites docs/gone.md, which does not exist',
    ]);
  });
});
