import { useQuery } from '@tanstack/react-query';
import type { AdminTicket, TicketStatus } from '../../../../domain/schemas/tickets';
import { apiGet } from '../../../lib/api-client';

export const ticketsQueryKey = (status: TicketStatus) => ['/api/admin/tickets', status] as const;

export const getTickets = (status: TicketStatus) =>
  apiGet<AdminTicket[]>(`/api/admin/tickets?status=${status}`);

export function useTickets(status: TicketStatus) {
  return useQuery({ queryKey: ticketsQueryKey(status), queryFn: () => getTickets(status) });
}
