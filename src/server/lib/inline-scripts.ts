import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) never run, so the policy need not name them.
const DATA_TYPE = /\btype=["']?application\/(ld\+)?json/i;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

/** The CSP source for one inline script's exact text. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The inline scripts of an HTML document that would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc=/i.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.length > 0);
}

/**
 * A hash source for every inline script of the built pages (the signed-in hint, React Router's
 * bootstrap), read from the HTML the server is about to serve, so the policy allows exactly
 * those scripts and cannot drift from the build.
 */
export function inlineScriptHashes(clientDir: string | null): string[] {
  if (!clientDir || !existsSync(clientDir)) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
      hashes.add(scriptHashSource(script));
    }
  }
  return [...hashes].sort();
}
