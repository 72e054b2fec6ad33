/** Product reviews (schemas/feature-endpoints.ts): a product's, paged, and rating an own received order's lines. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderReviewsEndpoint, productReviewsEndpoint, reviewOrderEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { reviewsKeys } from './query-keys.ts';

/** A product's grade, count and reviews, newest first, a page at a time. */
export function useProductReviews(productId: number) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: reviewsKeys.product(productId),
    queryFn: ({ signal, pageParam }) => api.call(productReviewsEndpoint, { params: { id: productId }, query: { page: String(pageParam) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.content.length, 0);
      return last.content.length > 0 && loaded < last.totalElements ? pages.length : undefined;
    },
  });
}

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
