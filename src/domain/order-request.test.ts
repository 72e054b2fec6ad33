import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import {
  AUTO_ADDRESS_ID_PREFIX,
  autoAddressId,
  checkSubmittable,
  COURIER_LABELS,
  courierComment,
  freshOrderRequest,
  isAutoAddressId,
  orderRequestForSending,
  withoutAutoAddressId,
} from './order-request.ts';

const request = (extra: Record<string, unknown> = {}): OrderRequest => orderRequestSchema.parse(extra);

describe('the courier comment: office, domophone, entrance and floor with Russian labels (SPEC point 9)', () => {
  it("all four, in SPEC's order", () => {
    expect(courierComment({ floor: '5', entrance: '2', domophone: '12K', office: '4' })).toBe('Офис: 4, Домофон: 12K, Подъезд: 2, Этаж: 5');
  });

  it('only the details given; blanks are left out; none gives an empty comment', () => {
    expect(courierComment({ entrance: '3', floor: ' 7 ', office: '  ', domophone: null })).toBe('Подъезд: 3, Этаж: 7');
    expect(courierComment({})).toBe('');
  });

  it('the labels are Russian', () => {
    expect(COURIER_LABELS).toEqual({ office: 'Офис', domophone: 'Домофон', entrance: 'Подъезд', floor: 'Этаж' });
  });

  it('property: each detail given appears once with its label, in order', () => {
    const detail = fc.option(fc.string({ maxLength: 6 }).filter((s) => !s.includes(',')));
    fc.assert(
      fc.property(fc.record({ office: detail, domophone: detail, entrance: detail, floor: detail }), (details) => {
        const parts = courierComment(details).split(', ').filter(Boolean);
        const expected = (['office', 'domophone', 'entrance', 'floor'] as const)
          .filter((f) => details[f]?.trim())
          .map((f) => `${COURIER_LABELS[f]}: ${details[f]!.trim()}`);
        expect(parts).toEqual(expected);
      }),
    );
  });
});

describe('made-up address ids are removed before sending (SPEC point 5)', () => {
  it('the marker is "auto-"', () => {
    expect(AUTO_ADDRESS_ID_PREFIX).toBe('auto-');
    expect(autoAddressId(17)).toBe('auto-17');
    expect(isAutoAddressId('auto-17')).toBe(true);
    expect(isAutoAddressId('a81c2f')).toBe(false);
    expect(isAutoAddressId(null)).toBe(false);
  });

  it('a made-up id goes, a real id stays', () => {
    expect(withoutAutoAddressId({ id: 'auto-3', streetName: 'Navoiy' })).toEqual({ streetName: 'Navoiy' });
    const saved = { id: '42', streetName: 'Navoiy' };
    expect(withoutAutoAddressId(saved)).toBe(saved);
  });

  it('the request as sent: no made-up id, and the courier comment from the details', () => {
    const sent = orderRequestForSending(
      request({
        address: { id: 'auto-1', latitude: 41.3, longitude: 69.2, entrance: '2', floor: '4' },
        office: '12',
      }),
    );
    expect(sent.address).not.toHaveProperty('id');
    expect(sent.address?.latitude).toBe(41.3);
    expect(sent.courierComment).toBe('Офис: 12, Подъезд: 2, Этаж: 4');
    expect(orderRequestForSending(request({ address: { id: '77' } })).address?.id).toBe('77');
    expect(orderRequestForSending(request()).courierComment).toBeNull();
  });

  it('property: no request is sent with a made-up address id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map(autoAddressId)), (id) => {
        const sent = orderRequestForSending(request({ address: { id } }));
        expect(isAutoAddressId(sent.address?.id)).toBe(false);
        if (!isAutoAddressId(id)) expect(sent.address?.id).toBe(id);
      }),
    );
  });
});

describe('an order is submitted only with items and, for delivery, an address (SPEC point 5)', () => {
  const address = { latitude: 41.3, longitude: 69.2 };

  it('an empty basket is refused', () => {
    expect(checkSubmittable({ itemCount: 0, serviceType: 'PICK_UP' })).toEqual({ key: 'basketEmpty' });
  });

  it('a delivery without an address, or with one that has no point, is refused', () => {
    expect(checkSubmittable({ itemCount: 2, serviceType: 'DELIVERY' })).toEqual({ key: 'addressRequired' });
    expect(checkSubmittable({ itemCount: 2, serviceType: 'DELIVERY', address: { latitude: 41.3, longitude: null } })).toEqual({ key: 'addressRequired' });
  });

  it('otherwise it may be submitted; pick-up needs no address', () => {
    expect(checkSubmittable({ itemCount: 2, serviceType: 'DELIVERY', address })).toBeNull();
    expect(checkSubmittable({ itemCount: 1, serviceType: 'PICK_UP' })).toBeNull();
  });
});

describe('after a successful order the request is fresh (SPEC point 4)', () => {
  const used = request({
    cityId: 'tashkent',
    serviceType: 'PICK_UP',
    orderDevice: 'TELEGRAM_BOT',
    user: { id: 'u1', phone: '+998901234567', merchantId: 'm1', cashback: 12_000 },
    cartItems: [{ productId: 1, count: 2 }],
    basketItems: [{ productId: 1, count: 2 }],
    comment: 'Achchiq qilmang',
    note: 'x',
    promo: { id: 1, code: 'OLOV15', discountType: 'PERCENTAGE', productDiscount: 15 },
    promoId: 1,
    promoCode: 'OLOV15',
    cashback: 5_000,
    deliveryPrice: 12_000,
    deliveryDiscount: 6_000,
    totalPrice: 80_000,
    totalDiscount: 10_000,
    office: '4',
    domophone: '12',
    entrance: '2',
    floor: '5',
    courierComment: 'Офис: 4',
    address: { id: '42', latitude: 41.3, longitude: 69.2, floor: '5' },
    later: true,
    day: '2024-01-02',
    time: '12:15',
    status: 'ACCEPTED',
    id: 'o1',
  });

  it('clears the basket, comment, promo, cashback, delivery price, address details and schedule', () => {
    const fresh = freshOrderRequest(used);
    expect(fresh.cartItems).toEqual([]);
    expect(fresh.basketItems).toEqual([]);
    for (const field of [
      'comment',
      'note',
      'promo',
      'promoId',
      'promoCode',
      'cashback',
      'deliveryPrice',
      'deliveryDiscount',
      'totalPrice',
      'totalDiscount',
      'office',
      'domophone',
      'entrance',
      'floor',
      'courierComment',
      'address',
      'later',
      'day',
      'time',
      'id',
    ] as const) {
      expect(fresh[field], field).toBeUndefined();
    }
    expect(fresh.status).toBe('OPEN');
  });

  it('keeps who orders, in which city, for which service and from where', () => {
    const fresh = freshOrderRequest(used);
    expect([fresh.cityId, fresh.serviceType, fresh.orderDevice, fresh.user?.id]).toEqual(['tashkent', 'PICK_UP', 'TELEGRAM_BOT', 'u1']);
  });

  it('with nothing before: the request of a new visit', () => {
    expect(freshOrderRequest(null)).toEqual(request());
    expect(orderRequestSchema.safeParse(freshOrderRequest(used)).success).toBe(true);
  });
});
