import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { branchSchema, productSchema, type Branch } from '#schemas/entities';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import type { PaymentType, ServiceType } from '#schemas/common';
import { choiceInEffect, laterTimeMissing, orderChoices, orderServices, withChosenService } from './order-choices.ts';

const request = (extra: Record<string, unknown> = {}): OrderRequest => orderRequestSchema.parse(extra);
const branch = (id: string, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'tashkent', merchantId: 'm1', name: { uz: id }, latitude: 41.3, longitude: 69.2, ...extra });
const burger = productSchema.parse({
  id: 1,
  categoryId: 10,
  name: { uz: 'Burger' },
  amount: 30_000,
  productBranch: [{ branchId: 'chilonzor' }, { branchId: 'oybek' }],
});
const lines = [{ product: burger, count: 1 }];
const chilonzor = branch('chilonzor', { isMain: true });
const oybek = branch('oybek');
const sergeli = branch('sergeli');
const offer = (extra: Partial<Parameters<typeof orderChoices>[1]> = {}) => ({
  services: ['DELIVERY', 'PICK_UP', 'DINE_IN'] as ServiceType[],
  payments: ['CASH', 'TERMINAL'] as PaymentType[],
  branches: [chilonzor, oybek, sergeli],
  lines,
  ...extra,
});

describe('the service types an order is placed for (SPEC point 5: delivery, pick-up, dine-in)', () => {
  it("keeps those among the offered, in the brand's order; aggregators' types are not ordered here", () => {
    expect(orderServices(['PICK_UP', 'YANDEX_EATS', 'DELIVERY', 'EXPRESS_24'])).toEqual(['PICK_UP', 'DELIVERY']);
  });
});

describe("the choice in effect: the shopper's while still offered, else the first offered", () => {
  it('keeps an offered choice and replaces one that is gone', () => {
    expect(choiceInEffect('TERMINAL', ['CASH', 'TERMINAL'])).toBe('TERMINAL');
    expect(choiceInEffect('PAYME', ['CASH', 'TERMINAL'])).toBe('CASH');
    expect(choiceInEffect(null, ['CASH'])).toBe('CASH');
    expect(choiceInEffect('CASH', [])).toBeNull();
  });

  it('property: the choice in effect is always one of the offered, or nothing when nothing is offered', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 5 })), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }), (chosen, offered) => {
        const inEffect = choiceInEffect(chosen, offered);
        if (offered.length === 0) expect(inEffect).toBeNull();
        else expect(offered).toContain(inEffect);
        if (chosen !== null && offered.includes(chosen)) expect(inEffect).toBe(chosen);
      }),
    );
  });
});

describe('orderChoices: the request as the checkout prices and places it', () => {
  it('a switched-off service or payment falls back to the first offered one', () => {
    const choices = orderChoices(request({ serviceType: 'DINE_IN', paymentType: 'PAYME' }), offer({ services: ['PICK_UP', 'DELIVERY'] }));
    expect([choices.serviceType, choices.paymentType]).toEqual(['PICK_UP', 'CASH']);
    expect([choices.request.serviceType, choices.request.paymentType]).toEqual(['PICK_UP', 'CASH']);
  });

  it('pick-up: the branches that carry the basket are the options, the chosen one kept, and it is what is priced', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP', branch: oybek }), offer());
    expect(choices.branchOptions.map((b) => b.id)).toEqual(['chilonzor', 'oybek']);
    expect(choices.branch?.id).toBe('oybek');
    expect(choices.priced.branch?.id).toBe('oybek');
  });

  it('a chosen branch that no longer carries the basket is not kept: the first option takes its place', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP', branch: sergeli }), offer());
    expect(choices.branch?.id).toBe('chilonzor');
    expect(choices.priced.branch?.id).toBe('chilonzor');
    expect(choices.request.branch?.id).toBe('sergeli');
  });

  it("delivery has no branch options and prices the request's own branch (the server picks the delivering one)", () => {
    const choices = orderChoices(request({ serviceType: 'DELIVERY', branch: sergeli }), offer());
    expect(choices.branchOptions).toEqual([]);
    expect(choices.branch).toBeNull();
    expect(choices.priced.branch?.id).toBe('sergeli');
  });

  it('while the branches load there are no options and no branch', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP', branch: oybek }), offer({ branches: null }));
    expect([choices.branchOptions, choices.branch]).toEqual([[], null]);
  });

  it('nothing offered: no service and no payment in effect, the request keeps its own service', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP' }), offer({ services: [], payments: [] }));
    expect([choices.serviceType, choices.paymentType, choices.request.serviceType]).toEqual([null, null, 'PICK_UP']);
  });
});

describe("the city's default service type (SPEC: order setting, defaultWebSiteDeliveryType / defaultTelegramDeliveryType)", () => {
  it('is in effect until the shopper chooses a service', () => {
    expect(orderChoices(request(), offer({ defaultService: 'PICK_UP' })).serviceType).toBe('PICK_UP');
    expect(orderChoices(request(), offer({ defaultService: 'PICK_UP' })).priced.serviceType).toBe('PICK_UP');
    // Without a default: the request's own (delivery), as before.
    expect(orderChoices(request(), offer({ defaultService: null })).serviceType).toBe('DELIVERY');
  });

  it("never overrides the shopper's choice, delivery included", () => {
    expect(orderChoices(request({ serviceType: 'DELIVERY', serviceChosen: true }), offer({ defaultService: 'PICK_UP' })).serviceType).toBe('DELIVERY');
    expect(orderChoices(request({ serviceType: 'DINE_IN', serviceChosen: true }), offer({ defaultService: 'PICK_UP' })).serviceType).toBe('DINE_IN');
    expect(orderChoices(withChosenService(request(), 'DELIVERY'), offer({ defaultService: 'PICK_UP' })).serviceType).toBe('DELIVERY');
  });

  it('a default the brand does not offer, or one no order is placed for, gives way to the first offered', () => {
    expect(orderChoices(request(), offer({ services: ['DELIVERY', 'DINE_IN'], defaultService: 'PICK_UP' })).serviceType).toBe('DELIVERY');
    expect(orderChoices(request(), offer({ services: ['PICK_UP', 'DINE_IN'], defaultService: 'YANDEX_EATS' })).serviceType).toBe('PICK_UP');
  });
});

describe('an order for later waits for its day and its time', () => {
  it('misses them until both are chosen; an order for now never does', () => {
    expect(laterTimeMissing({ later: true, day: '2026-10-02', time: null })).toBe(true);
    expect(laterTimeMissing({ later: true, day: null, time: '12:00' })).toBe(true);
    expect(laterTimeMissing({ later: true, day: '2026-10-02', time: '12:00' })).toBe(false);
    expect(laterTimeMissing({ later: false, day: null, time: null })).toBe(false);
  });
});

describe('what checkout pre-selects (issue 19, items 1, 3 and 4)', () => {
  // 20:00 in Tashkent on a Thursday.
  const evening = new Date('2026-11-26T15:00:00Z');
  const closesAt17 = branch('chilonzor', { isMain: true, open: '09:00', close: '17:00' });
  const lateOybek = branch('oybek', { open: '09:00', close: '23:00' });

  it('never pre-selects a closed branch when an open one can serve', () => {
    const choices = orderChoices(request({ serviceType: 'DINE_IN' }), offer({ branches: [closesAt17, lateOybek], now: evening }));
    expect(choices.branch?.id).toBe('oybek');
    // Without a clock the first option stays, as before.
    expect(orderChoices(request({ serviceType: 'DINE_IN' }), offer({ branches: [closesAt17, lateOybek] })).branch?.id).toBe('chilonzor');
  });

  it('keeps a closed branch the shopper chose (the time field then says why)', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP', branch: closesAt17 }), offer({ branches: [closesAt17, lateOybek], now: evening }));
    expect(choices.branch?.id).toBe('chilonzor');
    expect(choices.replaced).toBeNull();
  });

  it('says which chosen branch cannot take the basket instead of replacing it silently', () => {
    const choices = orderChoices(request({ serviceType: 'PICK_UP', branch: sergeli }), offer());
    expect(choices.branch?.id).toBe('chilonzor');
    expect(choices.replaced?.id).toBe('sergeli');
  });

  it('pre-selects the last used saved address a branch delivers to; a chosen address stays', () => {
    const zoned = branch('zoned', {
      deliveryZones: [
        {
          id: 'z',
          name: { uz: 'z' },
          isActive: true,
          polygon: [
            { latitude: 41, longitude: 69 },
            { latitude: 41, longitude: 70 },
            { latitude: 42, longitude: 70 },
            { latitude: 42, longitude: 69 },
          ],
        },
      ],
    });
    const older = { id: 'a1', type: 'HOUSE' as const, latitude: 41.3, longitude: 69.2, lastModifiedDate: '2026-01-01T00:00:00Z' };
    const newer = { id: 'a2', type: 'HOUSE' as const, latitude: 41.31, longitude: 69.25, lastModifiedDate: '2026-06-01T00:00:00Z', entrance: '3' };
    const far = { id: 'a3', type: 'HOUSE' as const, latitude: 40.1, longitude: 65.2, lastModifiedDate: '2026-09-01T00:00:00Z' };
    const choices = orderChoices(request(), offer({ branches: [zoned], savedAddresses: [older, far, newer] }));
    expect(choices.request.address?.id).toBe('a2');
    expect(choices.request.entrance).toBe('3');
    expect(choices.priced.address?.id).toBe('a2');
    expect(choices.addressPreselected).toBe(true);
    const chosen = orderChoices(request({ address: older }), offer({ branches: [zoned], savedAddresses: [older, newer] }));
    expect(chosen.request.address?.id).toBe('a1');
    expect(chosen.addressPreselected).toBe(false);
  });
});
