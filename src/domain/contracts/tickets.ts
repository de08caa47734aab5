import { z } from 'zod';
import {
  AdminTicketSchema,
  AdminTicketsQuerySchema,
  PickupParamsSchema,
  ReportProblemSchema,
  ResidentPickupsSchema,
  ResolveTicketSchema,
  TicketParamsSchema,
  TicketSchema,
} from '../schemas/tickets.ts';
import { defineContract } from './contract.ts';

export const listPickups = defineContract({
  method: 'GET',
  path: '/api/pickups',
  response: ResidentPickupsSchema,
  errorReplies: true,
});

export const reportProblem = defineContract({
  method: 'POST',
  path: '/api/pickups/:id/tickets',
  params: PickupParamsSchema,
  body: ReportProblemSchema,
  response: TicketSchema,
  status: 201,
  errorReplies: true,
});

export const listTickets = defineContract({
  method: 'GET',
  path: '/api/admin/tickets',
  query: AdminTicketsQuerySchema,
  response: z.array(AdminTicketSchema),
  errorReplies: true,
});

export const resolveTicket = defineContract({
  method: 'POST',
  path: '/api/admin/tickets/:id/resolution',
  params: TicketParamsSchema,
  body: ResolveTicketSchema,
  response: AdminTicketSchema,
  errorReplies: true,
});
