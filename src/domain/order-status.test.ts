import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { showsCourier } from './order-courier.ts';
import { courierStatusSchema, orderStatusSchema } from '#schemas/common';
import {
  cardOrder,
  activationTime,
  ACTIVE_STATUSES,
  allowedMoves,
  ARCHIVE_STATUSES,
  canMove,
  COURIER_STATUS_LABELS,
  COURIER_STATUSES,
  courierStatusLabel,
  demoKitchenNext,
  historyKindOfMove,
  isActive,
  isArchive,
  isCompleted,
  isDue,
  ORDER_SERVICE_TYPES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusLabel,
  serviceTypeOf,
  shopperCancel,
  START_STATUSES,
  TRACKING_MESSAGES,
  type OrderServiceType,
  type OrderStatus,
} from './order-status.ts';

const anyStatus = fc.constantFrom(...ORDER_STATUSES);
const anyService = fc.constantFrom(...ORDER_SERVICE_TYPES);

/** Every status reachable from the start statuses by allowed moves. */
function reachable(serviceType: OrderServiceType): Set<OrderStatus> {
  const seen = new Set<OrderStatus>(START_STATUSES);
  const queue = [...START_STATUSES];
  while (queue.length) {
    for (const next of allowedMoves(queue.shift()!, serviceType)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('order statuses (SPEC 4)', () => {
  it('covers exactly the statuses of the contract', () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...orderStatusSchema.options].sort());
    expect([...COURIER_STATUSES].sort()).toEqual([...courierStatusSchema.options].sort());
  });

  it('Archive is DELIVERED, CLOSED and CANCELED; Active is every other status, a scheduled order included', () => {
    expect([...ARCHIVE_STATUSES].sort()).toEqual(['CANCELED', 'CLOSED', 'DELIVERED']);
    expect(ACTIVE_STATUSES).toEqual(['OPEN', 'ACCEPTED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'ATTACHED', 'AT_TIME']);
    for (const s of ORDER_STATUSES) expect(isActive(s)).toBe(!isArchive(s));
    expect(isCompleted('DELIVERED') && isCompleted('CLOSED')).toBe(true);
    expect(isCompleted('CANCELED')).toBe(false);
  });

  it('a delivery moves through the kitchen, the courier and the road', () => {
    expect(allowedMoves('AT_TIME', 'DELIVERY')).toEqual(['OPEN', 'ACCEPTED', 'CANCELED']);
    expect(allowedMoves('OPEN', 'DELIVERY')).toEqual(['CREATED', 'ACCEPTED', 'CANCELED']);
    expect(allowedMoves('CREATED', 'DELIVERY')).toEqual(['ACCEPTED', 'CANCELED']);
    expect(allowedMoves('ACCEPTED', 'DELIVERY')).toEqual(['COOKING', 'CANCELED']);
    expect(allowedMoves('COOKING', 'DELIVERY')).toEqual(['DONE', 'CANCELED']);
    expect(allowedMoves('DONE', 'DELIVERY')).toEqual(['ATTACHED', 'ON_WAY', 'CANCELED']);
    expect(allowedMoves('ATTACHED', 'DELIVERY')).toEqual(['ON_WAY', 'CANCELED']);
    expect(allowedMoves('ON_WAY', 'DELIVERY')).toEqual(['DELIVERED', 'CANCELED']);
    expect(canMove('DONE', 'CLOSED', 'DELIVERY')).toBe(false);
  });

  it('pick-up and dine-in never go ATTACHED, ON_WAY or DELIVERED: ready, then closed', () => {
    for (const service of ['PICK_UP', 'DINE_IN'] as const) {
      expect(allowedMoves('DONE', service)).toEqual(['CLOSED', 'CANCELED']);
      for (const s of ORDER_STATUSES) {
        for (const forbidden of ['ATTACHED', 'ON_WAY', 'DELIVERED'] as const) expect(canMove(s, forbidden, service)).toBe(false);
      }
      expect(reachable(service).has('ON_WAY')).toBe(false);
    }
  });

  it('no status moves to itself, and nothing skips the kitchen (OPEN never goes straight to DONE)', () => {
    for (const service of ORDER_SERVICE_TYPES) {
      for (const s of ORDER_STATUSES) expect(canMove(s, s, service)).toBe(false);
      expect(canMove('OPEN', 'DONE', service)).toBe(false);
      expect(canMove('OPEN', 'COOKING', service)).toBe(false);
      expect(canMove('ACCEPTED', 'DONE', service)).toBe(false);
    }
  });

  it('property: no move out of an archive status', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, anyService, (from, to, service) => {
        if (isArchive(from)) expect(canMove(from, to, service)).toBe(false);
      }),
    );
  });

  it('property: every path of allowed moves from a start status ends, and ends in an archive status', () => {
    fc.assert(
      fc.property(anyService, fc.constantFrom(...START_STATUSES), fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (service, start, picks) => {
        let status: OrderStatus = start;
        let steps = 0;
        for (const pick of picks) {
          const moves = allowedMoves(status, service);
          if (moves.length === 0) break;
          status = moves[pick % moves.length]!;
          steps++;
        }
        // The longest path (AT_TIME, OPEN, CREATED, ACCEPTED, COOKING, DONE, ATTACHED, ON_WAY, DELIVERED) has 8 moves.
        expect(steps).toBeLessThanOrEqual(8);
        expect(allowedMoves(status, service)).toEqual([]);
        expect(isArchive(status)).toBe(true);
      }),
    );
  });

  it('property: every reachable status can still be cancelled or is already in the archive', () => {
    fc.assert(
      fc.property(anyService, (service) => {
        for (const s of reachable(service)) expect(isArchive(s) || canMove(s, 'CANCELED', service)).toBe(true);
      }),
    );
  });

  it('an unknown service type moves like a pick-up', () => {
    expect(serviceTypeOf('DELIVERY')).toBe('DELIVERY');
    expect(serviceTypeOf('YANDEX_EATS')).toBe('PICK_UP');
  });

  it('each move writes CHANGE_STATUS, or PAID_AND_CHANGE_STATUS when it records the payment', () => {
    expect(historyKindOfMove({ paid: false })).toBe('CHANGE_STATUS');
    expect(historyKindOfMove({ paid: true })).toBe('PAID_AND_CHANGE_STATUS');
  });
});

describe("the shopper's cancel (cancelOrderActive, only before cooking starts)", () => {
  it('allowed while waiting, registered or accepted; refused once cooking, and when the brand does not allow it', () => {
    const on = { cancelOrderActive: true };
    for (const s of ['AT_TIME', 'OPEN', 'CREATED', 'ACCEPTED'] as const) expect(shopperCancel(s, on)).toEqual({ ok: true });
    for (const s of ['COOKING', 'DONE', 'ATTACHED', 'ON_WAY'] as const) expect(shopperCancel(s, on)).toEqual({ ok: false, reason: 'cookingStarted' });
    for (const s of ['DELIVERED', 'CLOSED', 'CANCELED'] as const) expect(shopperCancel(s, on)).toEqual({ ok: false, reason: 'finished' });
    expect(shopperCancel('OPEN', { cancelOrderActive: false })).toEqual({ ok: false, reason: 'cancelDisabled' });
  });

  it('property: whatever the shopper may cancel, the machine may cancel', () => {
    fc.assert(
      fc.property(anyStatus, anyService, (status, service) => {
        if (shopperCancel(status, { cancelOrderActive: true }).ok) expect(canMove(status, 'CANCELED', service)).toBe(true);
      }),
    );
  });

  it('every refusal has a message in three languages', () => {
    for (const text of Object.values(TRACKING_MESSAGES)) expect(Object.keys(text).sort()).toEqual(['eng', 'ru', 'uz']);
  });
});

describe('scheduled orders fall due at their slot minus the preparation time', () => {
  it('a 13:00 slot with 40 minutes of cooking falls due at 12:20', () => {
    const slot = new Date('2026-11-24T08:00:00Z');
    expect(activationTime(slot, 40).toISOString()).toBe('2026-11-24T07:20:00.000Z');
    expect(isDue(slot, 40, new Date('2026-11-24T07:19:59Z'))).toBe(false);
    expect(isDue(slot, 40, new Date('2026-11-24T07:20:00Z'))).toBe(true);
    expect(activationTime(slot, -5).getTime()).toBe(slot.getTime());
  });
});

describe('the demo kitchen', () => {
  it('walks a delivery to DELIVERED and a pick-up to CLOSED', () => {
    const walk = (service: OrderServiceType) => {
      const path: OrderStatus[] = ['OPEN'];
      for (let next = demoKitchenNext('OPEN', service); next; next = demoKitchenNext(path.at(-1)!, service)) path.push(next);
      return path;
    };
    expect(walk('DELIVERY')).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED']);
    expect(walk('PICK_UP')).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    expect(walk('DINE_IN')).toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    expect(demoKitchenNext('AT_TIME', 'DELIVERY')).toBeNull();
  });

  it('property: every step it takes is an allowed move', () => {
    fc.assert(
      fc.property(anyStatus, anyService, (status, service) => {
        const next = demoKitchenNext(status, service);
        if (next) expect(canMove(status, next, service)).toBe(true);
      }),
    );
  });
});

describe('labels', () => {
  it("SPEC 4's screen labels in English, and every status in three languages", () => {
    expect(
      ['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED', 'CANCELED', 'OPEN'].map((s) => orderStatusLabel(s as OrderStatus, 'eng')),
    ).toEqual(['Created', 'Accepted', 'Cooking', 'Ready', 'On way', 'Delivered', 'Closed', 'Cancelled', 'Open']);
    for (const s of ORDER_STATUSES) for (const text of Object.values(ORDER_STATUS_LABELS[s])) expect(text.trim()).not.toBe('');
  });

  it('every courier status, and none, has an Uzbek label', () => {
    expect(Object.keys(COURIER_STATUS_LABELS).length).toBe(COURIER_STATUSES.length + 1);
    for (const s of COURIER_STATUSES) expect(courierStatusLabel(s, 'uz')).toMatch(/\S/);
    expect(courierStatusLabel(null, 'uz')).toBe('Kuryer hali biriktirilmagan');
    expect(courierStatusLabel('PERFORMER_PICKUPED', 'uz')).toBe('Kuryer buyurtmani oldi');
  });
});

describe("the courier on an order's page", () => {
  it('a delivery under way shows its courier, or that there is none yet', () => {
    expect(showsCourier({ serviceType: 'DELIVERY', status: 'COOKING', courierStatus: null })).toBe(true);
    expect(showsCourier({ serviceType: 'DELIVERY', status: 'ON_WAY', courierStatus: 'PERFORMER_PICKUPED' })).toBe(true);
  });

  it('a delivery completed or cancelled without a courier says nothing of one; with one, it keeps its last status', () => {
    expect(showsCourier({ serviceType: 'DELIVERY', status: 'DELIVERED', courierStatus: null })).toBe(false);
    expect(showsCourier({ serviceType: 'DELIVERY', status: 'CANCELED' })).toBe(false);
    expect(showsCourier({ serviceType: 'DELIVERY', status: 'DELIVERED', courierStatus: 'PERFORMER_DELIVERED_FINISH' })).toBe(true);
  });

  it('pick-up and dine-in have no courier', () => {
    expect(showsCourier({ serviceType: 'PICK_UP', status: 'COOKING' })).toBe(false);
    expect(showsCourier({ serviceType: 'DINE_IN', status: 'COOKING' })).toBe(false);
  });
});

describe('the order the home card shows', () => {
  it('the furthest along, not the newest: on its way before one scheduled later; the newest of equals', () => {
    const orders = [
      { id: 'scheduled', status: 'AT_TIME' as const },
      { id: 'cooking', status: 'COOKING' as const },
      { id: 'on-way', status: 'ON_WAY' as const },
      { id: 'older-on-way', status: 'ON_WAY' as const },
    ];
    expect(cardOrder(orders)?.id).toBe('on-way');
    expect(cardOrder(orders.slice(0, 2))?.id).toBe('cooking');
    expect(cardOrder([{ id: 'done', status: 'DELIVERED' as const }, orders[0]!])?.id).toBe('scheduled');
    expect(cardOrder([])).toBeUndefined();
  });
});
