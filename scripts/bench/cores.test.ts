import { describe, expect, test } from 'vitest';
import { nodeOn, parseCoreList } from './cores.ts';

describe('the cores bench:api may pin to', () => {
  test('reads single cores and ranges from taskset’s answer, in order', () => {
    expect(parseCoreList("pid 7's current affinity list: 0,1\n")).toEqual([0, 1]);
    expect(parseCoreList("pid 7's current affinity list: 2-4,7")).toEqual([2, 3, 4, 7]);
  });

  test('runs servers on the servers’ core when pinned, as plain node when not', () => {
    expect(nodeOn({ loadGenerator: 2, servers: 3 }, ['main.js'])).toEqual([
      'taskset',
      ['-c', '3', 'node', 'main.js'],
    ]);
    expect(nodeOn(null, ['main.js'])).toEqual(['node', ['main.js']]);
  });
});
