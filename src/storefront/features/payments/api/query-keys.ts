/** The payments feature's query keys: the merchant's payment settings. */
export const paymentsKeys = {
  settings: ['payment-settings'] as const,
};
