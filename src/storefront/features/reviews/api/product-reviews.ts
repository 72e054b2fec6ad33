/** A product's reviews (schemas/feature-endpoints.ts), paged; apart from rating an order, so the product page loads no mutation. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { productReviewsEndpoint } from '#schemas/feature-endpoints';
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
