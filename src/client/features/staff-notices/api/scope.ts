// Whose notices a screen shows: one community's, to its manager, or every community's, to the
// office (docs/product.md#notices-for-managers-and-the-office). The same screens call
// either set of contracts.

export type NoticeScope = { by: 'manager'; communityId: number } | { by: 'office' };

/** A community's ladder, exempt doors and ledger, as its manager or the office reaches them. */
export type CommunityScope = { by: 'manager' | 'office'; communityId: number };

/** What every query of a scope's notices starts its key with, so one decision refreshes all. */
export const scopeKey = (scope: NoticeScope) =>
  ['staff-notices', scope.by === 'manager' ? scope.communityId : 'office'] as const;

export const managerParams = (communityId: number) => ({
  communityId: String(communityId),
});
