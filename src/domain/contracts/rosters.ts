import {
  RosterApplyReplySchema,
  RosterColumnsReplySchema,
  RosterDiffSchema,
  RosterFileSchema,
  RosterImportsSchema,
  RosterSchema,
  RosterUploadSchema,
} from '../schemas/rosters.ts';
import { ManagerCommunityParamsSchema } from '../schemas/manager-portal.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// A property-paid community's rent-roll roster (docs/product.md#rent-roll-rosters), for the
// office and for the community's property manager: the same calls under two bases, so the roster
// screens call either (ROSTER_CALLS names each call's path after the base).

/** Each call's path after its base, which is the community's roster. */
export const ROSTER_CALLS = {
  columns: '/columns',
  preview: '/preview',
  apply: '/apply',
  roster: '',
  imports: '/imports',
} as const;

const BASE = '/api/admin/communities/:id/roster';

/** The file's headers and the column map to offer for them; nothing is stored. */
export const readRosterColumns = defineContract({
  method: 'POST',
  path: `${BASE}${ROSTER_CALLS.columns}`,
  params: CommunityIdParamsSchema,
  body: RosterFileSchema,
  response: RosterColumnsReplySchema,
  errorReplies: true,
});

/** What applying the file would change; nothing is stored. */
export const previewRoster = defineContract({
  method: 'POST',
  path: `${BASE}${ROSTER_CALLS.preview}`,
  params: CommunityIdParamsSchema,
  body: RosterUploadSchema,
  response: RosterDiffSchema,
  errorReplies: true,
});

/** Applies the file in one transaction and remembers its column map. */
export const applyRoster = defineContract({
  method: 'POST',
  path: `${BASE}${ROSTER_CALLS.apply}`,
  params: CommunityIdParamsSchema,
  body: RosterUploadSchema,
  response: RosterApplyReplySchema,
  status: 201,
  errorReplies: true,
});

export const getRoster = defineContract({
  method: 'GET',
  path: `${BASE}${ROSTER_CALLS.roster}`,
  params: CommunityIdParamsSchema,
  response: RosterSchema,
  errorReplies: true,
});

export const listRosterImports = defineContract({
  method: 'GET',
  path: `${BASE}${ROSTER_CALLS.imports}`,
  params: CommunityIdParamsSchema,
  response: RosterImportsSchema,
  errorReplies: true,
});

const MANAGER_BASE = '/api/manager/communities/:communityId/roster';

/** The property manager's copies, for the communities the office gave them. */
export const readManagedRosterColumns = defineContract({
  ...readRosterColumns,
  path: `${MANAGER_BASE}${ROSTER_CALLS.columns}`,
  params: ManagerCommunityParamsSchema,
});

export const previewManagedRoster = defineContract({
  ...previewRoster,
  path: `${MANAGER_BASE}${ROSTER_CALLS.preview}`,
  params: ManagerCommunityParamsSchema,
});

export const applyManagedRoster = defineContract({
  ...applyRoster,
  path: `${MANAGER_BASE}${ROSTER_CALLS.apply}`,
  params: ManagerCommunityParamsSchema,
});

export const getManagedRoster = defineContract({
  ...getRoster,
  path: `${MANAGER_BASE}${ROSTER_CALLS.roster}`,
  params: ManagerCommunityParamsSchema,
});

export const listManagedRosterImports = defineContract({
  ...listRosterImports,
  path: `${MANAGER_BASE}${ROSTER_CALLS.imports}`,
  params: ManagerCommunityParamsSchema,
});
