import { QueryClient } from '@tanstack/react-query';

/** No retries, no refetch on focus, no polling, data never goes stale by itself. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
