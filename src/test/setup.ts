import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// An unexpected console.error fails the test (the epic-stack habit): errors that only scroll past
// in the output are errors nobody reads. A test that expects one silences it with
// `vi.mocked(console.error).mockImplementation(() => {})`.
let consoleError: MockInstance<typeof console.error>;
let unexpected: unknown[][] = [];

beforeEach(() => {
  const original = console.error;
  unexpected = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
    throw new Error('console.error was called; silence it in the test if this is expected');
  });
});

// The throw above can be swallowed by the caller's try/catch, so the count is checked again here.
afterEach(() => {
  consoleError.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called ${unexpected.length} time(s) during the test`);
  }
});
