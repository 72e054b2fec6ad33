import { describe, expect, it } from 'vitest';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import { addressInWords, addressToKeep, withSavedAddress } from './order-address.ts';

const request = (extra: Record<string, unknown> = {}): OrderRequest => orderRequestSchema.parse(extra);

describe("a saved address becomes the order's (the checkout's list, /choose-address)", () => {
  it('takes the address with its type and details; the request keeps its own details where the address has none', () => {
    const saved = { id: 'a1', type: 'APARTMENT' as const, latitude: 41.3, longitude: 69.2, office: '12', entrance: null, floor: '5' };
    const chosen = withSavedAddress(request({ addressType: 'HOUSE', office: '1', entrance: '3', domophone: '44' }), saved);
    expect(chosen).toMatchObject({ address: saved, addressType: 'APARTMENT', office: '12', entrance: '3', floor: '5', domophone: '44' });
  });
});

describe('an address in words', () => {
  it('its name, then its street and house; never its coordinates', () => {
    expect(addressInWords({ name: 'Uy', streetName: 'Amir Temur', houseNumber: '15' })).toBe('Uy — Amir Temur 15');
    expect(addressInWords({ name: null, streetName: 'Amir Temur', houseNumber: null })).toBe('Amir Temur');
    expect(addressInWords({ name: ' ', streetName: '', houseNumber: null })).toBe('');
    expect(addressInWords(null)).toBe('');
  });
});

describe('what checkout keeps of the address it delivered to, when the shopper agrees', () => {
  const point = { latitude: 41.31, longitude: 69.28 };
  it('a point the shopper named at checkout becomes a new saved address, with its details', () => {
    const r = request({ address: { id: 'auto-1', ...point, streetName: 'Navoiy 5' }, addressType: 'APARTMENT', entrance: '2', floor: '4' });
    expect(addressToKeep(r, [])).toEqual({
      kind: 'create',
      address: expect.objectContaining({ type: 'APARTMENT', streetName: 'Navoiy 5', ...point, entrance: '2', floor: '4' }),
    });
  });
  it('a saved address changed at checkout is updated; unchanged, or unnamed, nothing is kept', () => {
    const saved = { id: 'home', type: 'HOUSE' as const, streetName: 'Navoiy 5', ...point, floor: null };
    expect(addressToKeep(request({ address: saved, addressType: 'HOUSE' }), [saved])).toBeNull();
    expect(addressToKeep(request({ address: { ...saved, streetName: 'Navoiy 7' }, addressType: 'HOUSE' }), [saved])).toEqual({
      kind: 'update',
      id: 'home',
      address: expect.objectContaining({ streetName: 'Navoiy 7' }),
    });
    expect(addressToKeep(request({ address: { id: 'auto-2', ...point, streetName: ' ' } }), [])).toBeNull();
    expect(addressToKeep(request({ serviceType: 'PICK_UP', address: { id: 'auto-3', ...point, streetName: 'X' } }), [])).toBeNull();
  });
});
