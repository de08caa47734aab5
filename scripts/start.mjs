// `npm start`: build when the sources are newer than the build, then run the production server.
// Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['build/client/__spa-fallback.html', 'build/api/server/main.js'];
const INPUTS = ['src', 'public', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...INPUTS.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the app (sources changed since the last build); this takes a minute…');
  const started = Date.now();
  // The build's own report (every chunk, every prerendered page) is for `npm run build`; here it
  // is shown only when the build fails.
  const result = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The build failed (above).');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

await import('../build/api/server/main.js');
