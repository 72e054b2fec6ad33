/**
 * Who may do what in the merchant studio (docs/decisions/020-studio.md). The server checks every
 * studio endpoint against this table; the studio reads it to show only what a member may use.
 *
 * - OWNER: everything, staff included.
 * - MANAGER: the storefront's settings, the catalogue's presentation and images, the stop-list.
 * - OPERATOR: the orders board and the stop-list.
 */
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'OPERATOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STUDIO_ACTIONS = ['settings', 'catalog', 'images', 'stopList', 'orders', 'staff', 'brand', 'log'] as const;
export type StudioAction = (typeof STUDIO_ACTIONS)[number];

const RIGHTS: Readonly<Record<StaffRole, readonly StudioAction[]>> = {
  OWNER: STUDIO_ACTIONS,
  MANAGER: ['settings', 'catalog', 'images', 'stopList'],
  OPERATOR: ['orders', 'stopList'],
};

export const mayDo = (role: StaffRole, action: StudioAction): boolean => RIGHTS[role].includes(action);

/**
 * The top-level fields whose values differ between two settings objects, sorted: a version's list
 * of changes. Values compare by their JSON, so key order inside a value does not count.
 */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const canonical = (v: unknown): string =>
    JSON.stringify(v, (_, x: unknown) =>
      x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
        : x,
    ) ?? 'undefined';
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => canonical(before[key]) !== canonical(after[key])).sort();
}
