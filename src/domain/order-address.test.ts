import { describe, expect, it } from 'vitest';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import { addressInWords, withSavedAddress } from './order-address.ts';

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
