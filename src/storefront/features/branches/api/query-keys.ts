/** The branches feature's query keys: the merchant's branches, and its cities. */
export const branchesKeys = {
  all: ['branches'] as const,
  cities: (merchantId: string) => ['cities', merchantId] as const,
};
