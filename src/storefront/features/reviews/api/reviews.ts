/** Rating an own received order's lines (schemas/feature-endpoints.ts), and the lines rated already. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderReviewsEndpoint, reviewOrderEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { reviewsKeys } from './query-keys.ts';

/** The positions of an own order's lines reviewed already. */
export function useOrderReviews(orderId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: reviewsKeys.order(orderId),
    queryFn: ({ signal }) => api.call(orderReviewsEndpoint, { params: { id: orderId }, signal }),
    enabled,
  });
}

export interface LineReview {
  readonly position: number;
  readonly grade: number;
  readonly text: string | null;
}

/** Rates lines of an own received order (once each); the order's reviewed lines and the products' reviews are asked again. */
export function useReviewOrder(orderId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lines: readonly LineReview[]) => api.call(reviewOrderEndpoint, { params: { id: orderId }, body: { lines: [...lines] } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: reviewsKeys.order(orderId) });
      await client.invalidateQueries({ queryKey: reviewsKeys.products() });
    },
  });
}
