// The limit every open form shares (docs/decisions/016-rate-limits.md), before the server's
// RATE_LIMIT_MULTIPLIER: the server counts by it, and a page words its refusal in the reader's
// language ahead of time.

/** Requests one address may make to an open form within the window. */
export const PER_IP_LIMIT = { max: 30, windowMinutes: 10 } as const;
