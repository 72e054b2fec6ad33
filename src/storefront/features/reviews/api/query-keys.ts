/** The reviews feature's query keys: a product's reviews (paged), and the lines of an own order reviewed already. */
export const reviewsKeys = {
  /** Every product's reviews: what a new review may change. */
  products: () => ['product-reviews'] as const,
  product: (productId: number) => ['product-reviews', productId] as const,
  order: (orderId: string) => ['order-reviews', orderId] as const,
};
