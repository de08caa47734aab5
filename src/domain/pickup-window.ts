// The doorstep window, one source for plan cards, FAQ, terms, portal, route sheet and mails. It sits
// apart from pickup-calendar.ts because the plan catalogue quotes it and the calendar reads the
// plan catalogue: one module holding both would import itself in a circle.
export const PICKUP_WINDOW_START_HOUR = 8;
export const PICKUP_WINDOW_END_HOUR = 12;

/** "8am" / "12pm" for an hour of the day. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${suffix}`;
}

export const PICKUP_WINDOW_LABEL = `${formatHour(PICKUP_WINDOW_START_HOUR)}-${formatHour(PICKUP_WINDOW_END_HOUR)}`;
