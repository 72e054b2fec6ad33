import { describe, expect, it } from 'vitest';
import { courierLine } from './courier-line.ts';

describe("the courier line of an order's map", () => {
  it('names pick-up and dine-in apart: neither has a courier', () => {
    expect(courierLine({ serviceType: 'PICK_UP', status: 'DONE' }, false)).toBe('pickUp');
    expect(courierLine({ serviceType: 'DINE_IN', status: 'CLOSED' }, false)).toBe('dineIn');
    expect(courierLine({ serviceType: 'DINE_IN', status: 'COOKING' }, true)).toBe('dineIn');
  });

  it('follows a delivery: waiting, on its way once the courier is placed, arrived when completed', () => {
    expect(courierLine({ serviceType: 'DELIVERY', status: 'COOKING' }, false)).toBe('courierWaiting');
    expect(courierLine({ serviceType: 'DELIVERY', status: 'ON_WAY' }, true)).toBe('courierOnWay');
    expect(courierLine({ serviceType: 'DELIVERY', status: 'DELIVERED' }, true)).toBe('courierArrived');
    expect(courierLine({ serviceType: 'DELIVERY', status: 'CLOSED' }, false)).toBe('courierArrived');
  });
});
