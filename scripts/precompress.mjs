// Writes .br and .gz beside every text asset of the client build, so the server sends compressed
// files without spending CPU per request (@fastify/static `preCompressed`). Run by `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = process.argv[2] ?? 'build/client';
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|txt|ico|webmanifest)$/;
// Below this, the headers of a compressed reply cost more than they save.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(ROOT)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${ROOT}`);
