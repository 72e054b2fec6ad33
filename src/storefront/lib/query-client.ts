import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Menu, settings and texts change rarely: five minutes fresh, so seeded boot data is not refetched at once. */
export const STALE_TIME_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network failure might.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
