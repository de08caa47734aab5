import { z } from 'zod';
import {
  AdminScheduleSchema,
  AdminSchedulesQuerySchema,
  AdminSubscriptionSchema,
  AdminSubscriptionsQuerySchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  CancellationReportSchema,
  RouteSheetQuerySchema,
  RouteSheetSchema,
  ScheduleIdParamsSchema,
  ScheduleServiceSchema,
  UpdateScheduleSchema,
} from '../schemas/admin.ts';
import { defineContract } from './contract.ts';

// The office's lists answer a page of rows with the total in headers
// (docs/decisions/007-admin-lists-at-scale.md); each CSV export takes its list's query.

export const listUsers = defineContract({
  method: 'GET',
  path: '/api/admin/users',
  query: AdminUsersQuerySchema,
  response: z.array(AdminUserSchema),
  errorReplies: true,
});

export const listAdminSubscriptions = defineContract({
  method: 'GET',
  path: '/api/admin/subscriptions',
  query: AdminSubscriptionsQuerySchema,
  response: z.array(AdminSubscriptionSchema),
  errorReplies: true,
});

export const listSchedules = defineContract({
  method: 'GET',
  path: '/api/admin/service-schedules',
  query: AdminSchedulesQuerySchema,
  response: z.array(AdminScheduleSchema),
  errorReplies: true,
});

/** A service record: a pickup that happened. */
export const listServiceRecords = defineContract({
  method: 'GET',
  path: '/api/admin/service-records',
  query: AdminSchedulesQuerySchema,
  response: z.array(AdminScheduleSchema),
  errorReplies: true,
});

export const exportUsers = defineContract({
  method: 'GET',
  path: '/api/admin/users.csv',
  query: AdminUsersQuerySchema,
  errorReplies: true,
});

export const exportSubscriptions = defineContract({
  method: 'GET',
  path: '/api/admin/subscriptions.csv',
  query: AdminSubscriptionsQuerySchema,
  errorReplies: true,
});

export const exportSchedules = defineContract({
  method: 'GET',
  path: '/api/admin/service-schedules.csv',
  query: AdminSchedulesQuerySchema,
  errorReplies: true,
});

export const scheduleService = defineContract({
  method: 'POST',
  path: '/api/admin/service-schedules',
  body: ScheduleServiceSchema,
  response: AdminScheduleSchema,
  status: 201,
  errorReplies: true,
});

export const setScheduleStatus = defineContract({
  method: 'PATCH',
  path: '/api/admin/service-schedules/:id',
  params: ScheduleIdParamsSchema,
  body: UpdateScheduleSchema,
  response: AdminScheduleSchema,
  errorReplies: true,
});

export const getCancellations = defineContract({
  method: 'GET',
  path: '/api/admin/cancellations',
  response: CancellationReportSchema,
  errorReplies: true,
});

export const getRouteSheet = defineContract({
  method: 'GET',
  path: '/api/admin/route-sheet',
  query: RouteSheetQuerySchema,
  response: RouteSheetSchema,
  errorReplies: true,
});
