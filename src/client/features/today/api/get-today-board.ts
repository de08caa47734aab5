import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/today';
import { callApi } from '../../../lib/api-client';

export const TODAY_BOARD_PATH = contracts.getTodayBoard.path;

/**
 * A board also changes with the clock alone (the window's end, midnight), which no event
 * announces: it reads again this often whatever the events say.
 */
const CLOCK_REFRESH_MS = 60_000;

export const getTodayBoard = () => callApi(contracts.getTodayBoard);

export function useTodayBoard() {
  return useQuery({
    queryKey: [TODAY_BOARD_PATH],
    queryFn: getTodayBoard,
    refetchInterval: CLOCK_REFRESH_MS,
  });
}
