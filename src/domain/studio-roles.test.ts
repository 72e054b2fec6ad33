import { describe, expect, it } from 'vitest';
import { changedFields, leavesNoOwner, mayDo, STUDIO_ACTIONS } from './studio-roles.ts';

describe('studio roles', () => {
  it('an owner does everything; a manager the storefront; an operator the day', () => {
    expect(STUDIO_ACTIONS.filter((a) => mayDo('OWNER', a))).toEqual([...STUDIO_ACTIONS]);
    expect(STUDIO_ACTIONS.filter((a) => mayDo('MANAGER', a))).toEqual(['settings', 'catalog', 'images', 'stopList']);
    expect(STUDIO_ACTIONS.filter((a) => mayDo('OPERATOR', a))).toEqual(['stopList', 'orders']);
  });

  it('the changed fields of a publish: added, removed and changed keys, nested values by content', () => {
    expect(changedFields({ a: 1, b: { x: 1, y: 2 }, c: true }, { a: 1, b: { y: 2, x: 1 }, d: 'new' })).toEqual(['c', 'd']);
    expect(changedFields({ mainColor: '#111111' }, { mainColor: '#222222' })).toEqual(['mainColor']);
    expect(changedFields({}, {})).toEqual([]);
  });

  it('a brand that has an owner keeps one: the last owner is neither removed nor given another role', () => {
    const owner = { id: 'o', phone: '998901110001', role: 'OWNER' } as const;
    const manager = { id: 'm', phone: '998901110002', role: 'MANAGER' } as const;
    expect(leavesNoOwner([owner, manager], { removeId: 'o' })).toBe(true);
    expect(leavesNoOwner([owner, manager], { phone: owner.phone, role: 'OPERATOR' })).toBe(true);
    expect(leavesNoOwner([owner, manager], { phone: owner.phone, role: 'OWNER' })).toBe(false);
    expect(leavesNoOwner([owner, manager], { removeId: 'm' })).toBe(false);
    expect(leavesNoOwner([owner, manager], { phone: manager.phone, role: 'OPERATOR' })).toBe(false);
    // Another owner first: either may go.
    const second = { id: 's', phone: '998901110009', role: 'OWNER' } as const;
    expect(leavesNoOwner([owner, second], { phone: owner.phone, role: 'OPERATOR' })).toBe(false);
    expect(leavesNoOwner([owner, second], { removeId: 's' })).toBe(false);
    // A brand with no owner yet (a preset with no staff) takes members of any role.
    expect(leavesNoOwner([], { phone: manager.phone, role: 'MANAGER' })).toBe(false);
    expect(leavesNoOwner([manager], { removeId: 'm' })).toBe(false);
  });
});
