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

/** A change to a brand's staff: the role of the member with a phone set (added when new), or a member removed. */
export type StaffChange = { readonly phone: string; readonly role: StaffRole } | { readonly removeId: string };

/**
 * Whether a change would leave a brand that has an owner with none: its last owner removed or
 * given another role. Only staff:add on the server could give it one back, so every way of
 * changing staff (the studio, the preset loader, staff:add) refuses such a change. A brand with
 * no owner yet loses nothing and takes members of any role.
 */
export function leavesNoOwner(staff: readonly { readonly id: string; readonly phone: string; readonly role: StaffRole }[], change: StaffChange): boolean {
  if (!staff.some((s) => s.role === 'OWNER')) return false;
  const after =
    'removeId' in change
      ? staff.filter((s) => s.id !== change.removeId)
      : [...staff.filter((s) => s.phone !== change.phone), { id: '', phone: change.phone, role: change.role }];
  return !after.some((s) => s.role === 'OWNER');
}

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
