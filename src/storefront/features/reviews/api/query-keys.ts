/** The reviews feature's query keys: a product's reviews (paged), and the lines of an own order reviewed already. */
export const reviewsKeys = {
  product: (productId: number) => ['product-reviews', productId] as const,
  order: (orderId: string) => ['order-reviews', orderId] as const,
};
