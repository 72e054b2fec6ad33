/** The payments feature's query keys: the merchant's payment settings, the shopper's saved cards and where a new card goes. */
export const paymentsKeys = {
  settings: ['payment-settings'] as const,
  cards: ['cards'] as const,
  cardForm: ['card-form'] as const,
};
