import type { PolicyType } from '#schemas/common';

/** The policies feature's query keys: one policy text by its type. */
export const policiesKeys = {
  type: (type: PolicyType) => ['policies', type] as const,
};
