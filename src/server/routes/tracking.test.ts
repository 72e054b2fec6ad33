/**
 * After an order is placed, on each database: the shopper's orders (paged, active, one with its
 * history), every allowed and forbidden status move through the operator API, the shopper's
 * cancel, rating and reorder, couriers, another shopper's order invisible on every path, live
 * event streams (tickets, heartbeats, Last-Event-ID resume, closed when the client leaves), the
 * scheduler and the demo kitchen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedMoves, ORDER_STATUSES, type OrderServiceType } from '#domain/order-status';
import type { Server } from '../app.ts';
import type { SchedulerRun } from '../services/scheduler.ts';
import { describeEachBackend } from '../testing/test-server.ts';
import { orderEndpoint, userOrdersEndpoint } from '#schemas/order-endpoints';
import {
  ALPHA,
  BETA,
  CENTER,
  delivery,
  dineIn,
  eventually,
  forceStatus,
  INSIDE,
  loadTrackingPreset,
  NOON,
  openStream,
  operatorMove,
  pickup,
  place,
  request,
  signIn,
  type Shopper,
} from '../testing/tracking.ts';

let now = NOON;
const at = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

const options = {
  sms: { mode: 'outbox' as const },
  accountSettings: { codesPerAddressHour: 100_000 },
  clock: () => now,
  streams: { heartbeatMs: 50, recheckMs: 100, ticketTtlSeconds: 60 },
};

describeEachBackend(
  'an order after it is placed',
  (server) => {
    let shopper: Shopper;
    let other: Shopper;
    let key = '';
    beforeAll(async () => {
      await loadTrackingPreset(server());
      shopper = await signIn(server());
      other = await signIn(server());
      key = await server().operatorKeys.create(ALPHA, 'tests');
    });

    describe("the shopper's orders (SPEC 7)", () => {
      it('paged by 10 from page 0, newest first; onlyArchive splits Active and Archive; the active list and one order with history and lines', async () => {
        const me = await signIn(server());
        const placed = [];
        for (let i = 0; i < 12; i++) placed.push(await place(server(), me, pickup()));
        await operatorMove(server(), key, placed[0].id, 'CANCELED');
        await operatorMove(server(), key, placed[1].id, 'CANCELED');

        const first = await request(server(), 'GET', `/orders/v1/orders/user/${me.id}`, { token: me.token });
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
        expect(first.body.content.map((o: { id: string }) => o.id)).toEqual(
          placed
            .slice(2)
            .reverse()
            .map((o) => o.id),
        );
        expect(first.headers.get('cache-control')).toBe('no-store');
        // Every answer is the contract's: the storefront reads it through these schemas.
        expect(userOrdersEndpoint.response.safeParse(first.body).error?.issues ?? []).toEqual([]);
        const second = await request(server(), 'GET', `/orders/v1/orders/user/${me.id}?page=1`, { token: me.token });
        expect(second.body.content.map((o: { id: string }) => o.id)).toEqual([placed[1].id, placed[0].id]);
        expect((await request(server(), 'GET', `/orders/v1/orders/user/${me.id}?page=5`, { token: me.token })).body).toMatchObject({
          content: [],
          totalElements: 12,
        });

        const archive = await request(server(), 'GET', `/orders/v1/orders/user/${me.id}?onlyArchive=true`, { token: me.token });
        expect(archive.body.content.map((o: { status: string }) => o.status)).toEqual(['CANCELED', 'CANCELED']);
        const activeOnly = await request(server(), 'GET', `/orders/v1/orders/user/${me.id}?onlyArchive=false&size=100`, { token: me.token });
        expect(activeOnly.body.totalElements).toBe(10);
        expect((await request(server(), 'GET', `/orders/v1/orders/user/${me.id}?size=0`, { token: me.token })).status).toBe(400);

        const active = await request(server(), 'GET', `/orders/v1/orders/user/${me.id}/active`, { token: me.token });
        expect(active.body).toHaveLength(10);
        expect(active.body.every((o: { status: string }) => o.status === 'OPEN')).toBe(true);
        expect(Number(active.headers.get('last-event-id'))).toBeGreaterThan(0);

        const one = await request(server(), 'GET', `/orders/v1/orders/${placed[0].id}`, { token: me.token });
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({ id: placed[0].id, status: 'CANCELED', lines: [{ productId: 101, count: 1, unitPrice: 32_000 }], rating: null });
        expect(one.body.history.map((h: { kind: string; status: string }) => [h.kind, h.status])).toEqual([
          ['CHANGE_STATUS', 'OPEN'],
          ['CHANGE_STATUS', 'CANCELED'],
        ]);
        expect(one.body.lastEventId).toBeGreaterThan(0);
        expect(orderEndpoint.response.safeParse(one.body).error?.issues ?? []).toEqual([]);
      });

      it('needs a sign-in of this merchant', async () => {
        expect((await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}`)).status).toBe(401);
        expect((await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}/active`, { token: shopper.token, merchant: BETA })).status).toBe(401);
      });
    });

    describe("another shopper's order is invisible on every path: 404, as if it did not exist", () => {
      it('reads, actions, streams and the courier', async () => {
        const order = await place(server(), shopper, delivery());
        await request(server(), 'PUT', '/operator/v1/couriers/c-hidden', { operatorKey: key, body: { firstName: 'Ali' } });
        expect((await request(server(), 'POST', `/operator/v1/orders/${order.id}/courier`, { operatorKey: key, body: { courierId: 'c-hidden' } })).status).toBe(
          200,
        );
        const mine = await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token });
        expect(mine.status).toBe(200);

        const as = { token: other.token };
        const answers = [
          await request(server(), 'GET', `/orders/v1/orders/${order.id}`, as),
          await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, as),
          await request(server(), 'GET', `/orders/v1/orders/${order.id}/reorder`, as),
          await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, { ...as, body: { grade: 5 } }),
          await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}`, as),
          await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}/active`, as),
          await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-hidden', as),
          await request(server(), 'GET', '/orders/v1/orders/no-such-order', as),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(404);
          expect(answer.body.code).toBe('NOT_FOUND');
        }
        expect((await openStream(server(), `/orders/v1/orders/${order.id}/events`, as)).status).toBe(404);
        expect((await openStream(server(), `/orders/v1/orders/user/${shopper.id}/events`, as)).status).toBe(404);
        // Nothing about it changed, and nothing of it leaked into the other's lists.
        expect((await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token })).body.status).toBe('OPEN');
        expect((await request(server(), 'GET', `/orders/v1/orders/user/${other.id}`, as)).body.content.map((o: { id: string }) => o.id)).not.toContain(
          order.id,
        );
        expect((await request(server(), 'GET', '/orders/v1/notifications', as)).body.map((e: { orderId: string }) => e.orderId)).not.toContain(order.id);
        // The owner sees the courier carrying it.
        expect((await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-hidden', { token: shopper.token })).body).toMatchObject({
          id: 'c-hidden',
          user: { firstName: 'Ali' },
        });
      });

      it('a shopper of another merchant cannot use their token here, and the operator of another merchant sees nothing', async () => {
        const order = await place(server(), shopper, pickup());
        const betaShopper = await signIn(server(), BETA);
        expect((await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: betaShopper.token })).status).toBe(401);
        expect((await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: betaShopper.token, merchant: BETA })).status).toBe(404);
        const betaKey = await server().operatorKeys.create(BETA);
        expect((await request(server(), 'GET', `/operator/v1/orders/${order.id}`, { operatorKey: betaKey, merchant: BETA })).status).toBe(404);
        expect((await request(server(), 'GET', `/operator/v1/orders/${order.id}`, { operatorKey: betaKey })).status).toBe(401);
      });
    });

    describe('status moves through the operator API follow the state machine', () => {
      const placeFor = (service: OrderServiceType) =>
        place(server(), shopper, service === 'DELIVERY' ? delivery() : service === 'DINE_IN' ? dineIn() : pickup());

      for (const service of ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const) {
        it(`${service}: every allowed move passes with its history event; every other is a 409 naming the allowed ones`, async () => {
          const order = await placeFor(service);
          let allowedCount = 0;
          for (const from of ORDER_STATUSES) {
            const allowed = allowedMoves(from, service);
            for (const to of ORDER_STATUSES) {
              await forceStatus(server(), order.id, from);
              const res = await operatorMove(server(), key, order.id, to);
              if (allowed.includes(to)) {
                allowedCount++;
                expect(res.status, `${from} -> ${to}`).toBe(200);
                expect(res.body.status).toBe(to);
                expect(res.body.history.at(-1)).toMatchObject({ kind: 'CHANGE_STATUS', status: to, data: { from, by: 'operator' } });
                expect(res.body.allowedMoves).toEqual(allowedMoves(to, service));
              } else {
                expect(res.status, `${from} -> ${to}`).toBe(409);
                expect(res.body.code).toBe('STATUS_NOT_ALLOWED');
                expect(res.body.allowed).toEqual(allowed);
                expect(res.body.description.eng).toContain(`from ${from} to ${to}`);
                const [row] = await server().db.query<{ status: string }>('select status from orders where id = $1', [order.id]);
                expect(row!.status).toBe(from);
              }
            }
          }
          expect(allowedCount).toBe(service === 'DELIVERY' ? 19 : 14);
        });
      }

      it('a move that records the payment writes PAID_AND_CHANGE_STATUS and marks the order paid; times are stamped', async () => {
        const order = await place(server(), shopper, pickup());
        now = at(1);
        for (const status of ['ACCEPTED', 'COOKING', 'DONE']) expect((await operatorMove(server(), key, order.id, status)).status).toBe(200);
        const closed = await operatorMove(server(), key, order.id, 'CLOSED', { paid: true });
        now = NOON;
        expect(closed.body).toMatchObject({
          status: 'CLOSED',
          isPaid: true,
          paymentState: 'PAID',
          acceptedTime: at(1).toISOString(),
          readyTime: at(1).toISOString(),
        });
        expect(closed.body.history.at(-1).kind).toBe('PAID_AND_CHANGE_STATUS');
        expect((await operatorMove(server(), key, order.id, 'NOPE')).status).toBe(400);
        expect((await operatorMove(server(), key, 'missing-order', 'ACCEPTED')).status).toBe(404);
      });

      it('the operator lists orders by status and day, and needs a key of the merchant', async () => {
        const order = await place(server(), shopper, pickup());
        await operatorMove(server(), key, order.id, 'ACCEPTED');
        // The day of an order placed now is the database's day of its placement, in Tashkent time.
        const [{ day }] = (await server().db.query<{ day: string }>(
          "select to_char(created_at at time zone 'Asia/Tashkent', 'YYYY-MM-DD') as day from orders where id = $1",
          [order.id],
        )) as [{ day: string }];
        const accepted = await request(server(), 'GET', `/operator/v1/orders?status=ACCEPTED&day=${day}&size=200`, { operatorKey: key });
        expect(accepted.status).toBe(200);
        expect(accepted.body.content.map((o: { id: string }) => o.id)).toContain(order.id);
        expect(accepted.body.content.every((o: { status: string }) => o.status === 'ACCEPTED')).toBe(true);
        const empty = await request(server(), 'GET', '/operator/v1/orders?day=2001-01-01', { operatorKey: key });
        expect(empty.body).toMatchObject({ content: [], totalElements: 0 });
        expect((await request(server(), 'GET', '/operator/v1/orders?status=NOPE', { operatorKey: key })).status).toBe(400);
        const one = await request(server(), 'GET', `/operator/v1/orders/${order.id}`, { operatorKey: key });
        expect(one.body).toMatchObject({ id: order.id, customer: { id: shopper.id, phone: shopper.phone }, allowedMoves: ['COOKING', 'CANCELED'] });

        for (const bad of [undefined, 'sfop_wrong', `${key}x`, shopper.token]) {
          const res = await request(server(), 'GET', '/operator/v1/orders', { operatorKey: bad });
          expect(res.status, String(bad)).toBe(401);
        }
        expect((await request(server(), 'GET', '/operator/v1/nothing', { operatorKey: key })).status).toBe(404);
      });
    });

    describe("the shopper's cancel", () => {
      it('allowed before cooking: the order is CANCELED with its history, the stock goes back and the cashback spent returns', async () => {
        await server().db.query("update product_branches set stock = 5 where product_id = 101 and branch_id = 'center'");
        await server().db.query('update users set cashback = 10000 where id = $1', [shopper.id]);
        try {
          const order = await place(server(), shopper, pickup({ cartItems: [{ productId: 101, count: 2 }], cashback: 4_000 }));
          const stock = async () =>
            (await server().db.query<{ stock: number }>("select stock from product_branches where product_id = 101 and branch_id = 'center'"))[0]!.stock;
          const balance = async () => (await server().db.query<{ cashback: number }>('select cashback from users where id = $1', [shopper.id]))[0]!.cashback;
          expect([await stock(), await balance()]).toEqual([3, 6_000]);
          await operatorMove(server(), key, order.id, 'ACCEPTED');
          const cancelled = await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, { token: shopper.token });
          expect(cancelled.status).toBe(200);
          expect(cancelled.body).toMatchObject({ status: 'CANCELED', reason: 'CANCELED_BY_CLIENT' });
          expect(cancelled.body.history.at(-1)).toMatchObject({ kind: 'CHANGE_STATUS', status: 'CANCELED', data: { from: 'ACCEPTED', by: 'shopper' } });
          expect([await stock(), await balance()]).toEqual([5, 10_000]);
          const again = await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, { token: shopper.token });
          expect(again).toMatchObject({ status: 409, body: { problem: 'finished' } });
        } finally {
          await server().db.query("update product_branches set stock = null where product_id = 101 and branch_id = 'center'");
          await server().db.query('update users set cashback = 0 where id = $1', [shopper.id]);
        }
      });

      it('a scheduled order may be cancelled while it waits', async () => {
        const order = await place(server(), shopper, pickup({ day: '2026-11-24', time: '12:00' }), '/orders/v1/orders/at-time');
        expect(order.status).toBe('AT_TIME');
        expect((await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, { token: shopper.token })).body.status).toBe('CANCELED');
      });

      it('refused once cooking started, with the message in three languages; refused everywhere when the brand does not allow it', async () => {
        const order = await place(server(), shopper, pickup());
        await operatorMove(server(), key, order.id, 'ACCEPTED');
        await operatorMove(server(), key, order.id, 'COOKING');
        const late = await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, { token: shopper.token });
        expect(late).toMatchObject({ status: 409, body: { code: 'CONFLICT', problem: 'cookingStarted' } });
        expect(late.body.description.uz).toBe("Buyurtma tayyorlanmoqda, uni endi bekor qilib bo'lmaydi");

        const fresh = await place(server(), shopper, pickup());
        await server().db.query('update web_settings set data = data || \'{"cancelOrderActive": false}\' where merchant_id = $1', [ALPHA]);
        try {
          await eventually(async () => (await request(server(), 'GET', '/support/v1/merchant/settings/web')).body.cancelOrderActive === false);
          const refused = await request(server(), 'POST', `/orders/v1/orders/${fresh.id}/cancel`, { token: shopper.token });
          expect(refused).toMatchObject({ status: 409, body: { problem: 'cancelDisabled' } });
        } finally {
          await server().db.query('update web_settings set data = data || \'{"cancelOrderActive": true}\' where merchant_id = $1', [ALPHA]);
        }
        await eventually(async () => (await request(server(), 'GET', '/support/v1/merchant/settings/web')).body.cancelOrderActive === true);
        expect((await request(server(), 'GET', `/orders/v1/orders/${fresh.id}`, { token: shopper.token })).body.status).toBe('OPEN');
      });
    });

    describe('rating and reordering', () => {
      it("a handed-over order is rated once (1-5 and a comment), and its products' grades follow", async () => {
        const order = await place(
          server(),
          shopper,
          pickup({
            cartItems: [
              { productId: 101, count: 1 },
              { productId: 100, count: 1 },
            ],
          }),
        );
        const early = await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, { token: shopper.token, body: { grade: 5 } });
        expect(early).toMatchObject({ status: 409, body: { problem: 'notCompleted' } });
        for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await operatorMove(server(), key, order.id, status);
        expect((await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, { token: shopper.token, body: { grade: 6 } })).status).toBe(400);
        expect((await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, { token: shopper.token, body: { grade: 1.5 } })).status).toBe(400);
        const rated = await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, {
          token: shopper.token,
          body: { grade: 4, comment: '  Mazali  ' },
        });
        expect(rated).toMatchObject({ status: 201, body: { orderId: order.id, grade: 4, comment: 'Mazali' } });
        const twice = await request(server(), 'POST', `/orders/v1/orders/${order.id}/rating`, { token: shopper.token, body: { grade: 1 } });
        expect(twice).toMatchObject({ status: 409, body: { problem: 'alreadyRated' } });
        const detail = await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token });
        expect(detail.body).toMatchObject({ grade: 4, rating: { grade: 4, comment: 'Mazali' } });

        // A second rated order: each product's grade is the shoppers' average (the preset's grade no longer counts).
        const next = await place(server(), other, pickup());
        for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await operatorMove(server(), key, next.id, status);
        await request(server(), 'POST', `/orders/v1/orders/${next.id}/rating`, { token: other.token, body: { grade: 5 } });
        await eventually(async () => {
          const grades = (await request(server(), 'GET', '/products/v1/grade')).body as { productId: number; grade: number }[];
          return grades.find((g) => g.productId === 101)?.grade === 4.5 && grades.find((g) => g.productId === 100)?.grade === 4;
        });
      });

      it('reorder answers the lines with their modifiers, flagging what is no longer sold', async () => {
        const order = await place(
          server(),
          shopper,
          pickup({
            cartItems: [
              { productId: 100, count: 2, modifications: [{ id: 11 }] },
              { productId: 101, count: 1 },
            ],
          }),
        );
        const again = await request(server(), 'GET', `/orders/v1/orders/${order.id}/reorder`, { token: shopper.token });
        expect(again.status).toBe(200);
        expect(again.body).toMatchObject({
          allAvailable: true,
          items: [
            { productId: 100, count: 2, modifications: [{ id: 11, count: 1 }], modificationIds: [11], available: true, problem: null },
            { productId: 101, count: 1, modifications: [], available: true },
          ],
        });
        await server().db.query('update products set active = false where merchant_id = $1 and id = 101', [ALPHA]);
        try {
          await eventually(async () => {
            const later = await request(server(), 'GET', `/orders/v1/orders/${order.id}/reorder`, { token: shopper.token });
            return later.body.allAvailable === false && later.body.items[1].problem === 'productUnavailable' && later.body.items[0].available === true;
          });
        } finally {
          await server().db.query('update products set active = true where merchant_id = $1 and id = 101', [ALPHA]);
        }
      });
    });

    describe('couriers', () => {
      it('assigned to a delivery, their status reaches the order and its history, their position reaches the shopper; gone once delivered', async () => {
        const order = await place(server(), shopper, delivery());
        const saved = await request(server(), 'PUT', '/operator/v1/couriers/c-1', {
          operatorKey: key,
          body: { firstName: 'Bobur', lastName: 'K', phone: '998901112233', branchId: 'center' },
        });
        expect(saved.body).toMatchObject({ id: 'c-1', status: 'ACCEPTED', user: { firstName: 'Bobur' }, branch: { id: 'center' } });
        expect((await request(server(), 'PUT', '/operator/v1/couriers/c-9', { operatorKey: key, body: { branchId: 'nowhere' } })).status).toBe(400);
        expect((await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-1', { token: shopper.token })).status).toBe(404);
        expect((await request(server(), 'POST', `/operator/v1/orders/${order.id}/courier`, { operatorKey: key, body: { courierId: 'nobody' } })).status).toBe(
          404,
        );
        const assigned = await request(server(), 'POST', `/operator/v1/orders/${order.id}/courier`, { operatorKey: key, body: { courierId: 'c-1' } });
        expect(assigned.body).toMatchObject({ courierId: 'c-1', courierStatus: 'ACCEPTED', courier: { firstName: 'Bobur' } });
        expect(assigned.body.history.at(-1)).toMatchObject({ kind: 'UPDATE', data: { courierId: 'c-1' } });

        const status = await request(server(), 'POST', '/operator/v1/couriers/c-1/status', { operatorKey: key, body: { status: 'PERFORMER_PICKUPED' } });
        expect(status.body.status).toBe('PERFORMER_PICKUPED');
        expect((await request(server(), 'POST', '/operator/v1/couriers/c-1/status', { operatorKey: key, body: { status: 'FLYING' } })).status).toBe(400);
        await request(server(), 'POST', '/operator/v1/couriers/c-1/position', { operatorKey: key, body: INSIDE });
        const detail = await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token });
        expect(detail.body).toMatchObject({ courierStatus: 'PERFORMER_PICKUPED' });
        expect(detail.body.history.at(-1)).toMatchObject({ kind: 'CHANGE_COURIER_STATUS', data: { courierStatus: 'PERFORMER_PICKUPED' } });
        const courier = await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-1', { token: shopper.token });
        expect(courier.body).toMatchObject({ id: 'c-1', status: 'PERFORMER_PICKUPED', user: { firstName: 'Bobur', phone: '998901112233' }, position: INSIDE });
        expect(courier.body.balance).toBeUndefined();
        expect((await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-1')).status).toBe(401);

        for (const s of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED']) expect((await operatorMove(server(), key, order.id, s)).status).toBe(200);
        expect((await request(server(), 'GET', '/deliveries/v1/delivery/courier/c-1', { token: shopper.token })).status).toBe(404);
        const pick = await place(server(), shopper, pickup());
        const refused = await request(server(), 'POST', `/operator/v1/orders/${pick.id}/courier`, { operatorKey: key, body: { courierId: 'c-1' } });
        expect(refused.status).toBe(409);
        expect((await request(server(), 'GET', '/operator/v1/couriers', { operatorKey: key })).body.map((c: { id: string }) => c.id)).toContain('c-1');
      });
    });

    describe('live status: server-sent events', () => {
      it("a move reaches the order's stream and the shopper's stream, with ids, heartbeats and the notifications list", async () => {
        const order = await place(server(), shopper, pickup());
        const own = await openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token });
        const all = await openStream(server(), `/orders/v1/orders/user/${shopper.id}/events`, { token: shopper.token });
        expect(own.status).toBe(200);
        await own.waitForText('retry: 3000');
        await operatorMove(server(), key, order.id, 'ACCEPTED');
        const event = await own.next((e) => e.event === 'status');
        expect(event.data).toMatchObject({ type: 'status', orderId: order.id, status: 'ACCEPTED', previous: 'OPEN', number: order.number });
        expect(event.id).toBe(String(event.data.id));
        expect((await all.next((e) => e.data.orderId === order.id)).data.status).toBe('ACCEPTED');
        // Another order of the shopper reaches the shopper's stream only.
        const second = await place(server(), shopper, pickup());
        await operatorMove(server(), key, second.id, 'ACCEPTED');
        await all.next((e) => e.data.orderId === second.id);
        await own.waitForText(': heartbeat');
        expect(own.events.every((e) => e.data.orderId === order.id)).toBe(true);

        const notifications = await request(server(), 'GET', '/orders/v1/notifications?size=2', { token: shopper.token });
        expect(notifications.body.map((n: { orderId: string; status: string }) => [n.orderId, n.status])).toEqual([
          [second.id, 'ACCEPTED'],
          [order.id, 'ACCEPTED'],
        ]);
        const older = await request(server(), 'GET', `/orders/v1/notifications?size=50&before=${notifications.body[1].id}`, { token: shopper.token });
        expect(older.body.every((n: { id: number }) => n.id < notifications.body[1].id)).toBe(true);
        await own.close();
        await all.close();
      });

      it('resumes after Last-Event-ID (header or query) with what it missed, in order, then goes on live', async () => {
        const order = await place(server(), shopper, delivery());
        const first = await openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token });
        await operatorMove(server(), key, order.id, 'ACCEPTED');
        const seen = await first.next((e) => e.data.status === 'ACCEPTED');
        await first.close();
        // Missed while away: two moves and a courier.
        await operatorMove(server(), key, order.id, 'COOKING');
        await operatorMove(server(), key, order.id, 'DONE');
        await request(server(), 'PUT', '/operator/v1/couriers/c-2', { operatorKey: key, body: { firstName: 'Vali' } });
        await request(server(), 'POST', `/operator/v1/orders/${order.id}/courier`, { operatorKey: key, body: { courierId: 'c-2' } });

        const resumed = await openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token, headers: { 'last-event-id': seen.id! } });
        await resumed.next((e) => e.event === 'courier');
        expect(resumed.events.map((e) => e.data.status ?? e.event)).toEqual(['COOKING', 'DONE', 'courier']);
        const ids = resumed.events.map((e) => Number(e.id));
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(ids[0]).toBeGreaterThan(Number(seen.id));
        await operatorMove(server(), key, order.id, 'ON_WAY');
        await resumed.next((e) => e.data.status === 'ON_WAY');
        await resumed.close();

        const byQuery = await openStream(server(), `/orders/v1/orders/${order.id}/events?lastEventId=${seen.id}`, { token: shopper.token });
        await byQuery.next((e) => e.data.status === 'ON_WAY');
        expect(byQuery.events.map((e) => e.data.status ?? e.event)).toEqual(['COOKING', 'DONE', 'courier', 'ON_WAY']);
        await byQuery.close();
        const bad = await openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token, headers: { 'last-event-id': 'x1' } });
        expect(bad.status).toBe(400);
      });

      it('a stream ticket opens the streams without a header; a bad or expired ticket, or a revoked sign-in, does not', async () => {
        const me = await signIn(server());
        const order = await place(server(), me, pickup());
        const issued = await request(server(), 'POST', '/orders/v1/stream-tickets', { token: me.token });
        expect(issued.status).toBe(201);
        expect(issued.body).toMatchObject({ ticket: expect.any(String), expiresInSeconds: 60 });
        expect((await request(server(), 'POST', '/orders/v1/stream-tickets')).status).toBe(401);
        const ticket = encodeURIComponent(issued.body.ticket);
        const stream = await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${ticket}`);
        expect(stream.status).toBe(200);
        await operatorMove(server(), key, order.id, 'ACCEPTED');
        await stream.next((e) => e.data.status === 'ACCEPTED');
        const mine = await openStream(server(), `/orders/v1/orders/user/${me.id}/events?ticket=${ticket}`);
        expect(mine.status).toBe(200);
        await mine.close();
        expect((await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=wrong`)).status).toBe(401);
        expect((await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${ticket}`, { merchant: BETA })).status).toBe(401);
        // The ticket decides whose stream it is, whatever token comes with it.
        const withOtherToken = await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${ticket}`, { token: other.token });
        expect(withOtherToken.status).toBe(200);
        await withOtherToken.close();
        // Someone else's ticket opens nothing of another's order.
        const otherTicket = (await request(server(), 'POST', '/orders/v1/stream-tickets', { token: other.token })).body.ticket;
        expect((await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${encodeURIComponent(otherTicket)}`)).status).toBe(404);

        now = at(2);
        try {
          expect((await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${ticket}`)).status).toBe(401);
        } finally {
          now = NOON;
        }
        // Logging out ends the open stream (the sign-in is re-checked) and voids the ticket.
        expect((await request(server(), 'POST', '/users/v1/users/logout', { token: me.token })).status).toBe(200);
        await stream.ended;
        expect((await openStream(server(), `/orders/v1/orders/${order.id}/events?ticket=${ticket}`)).status).toBe(401);
      });

      it('a stream is let go when the client leaves', async () => {
        const order = await place(server(), shopper, pickup());
        const before = server().events.size;
        const streams = await Promise.all(
          Array.from({ length: 5 }, () => openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token })),
        );
        await eventually(() => server().events.size === before + 5);
        await Promise.all(streams.map((s) => s.close()));
        await eventually(() => server().events.size === before);
      });
    });

    describe('scheduled work', () => {
      it("a scheduled order falls due at its slot minus the preparation time, once; a completed order's cashback is credited once", async () => {
        const me = await signIn(server());
        // 13:30 with product 100 (40 minutes): due at 12:50 Tashkent, 07:50 UTC.
        now = new Date('2026-11-23T05:00:00Z');
        const order = await place(
          server(),
          me,
          pickup({ cartItems: [{ productId: 100, count: 1 }], day: '2026-11-23', time: '13:30' }),
          '/orders/v1/orders/at-time',
        );
        try {
          expect(order.status).toBe('AT_TIME');
          now = new Date('2026-11-23T07:49:00Z');
          expect((await server().scheduler.runOnce()).activated).toBe(0);
          now = new Date('2026-11-23T07:50:00Z');
          expect((await server().scheduler.runOnce()).activated).toBe(1);
          expect((await server().scheduler.runOnce()).activated).toBe(0);
          const detail = await request(server(), 'GET', `/orders/v1/orders/${order.id}`, { token: me.token });
          expect(detail.body.status).toBe('OPEN');
          expect(detail.body.history.filter((h: { status: string }) => h.status === 'OPEN')).toEqual([
            expect.objectContaining({ data: { from: 'AT_TIME', by: 'scheduler' } }),
          ]);

          for (const s of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await operatorMove(server(), key, order.id, s);
          const earned = detail.body.cashbackEarned as number;
          expect(earned).toBe(2_800);
          const balance = async () => (await request(server(), 'GET', '/users/v1/users/me', { token: me.token })).body.cashback;
          expect(await balance()).toBe(0);
          expect((await server().scheduler.runOnce()).credited).toBeGreaterThanOrEqual(1);
          expect(await balance()).toBe(earned);
          await server().scheduler.runOnce();
          expect(await balance()).toBe(earned);
        } finally {
          now = NOON;
        }
      });
    });
  },
  options,
);

describeEachBackend(
  'the demo kitchen',
  (server) => {
    let shopper: Shopper;
    beforeAll(async () => {
      await loadTrackingPreset(server());
      shopper = await signIn(server());
    });

    it('moves a delivery step by step to DELIVERED with a demo courier from the branch to the address, and a pick-up to CLOSED', async () => {
      const kitchen = server().kitchen!;
      expect(kitchen).not.toBeNull();
      const order = await place(server(), shopper, delivery());
      const pick = await place(server(), shopper, pickup());
      const stream = await openStream(server(), `/orders/v1/orders/${order.id}/events`, { token: shopper.token });
      const statusOf = async (id: string) => (await request(server(), 'GET', `/orders/v1/orders/${id}`, { token: shopper.token })).body;
      const step = async () => {
        now = new Date(now.getTime() + 1000);
        await kitchen.runOnce();
      };
      try {
        for (const expected of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY']) {
          await step();
          expect((await statusOf(order.id)).status).toBe(expected);
        }
        const onWay = await statusOf(order.id);
        expect(onWay).toMatchObject({ courierStatus: 'PERFORMER_PICKUPED', courier: { firstName: 'Demo' } });
        const courier = await request(server(), 'GET', `/deliveries/v1/delivery/courier/${onWay.courierId}`, { token: shopper.token });
        expect(courier.body.position).toMatchObject(CENTER);
        // Half a step later the courier is half way.
        now = new Date(now.getTime() + 500);
        await kitchen.runOnce();
        const half = await stream.next((e) => e.event === 'position' && Math.abs(e.data.latitude - (CENTER.latitude + INSIDE.latitude) / 2) < 1e-4);
        expect(half.data.longitude).toBeCloseTo((CENTER.longitude + INSIDE.longitude) / 2, 4);
        now = new Date(now.getTime() + 500);
        await kitchen.runOnce();
        const delivered = await statusOf(order.id);
        expect(delivered).toMatchObject({ status: 'DELIVERED', courierStatus: 'PERFORMER_DELIVERED_FINISH' });
        expect(delivered.history.map((h: { status: string }) => h.status).filter((s: string, i: number, a: string[]) => s !== a[i - 1])).toEqual([
          'OPEN',
          'ACCEPTED',
          'COOKING',
          'DONE',
          'ON_WAY',
          'DELIVERED',
        ]);
        expect((await statusOf(pick.id)).status).toBe('CLOSED');
        // Every move after the placement was the kitchen's.
        expect(
          delivered.history
            .filter((h: { kind: string }) => h.kind === 'CHANGE_STATUS')
            .slice(1)
            .map((h: { data: { by: string } }) => h.data.by),
        ).toEqual(['kitchen', 'kitchen', 'kitchen', 'kitchen', 'kitchen']);
        await stream.next((e) => e.data.status === 'DELIVERED');
      } finally {
        await stream.close();
        now = NOON;
      }
    });
  },
  { ...options, demoKitchen: true, demoKitchenStepMs: 1000 },
);

/** Two server instances on one PostgreSQL schema: what must hold across instances. */
describe.runIf(Boolean(process.env.DATABASE_URL))('two instances on one PostgreSQL', () => {
  let a: Server;
  let b: Server;
  let key = '';
  beforeAll(async () => {
    const { startTestServer } = await import('../testing/test-server.ts');
    a = await startTestServer('postgres', options);
    const schema = (await a.db.query<{ s: string }>('select current_schema() as s'))[0]!.s;
    b = await startTestServer('postgres', { ...options, dbSchema: schema, dropSchema: false });
    await loadTrackingPreset(a);
    key = await a.operatorKeys.create(ALPHA);
    return async () => {
      await b.close();
      await a.close();
    };
  });

  it("a status move on instance A reaches a stream on instance B, and B's operator moves reach A", async () => {
    const shopper = await signIn(a);
    const order = await place(a, shopper, pickup());
    const onB = await openStream(b, `/orders/v1/orders/${order.id}/events`, { token: shopper.token });
    const onA = await openStream(a, `/orders/v1/orders/user/${shopper.id}/events`, { token: shopper.token });
    await onB.waitForText('retry');
    await onA.waitForText('retry');
    await operatorMove(a, key, order.id, 'ACCEPTED');
    expect((await onB.next((e) => e.data.status === 'ACCEPTED')).data.orderId).toBe(order.id);
    await operatorMove(b, key, order.id, 'COOKING');
    await onA.next((e) => e.data.status === 'COOKING');
    await onB.next((e) => e.data.status === 'COOKING');
    await onA.close();
    await onB.close();
  });

  it('the scheduler on both instances at once moves each due order once and credits each cashback once', async () => {
    const shopper = await signIn(a);
    now = new Date('2026-11-23T05:00:00Z');
    try {
      const orders = [];
      for (let i = 0; i < 20; i++) {
        orders.push(
          await place(a, shopper, pickup({ cartItems: [{ productId: 101, count: 1 }], day: '2026-11-23', time: '13:30' }), '/orders/v1/orders/at-time'),
        );
      }
      now = new Date('2026-11-23T09:00:00Z');
      const runs = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce(), a.scheduler.runOnce(), b.scheduler.runOnce()]);
      const more = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce()]);
      // A run asked for while one is under way on the same instance joins it: count each run once.
      const total = (list: SchedulerRun[], field: keyof SchedulerRun) => [...new Set(list)].reduce((sum, r) => sum + r[field], 0);
      expect(total([...runs, ...more], 'activated')).toBe(20);
      const opened = await a.db.query<{ n: number }>(
        "select count(*)::int as n from order_history where status = 'OPEN' and data->>'by' = 'scheduler' and order_id = any($1)",
        [orders.map((o) => o.id)],
      );
      expect(opened[0]!.n).toBe(20);

      for (const order of orders) {
        for (const s of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await operatorMove(a, key, order.id, s);
      }
      const credits = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce(), a.scheduler.runOnce(), b.scheduler.runOnce()]);
      expect(total(credits, 'credited')).toBe(20);
      const me = await request(b, 'GET', '/users/v1/users/me', { token: shopper.token });
      expect(me.body.cashback).toBe(20 * orders[0].cashbackEarned);
    } finally {
      now = NOON;
    }
  });
});
