import { TodayBoardSchema } from '../schemas/today.ts';
import { defineContract } from './contract.ts';

// The office's Today board (docs/product.md#today-board).

export const getTodayBoard = defineContract({
  method: 'GET',
  path: '/api/admin/today',
  response: TodayBoardSchema,
  errorReplies: true,
});

/** An event stream that tells an open board when to read it again. */
export const openTodayEvents = defineContract({
  method: 'GET',
  path: '/api/admin/today/events',
  errorReplies: true,
});
