import { describe, expect, it } from 'vitest';
import { branchSchema } from '#schemas/entities';
import { orderRequestSchema, type OrderRequest } from '#schemas/order-entities';
import { orderQuoteRequestSchema } from '#schemas/order-endpoints';
import { submissionOf } from './order-submission.ts';

const request = (extra: Record<string, unknown> = {}): OrderRequest => orderRequestSchema.parse({ paymentType: 'CASH', ...extra });
const lines = [{ productId: 1, count: 2, modifications: [{ id: 70, count: 1 }] }];
const oybek = branchSchema.parse({ id: 'oybek', cityId: 'tashkent', merchantId: 'm1', name: { uz: 'Oybek' }, latitude: 41.29, longitude: 69.27 });
const home = { id: 'auto-41.3,69.2', latitude: 41.3, longitude: 69.2, streetName: '  Amir Temur  ' };

describe('submissionOf: the order request and the basket as the server takes them (SPEC point 5)', () => {
  it('nothing to send without lines, a payment type, a delivery point or a pick-up branch', () => {
    expect(submissionOf(request({ address: home }), [])).toBeNull();
    expect(submissionOf(request({ paymentType: null, address: home }), lines)).toBeNull();
    expect(submissionOf(request({ serviceType: 'DELIVERY' }), lines)).toBeNull();
    expect(submissionOf(request({ serviceType: 'PICK_UP' }), lines)).toBeNull();
  });

  it("delivery: the address without its made-up id, texts trimmed, the courier's details; no branch, no table", () => {
    const sent = submissionOf(request({ address: home, office: ' 4 ', floor: '', tableId: '7', branch: oybek }), lines)!;
    expect(sent).toMatchObject({
      serviceType: 'DELIVERY',
      branch: null,
      tableId: null,
      office: '4',
      floor: null,
      address: { id: null, latitude: 41.3, longitude: 69.2, streetName: 'Amir Temur' },
      cartItems: [{ productId: 1, count: 2, modifications: [{ id: 70, count: 1 }] }],
    });
    expect(orderQuoteRequestSchema.safeParse(sent).success).toBe(true);
  });

  it('pick-up and dine-in: the branch by id and no address; a table only for dine-in', () => {
    expect(submissionOf(request({ serviceType: 'PICK_UP', branch: oybek, address: home, tableId: '7' }), lines)).toMatchObject({
      branch: { id: 'oybek' },
      address: null,
      addressType: null,
      tableId: null,
    });
    expect(submissionOf(request({ serviceType: 'DINE_IN', branch: oybek, tableId: ' 7 ' }), lines)).toMatchObject({ tableId: '7' });
  });

  it("a day and time only for an order for later; cashback in whole so'm, none when nothing; long texts cut to their limit", () => {
    const now = submissionOf(request({ address: home, day: '2026-10-02', time: '12:00', cashback: 0, comment: 'x'.repeat(600) }), lines)!;
    expect(now).toMatchObject({ scheduled: false, day: null, time: null, cashback: null });
    expect(now.comment).toHaveLength(500);
    const later = submissionOf(request({ address: home, later: true, day: '2026-10-02', time: '12:00', cashback: 1_500 }), lines)!;
    expect(later).toMatchObject({ scheduled: true, day: '2026-10-02', time: '12:00', cashback: 1_500 });
  });
});
