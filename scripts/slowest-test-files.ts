import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names: enough to see where the minutes go, short enough to read. */
const SHOWN = 10;

/**
 * Prints the unit run's slowest test files after the default reporter's summary, so a file that
 * grows slow is seen in every run's log (docs/decisions/057-a-fast-test-loop.md). A file's time
 * is its tests and hooks, which is what a worker spends on it beside the shared start-up.
 */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const slowest = testModules
      .map((module) => ({
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        ms: module.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(
      (f) => `${(f.ms / 1000).toFixed(1).padStart(6)} s  [${f.project}] ${f.file}`,
    );
    console.log(`\nSlowest ${slowest.length} test files:\n${lines.join('\n')}\n`);
  }
}
