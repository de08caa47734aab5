import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** How many tests the summary names: enough to see where the minutes go, short enough to read. */
const SHOWN = 10;

type Timing = { file: string; title: string; project: string; ms: number };

/**
 * Prints the slowest tests after the run, beside the list reporter, so a journey that grows slow
 * is seen in every run's log before the suite outgrows its time budget
 * (docs/decisions/057-a-fast-test-loop.md).
 */
export default class SlowestReporter implements Reporter {
  private rootDir = process.cwd();
  private readonly timings: Timing[] = [];

  onBegin(config: FullConfig, _suite: Suite): void {
    // Paths as the command line takes them: from the folder of playwright.config.ts.
    this.rootDir = config.configFile ? dirname(config.configFile) : config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project = '', , ...titles] = test.titlePath();
    this.timings.push({
      file: `${relative(this.rootDir, test.location.file)}:${test.location.line}`,
      title: titles.join(' › '),
      project,
      ms: result.duration,
    });
  }

  onEnd(): void {
    if (this.timings.length === 0) return;
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const lines = slowest.map(
      (t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  [${t.project}] ${t.file}  ${t.title}`,
    );
    console.log(`\nSlowest ${slowest.length} tests:\n${lines.join('\n')}\n`);
  }
}
