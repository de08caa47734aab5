import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openTodayEvents } from '../../../../domain/contracts/today';
import { TODAY_CHANGED_EVENT } from '../../../../domain/schemas/today';
import { TODAY_BOARD_PATH } from './get-today-board';

/**
 * Keeps the board live (docs/decisions/035-today-board-live.md): the server's event stream says
 * when a pickup of today changed, and the board reads again. Returns whether the stream is open;
 * the browser opens a dropped stream again by itself.
 */
export function useTodayEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(openTodayEvents.path, { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [TODAY_BOARD_PATH] });
    source.addEventListener(TODAY_CHANGED_EVENT, refresh);
    // Anything said while the stream was down is lost: a reopened stream reads the board again.
    source.addEventListener('open', () => {
      setLive(true);
      refresh();
    });
    source.addEventListener('error', () => setLive(false));
    return () => source.close();
  }, [queryClient]);
  return live;
}
