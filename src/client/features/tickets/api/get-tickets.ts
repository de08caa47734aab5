import { useQuery } from '@tanstack/react-query';
import { listTickets } from '../../../../domain/contracts/tickets';
import type { TicketStatus } from '../../../../domain/schemas/tickets';
import { callApi } from '../../../lib/api-client';

export const ticketsQueryKey = (status: TicketStatus) => ['/api/admin/tickets', status] as const;

export const getTickets = (status: TicketStatus) => callApi(listTickets, { query: { status } });

export function useTickets(status: TicketStatus) {
  return useQuery({ queryKey: ticketsQueryKey(status), queryFn: () => getTickets(status) });
}
