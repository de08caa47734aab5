import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/decisions/048-islands-ask-before-react-arrives.md: a date formatter is made once, when a
// date is first shown, not as a module loads nor once per date.
describe('date formatters', () => {
  const RealFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = RealFormat;
    vi.resetModules();
  });

  async function countingFormatters() {
    let made = 0;
    const Counting = function (...args: ConstructorParameters<typeof RealFormat>) {
      made++;
      return new RealFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Counting;
    vi.resetModules();
    const calendar = await import('./pickup-calendar.ts');
    const tickets = await import('./ticket-text.ts');
    return { calendar, tickets, made: () => made };
  }

  it('the portal’s dates load no formatter, and many dates share one each', async () => {
    const { calendar, tickets, made } = await countingFormatters();
    expect(made()).toBe(0);
    const days = Array.from({ length: 30 }, (_, i) => calendar.addDays('2026-12-01', i));
    const shown = days.map(calendar.formatServiceDate);
    days.forEach((day) => tickets.formatServiceDateTime(`${day}T15:51:00Z`));
    days.forEach((day) => calendar.serviceClock(new Date(`${day}T15:51:00Z`)));
    // One for the dates, one each for the day and the time of a record, one for the clock.
    expect(made()).toBe(4);
    expect(shown[0]).toBe('Tuesday, December 1');
    expect(tickets.formatServiceDateTime('2026-11-24T01:51:00Z')).toBe('Nov 23, 7:51pm');
  });
});
