/** The brands feature's query keys: the brand's catalog (the group's brands). */
export const brandsKeys = {
  catalog: ['brand-catalog'] as const,
};
