/** The maps feature's query keys: the merchant a Yandex map takes its API key from. */
export const mapsKeys = {
  merchant: (sub: string | null) => ['merchant', sub] as const,
};
