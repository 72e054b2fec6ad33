import { describe, expect, it } from 'vitest';
import { changedFields, mayDo, STUDIO_ACTIONS } from './studio-roles.ts';

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
});
