// Which cores bench:api's processes run on. On a small machine the load generator and the server
// under load share the cores, and the server's garbage-collection helper threads then fight the
// load generator for its core: a server could run at twice the CPU per request for its whole life,
// at random from one start to the next (docs/decisions/003-session-cache.md). With the load
// generator on one core and the servers on another, a server's throughput is its own cost.
import { execFileSync } from 'node:child_process';

/** The cores in `taskset -cp`'s answer ("pid 7's current affinity list: 0-3,6"), in order. */
export function parseCoreList(answer: string): number[] {
  const list = answer.slice(answer.lastIndexOf(':') + 1).trim();
  return list.split(',').flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number);
    if (first === undefined || last === undefined) return [];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** The cores this process may run on; none without taskset. */
function allowedCores(): number[] {
  try {
    return parseCoreList(
      execFileSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' }),
    );
  } catch {
    return [];
  }
}

export type Cores = { loadGenerator: number; servers: number } | null;

/**
 * Pins this process, the load generator, with all its threads, to the first allowed core and
 * returns which core the servers get; null where there is no second core or no taskset.
 */
export function pinLoadGenerator(): Cores {
  const [loadGenerator, servers] = allowedCores();
  if (loadGenerator === undefined || servers === undefined) return null;
  execFileSync('taskset', ['-a', '-cp', String(loadGenerator), String(process.pid)], {
    stdio: 'ignore',
  });
  return { loadGenerator, servers };
}

/** The command that runs `node args` on the servers' core (plain node when unpinned). */
export function nodeOn(cores: Cores, args: string[]): [string, string[]] {
  return cores ? ['taskset', ['-c', String(cores.servers), 'node', ...args]] : ['node', args];
}
