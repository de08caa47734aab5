import type { Contract, ContractRoute } from '../../../../domain/contracts/contract';
import { ROSTER_CALLS } from '../../../../domain/contracts/rosters';

/**
 * A roster call under the base the screen was given: the office's community or the property
 * manager's, whose calls are the same under another base (docs/product.md#rent-roll-rosters).
 * The base names the community, so the call has no path parameter left to fill.
 */
export const rosterRoute = <C extends Contract>(
  apiBase: string,
  call: keyof typeof ROSTER_CALLS,
  contract: C,
): ContractRoute<Omit<C, 'params'>> => ({
  method: contract.method,
  path: `${apiBase}${ROSTER_CALLS[call]}`,
});

/** The cache keys of one base's reads. */
export const rosterKey = (apiBase: string) => ['roster', apiBase];
export const rosterImportsKey = (apiBase: string) => ['roster-imports', apiBase];
