/**
 * The nearest branch of a visit (SPEC point 4, menu assembly): the branch the visitor chose
 * before, while it is still open for business; else the closest to where they are, when they
 * allow their position to be read; else the brand's main branch (its first active one when it
 * marks none).
 */
import type { Branch } from '#schemas/entities';
import { closestBranch, type Point } from './geo.ts';

export type NearestBranchSource = 'saved' | 'located' | 'main';

export interface NearestBranchChoice {
  readonly branchId: string;
  readonly source: NearestBranchSource;
}

const activeOf = (branches: readonly Branch[]) => branches.filter((b) => b.isActive && !b.deleted);

export function chooseNearestBranch(input: {
  readonly branches: readonly Branch[];
  readonly saved?: string | null;
  readonly position?: Point | null;
}): NearestBranchChoice | null {
  const active = activeOf(input.branches);
  if (input.saved && active.some((b) => b.id === input.saved)) return { branchId: input.saved, source: 'saved' };
  if (input.position) {
    const closest = closestBranch(active, input.position);
    if (closest) return { branchId: closest.id, source: 'located' };
  }
  const main = active.find((b) => b.isMain) ?? active[0];
  return main ? { branchId: main.id, source: 'main' } : null;
}

/** Whether asking for the visitor's position can change the choice: only with two active branches or more. */
export const locationMatters = (branches: readonly Branch[]) => activeOf(branches).length > 1;
