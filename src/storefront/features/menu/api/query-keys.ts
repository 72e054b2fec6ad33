import type { OverallsType } from './get-overalls.ts';

/** The menu feature's query keys: the overall menu of a channel, and the product grades. */
export const menuKeys = {
  overalls: (type: OverallsType) => ['overalls', type] as const,
  grades: ['grades'] as const,
};
