/** The promos feature's query keys: the promos open to the signed-in shopper now. */
export const promosKeys = {
  open: ['open-promos'] as const,
};
