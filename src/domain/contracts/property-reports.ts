import { z } from 'zod';
import {
  ManagerNightReportParamsSchema,
  NightParamsSchema,
  NightReportSchema,
  NightReportSummarySchema,
} from '../schemas/night-reports.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// The office's nightly reports of a property-paid community (docs/product.md#nightly-reports).

export const listNightReports = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/nights',
  params: CommunityIdParamsSchema,
  response: z.array(NightReportSummarySchema),
  errorReplies: true,
});

export const getNightReport = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/nights/:date',
  params: NightParamsSchema,
  response: NightReportSchema,
  errorReplies: true,
});

/** The night's report as a PDF, which no JSON schema describes. */
export const getNightReportPdf = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/nights/:date/pdf',
  params: NightParamsSchema,
});

/** The same night's PDF for the community's manager (docs/product.md#property-managers). */
export const getManagedNightReportPdf = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/nights/:date/pdf',
  params: ManagerNightReportParamsSchema,
});
