/** "Nov 22, 2026" for an instant, in the viewer's zone. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mon, Nov 23, 2026" for a YYYY-MM-DD service date, whatever the viewer's zone. */
export const formatServiceDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
