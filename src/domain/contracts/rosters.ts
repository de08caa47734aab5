import {
  RosterApplyReplySchema,
  RosterColumnsReplySchema,
  RosterDiffSchema,
  RosterFileSchema,
  RosterImportsSchema,
  RosterSchema,
  RosterUploadSchema,
} from '../schemas/rosters.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// A property-paid community's rent-roll roster (docs/product.md#rent-roll-rosters), for the
// office. Every call sits under one base, so the roster screens can call the manager's copies
// under theirs (ROSTER_CALLS names each call's path after the base).

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
