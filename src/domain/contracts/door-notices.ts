import { z } from 'zod';
import {
  CreateExemptionSchema,
  DisputeDecisionSchema,
  DisputeNoticeSchema,
  ExemptionParamsSchema,
  FeeLedgerQuerySchema,
  ManagerExemptionParamsSchema,
  ManagerNoticeParamsSchema,
  NoticeDecisionSchema,
  NoticeExemptionSchema,
  NoticeLadderSchema,
  NoticeListQuerySchema,
  NoticeParamsSchema,
  NoticeReportQuerySchema,
  NoticeReportSchema,
  ResidentNoticeSchema,
  StaffNoticeSchema,
} from '../schemas/door-notices.ts';
import { ManagerCommunityParamsSchema } from '../schemas/manager-portal.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// Door notices (docs/product.md#door-notices): the resident's notices and disputes, the
// manager's approvals, ladder, exempt doors, report and fee ledger for their communities, and the
// office's for every community.

export const listMyNotices = defineContract({
  method: 'GET',
  path: '/api/notices',
  response: z.array(ResidentNoticeSchema),
  errorReplies: true,
});

export const disputeNotice = defineContract({
  method: 'POST',
  path: '/api/notices/:id/dispute',
  params: NoticeParamsSchema,
  body: DisputeNoticeSchema,
  response: ResidentNoticeSchema,
  errorReplies: true,
});

// The manager's, each under one of their communities.

export const listManagedNotices = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/notices',
  params: ManagerCommunityParamsSchema,
  query: NoticeListQuerySchema,
  response: z.array(StaffNoticeSchema),
  errorReplies: true,
});

export const decideManagedNotice = defineContract({
  method: 'POST',
  path: '/api/manager/communities/:communityId/notices/:id/decision',
  params: ManagerNoticeParamsSchema,
  body: NoticeDecisionSchema,
  response: StaffNoticeSchema,
  errorReplies: true,
});

export const decideManagedDispute = defineContract({
  method: 'POST',
  path: '/api/manager/communities/:communityId/notices/:id/dispute-decision',
  params: ManagerNoticeParamsSchema,
  body: DisputeDecisionSchema,
  response: StaffNoticeSchema,
  errorReplies: true,
});

export const getManagedLadder = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/notice-ladder',
  params: ManagerCommunityParamsSchema,
  response: NoticeLadderSchema,
  errorReplies: true,
});

export const saveManagedLadder = defineContract({
  method: 'PUT',
  path: '/api/manager/communities/:communityId/notice-ladder',
  params: ManagerCommunityParamsSchema,
  body: NoticeLadderSchema,
  response: NoticeLadderSchema,
  errorReplies: true,
});

export const listManagedExemptions = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/exemptions',
  params: ManagerCommunityParamsSchema,
  response: z.array(NoticeExemptionSchema),
  errorReplies: true,
});

export const createManagedExemption = defineContract({
  method: 'POST',
  path: '/api/manager/communities/:communityId/exemptions',
  params: ManagerCommunityParamsSchema,
  body: CreateExemptionSchema,
  response: z.array(NoticeExemptionSchema),
  status: 201,
  errorReplies: true,
});

export const endManagedExemption = defineContract({
  method: 'DELETE',
  path: '/api/manager/communities/:communityId/exemptions/:exemptionId',
  params: ManagerExemptionParamsSchema,
  response: z.array(NoticeExemptionSchema),
  errorReplies: true,
});

export const getManagedNoticeReport = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/notice-report',
  params: ManagerCommunityParamsSchema,
  query: NoticeReportQuerySchema,
  response: NoticeReportSchema,
  errorReplies: true,
});

export const exportManagedNoticeReport = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/notice-report.csv',
  params: ManagerCommunityParamsSchema,
  query: NoticeReportQuerySchema,
  errorReplies: true,
});

export const exportManagedFeeLedger = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/fee-ledger.csv',
  params: ManagerCommunityParamsSchema,
  query: FeeLedgerQuerySchema,
  errorReplies: true,
});

// The office's, across every community.

export const listOfficeNotices = defineContract({
  method: 'GET',
  path: '/api/admin/notices',
  query: NoticeListQuerySchema,
  response: z.array(StaffNoticeSchema),
  errorReplies: true,
});

export const decideOfficeNotice = defineContract({
  method: 'POST',
  path: '/api/admin/notices/:id/decision',
  params: NoticeParamsSchema,
  body: NoticeDecisionSchema,
  response: StaffNoticeSchema,
  errorReplies: true,
});

export const decideOfficeDispute = defineContract({
  method: 'POST',
  path: '/api/admin/notices/:id/dispute-decision',
  params: NoticeParamsSchema,
  body: DisputeDecisionSchema,
  response: StaffNoticeSchema,
  errorReplies: true,
});

export const getCommunityLadder = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/notice-ladder',
  params: CommunityIdParamsSchema,
  response: NoticeLadderSchema,
  errorReplies: true,
});

export const saveCommunityLadder = defineContract({
  method: 'PUT',
  path: '/api/admin/communities/:id/notice-ladder',
  params: CommunityIdParamsSchema,
  body: NoticeLadderSchema,
  response: NoticeLadderSchema,
  errorReplies: true,
});

export const listCommunityExemptions = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/exemptions',
  params: CommunityIdParamsSchema,
  response: z.array(NoticeExemptionSchema),
  errorReplies: true,
});

export const createOfficeExemption = defineContract({
  method: 'POST',
  path: '/api/admin/notice-exemptions',
  body: CreateExemptionSchema,
  response: NoticeExemptionSchema,
  status: 201,
  errorReplies: true,
});

export const endOfficeExemption = defineContract({
  method: 'DELETE',
  path: '/api/admin/notice-exemptions/:exemptionId',
  params: ExemptionParamsSchema,
  status: 200,
  response: z.object({ ended: z.literal(true) }),
  errorReplies: true,
});

export const getOfficeNoticeReport = defineContract({
  method: 'GET',
  path: '/api/admin/notice-report',
  query: NoticeReportQuerySchema,
  response: NoticeReportSchema,
  errorReplies: true,
});

export const exportOfficeNoticeReport = defineContract({
  method: 'GET',
  path: '/api/admin/notice-report.csv',
  query: NoticeReportQuerySchema,
  errorReplies: true,
});

export const exportCommunityFeeLedger = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/fee-ledger.csv',
  params: CommunityIdParamsSchema,
  query: FeeLedgerQuerySchema,
  errorReplies: true,
});
