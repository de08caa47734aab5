// `npm run lint` runs this: the repository must stand on its own. Code, tests, scripts and docs
// may cite only documents inside the repository (docs/product.md and docs/decisions/), and every
// docs path or section they cite must exist. Prints file:line for each problem and exits 1.
// The patterns below are spelled so that this file does not match them itself.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where citations are checked, from the repository root. */
export const SCANNED = ['src', 'e2e', 'scripts', 'docs', 'README.md'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.md', '.css', '.html']);
const SKIPPED_DIRS = new Set(['node_modules', 'migrations']);
/** This check's own tests, whose samples are the very citations it forbids. */
const SKIPPED_FILES = new Set(['scripts/check-references.test.mjs']);

/** Citations of documents a clone of the repository does not have. */
export const OUTSIDE_CITATIONS = [
  { pattern: /DESIGN\.md|STYLE\.md/i, why: 'cites a design or style document outside the repo' },
  { pattern: /shared\//i, why: 'cites a folder outside the repo' },
  { pattern: /§\d|spe[c]\s*§/i, why: 'cites a numbered section of an outside document' },
  {
    // The bare word names the product document; test file names (`x.spec.ts`) and plurals do not.
    pattern: /(?<![.\w-])spe[c](?!\.\w)(?:'s)?\b(?![-\w])/i,
    why: 'cites the product document outside the repo; cite docs/product.md or say why in words',
  },
  {
    pattern: /\bdecisions?\s+#?\d+/i,
    why: 'cites a decision by number; cite its file in the decisions folder',
  },
  { pattern: /\bissue\s*#\d+/i, why: 'cites an issue number; say what it asked in words' },
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings, numbered like GitHub's when repeated. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugify(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Lines of `text` that cite a document outside the repository. */
export function outsideCitations(text) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of OUTSIDE_CITATIONS) {
      const match = pattern.exec(line);
      if (match) problems.push({ line: index + 1, message: `"${match[0]}" ${why}` });
    }
  });
  return problems;
}

/**
 * The docs paths and Markdown links in `text` (a file at `file`, relative to the root), each
 * resolved to a root-relative path and an optional anchor. `docs/…` paths are read from the root
 * wherever they appear; a Markdown document's relative links are read from its folder.
 */
export function citedDocs(file, text) {
  const cited = [];
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w-](?:#[\w-]+)?/g)) {
      const [target, anchor] = match[0].split('#');
      cited.push({ line: index + 1, target, anchor });
    }
    if (!isMarkdown) return;
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1];
      if (/^[a-z]+:/i.test(link) || link.startsWith('/') || link.startsWith('docs/')) continue;
      const [target, anchor] = link.split('#');
      const resolved = target ? path.posix.join(path.posix.dirname(file), target) : file;
      cited.push({ line: index + 1, target: resolved, anchor });
    }
  });
  return cited;
}

/** Cited docs that do not exist, or whose cited section heading does not. */
export function brokenDocLinks(file, text, { exists, read }) {
  const problems = [];
  for (const { line, target, anchor } of citedDocs(file, text)) {
    if (!exists(target)) {
      problems.push({ line, message: `cites ${target}, which does not exist` });
    } else if (anchor && target.endsWith('.md') && !anchorsOf(read(target)).has(anchor)) {
      problems.push({ line, message: `cites ${target}#${anchor}, a section that does not exist` });
    }
  }
  return problems;
}

/** The checked files under `entry` (a file or folder relative to `root`), root-relative. */
function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return EXTENSIONS.has(path.extname(entry)) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const childPath = path.posix.join(entry, child.name);
    if (child.isDirectory()) return SKIPPED_DIRS.has(child.name) ? [] : filesUnder(root, childPath);
    return EXTENSIONS.has(path.extname(child.name)) && !SKIPPED_FILES.has(childPath)
      ? [childPath]
      : [];
  });
}

/** Every problem in the repository at `root`, as "file:line: message". */
export function checkRepository(root = process.cwd()) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const exists = (file) => existsSync(path.join(root, file));
  return SCANNED.flatMap((entry) => filesUnder(root, entry)).flatMap((file) => {
    const text = read(file);
    return [...outsideCitations(text), ...brokenDocLinks(file, text, { exists, read })].map(
      (problem) => `${file}:${problem.line}: ${problem.message}`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkRepository();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference(s) point outside the repository or nowhere.`);
    process.exit(1);
  }
}
