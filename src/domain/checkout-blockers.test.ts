import { describe, expect, it } from 'vitest';
import { blocksOrder, checkAddressNamed, checkAddressPoint, checkReceiver, orderBlockers, problemAt, problemField } from './checkout-blockers.ts';
import { problem } from './order-problem.ts';

describe('orderBlockers: what keeps an order from being placed, the one the shopper can act on first', () => {
  it('names the missing amount before "order for another time" (issue 19, item 2: minimal)', () => {
    const blockers = orderBlockers([problem('branchClosed'), problem('belowMinimalDeliveryPrice', { minimal: 50_000, missing: 13_000 })]);
    expect(blockers.map((p) => p.key)).toEqual(['belowMinimalDeliveryPrice', 'branchClosed']);
  });

  it('a promo that does not apply never blocks: it shows at the promo field only', () => {
    expect(blocksOrder(problem('promoExpired'))).toBe(false);
    expect(orderBlockers([problem('promoNotFound'), problem('scheduleRequired')]).map((p) => p.key)).toEqual(['scheduleRequired']);
    expect(problemField('promoMinPrice')).toBe('promo');
  });

  it('each problem once, each at its field', () => {
    const blockers = orderBlockers([problem('addressRequired'), null, problem('addressRequired'), problem('changeBelowTotal')]);
    expect(blockers.map((p) => p.key)).toEqual(['addressRequired', 'changeBelowTotal']);
    expect(problemAt(blockers, 'address')?.key).toBe('addressRequired');
    expect(problemAt(blockers, 'payment')?.key).toBe('changeBelowTotal');
    expect(problemAt(blockers, 'time')).toBeNull();
    expect(problemField('branchClosed')).toBe('time');
    expect(problemField('receiverPhoneInvalid')).toBe('receiver');
  });
});

describe('checkReceiver: someone else who receives the order has a name and a mobile phone (issue 22)', () => {
  it('asks for the name first, then a phone that is a mobile number', () => {
    expect(checkReceiver(null)).toBeNull();
    expect(checkReceiver({ name: ' ', phone: '+998 90 123 45 67' })?.key).toBe('receiverNameRequired');
    expect(checkReceiver({ name: 'Aziza', phone: '12345' })?.key).toBe('receiverPhoneInvalid');
    expect(checkReceiver({ name: 'Aziza', phone: '' })?.key).toBe('receiverPhoneInvalid');
    expect(checkReceiver({ name: 'Aziza', phone: '+998 (90) 123-45-67' })).toBeNull();
    expect(problemField('receiverNameRequired')).toBe('receiver');
  });
});

describe('checkAddressNamed: an address is a street and house or a name, never coordinates alone (issue 19, item 5)', () => {
  it('asks for a street or a name', () => {
    expect(checkAddressNamed({ name: null, streetName: ' ' })?.key).toBe('addressStreetRequired');
    expect(checkAddressNamed({ streetName: 'Amir Temur 15' })).toBeNull();
    expect(checkAddressNamed({ name: 'Uy' })).toBeNull();
    expect(checkAddressNamed(null)).toBeNull();
    expect(problemField('addressStreetRequired')).toBe('address');
  });
});

describe('checkAddressPoint: a delivery needs its address on the map to be priced', () => {
  it('no address asks for one; a typed address without a point asks for the point; a point is enough', () => {
    expect(checkAddressPoint(null)?.key).toBe('addressRequired');
    expect(checkAddressPoint({ streetName: '  ' })?.key).toBe('addressRequired');
    expect(checkAddressPoint({ streetName: 'Amir Temur 15' })?.key).toBe('addressNoPoint');
    expect(checkAddressPoint({ name: 'Uy', latitude: 41.3, longitude: null })?.key).toBe('addressNoPoint');
    expect(checkAddressPoint({ latitude: 41.3, longitude: 69.2 })).toBeNull();
    expect(problemField('addressNoPoint')).toBe('address');
  });
});
