/**
 * /operator: the restaurant's side (schemas/operator-endpoints.ts). The merchant header names
 * the brand and `Authorization: Bearer KEY` carries a key of that brand (`npm run operator:key`);
 * anything else is a 401. Orders by status and day, one order with the moves it allows, status
 * moves along the state machine (a forbidden one: 409 STATUS_NOT_ALLOWED naming the allowed),
 * couriers, their assignment, status and position. Every move is one transaction with its history
 * event and its live event.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { operatorEndpoints } from '#schemas/operator-endpoints';
import { allowedMoves, serviceTypeOf } from '#domain/order-status';
import { localInstant } from '#domain/order-time';
import { branchOf } from '../db/queries.ts';
import { orderDetail } from '../db/shopper-order-queries.ts';
import { customerOf, ordersForOperator } from '../db/operator-order-queries.ts';
import { couriersOf, saveCourier } from '../db/courier-queries.ts';
import { ApiFailure } from '../errors.ts';
import { bearerOf, bodyOf, idParam, queryOf, requireMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { courierNotFound, courierWire, orderNotFound } from '../services/order-life.ts';

const DAY_MS = 86_400_000;

export function operatorRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(requireMerchant(ctx));
  app.use(async (c, next) => {
    const key = bearerOf(c);
    if (!key || !(await ctx.operatorKeys.valid(c.get('merchant').id, key))) throw new ApiFailure('UNAUTHORIZED');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use(bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 16 KB' }] });
    },
  }));

  const merchantOf = (c: Context<AppEnv>) => c.get('merchant').id;

  /** One order as the restaurant sees it; 404 when the merchant has none by that id. */
  const operatorOrder = async (merchantId: string, orderId: string) => {
    const answer = await ctx.data.read(merchantId, async (tx) => {
      const detail = await orderDetail(tx, merchantId, orderId);
      if (!detail) return null;
      return { detail, customer: await customerOf(tx, merchantId, detail.userId) };
    });
    if (!answer) throw orderNotFound();
    const { detail, customer } = answer;
    return {
      ...detail.order, history: detail.history, lines: detail.lines, rating: detail.rating, lastEventId: detail.lastEventId,
      customer, allowedMoves: allowedMoves(detail.order.status, serviceTypeOf(detail.order.serviceType)),
    };
  };

  app.get('/v1/orders', async (c) => {
    const merchantId = merchantOf(c);
    const { status, day, page, size } = queryOf(c, operatorEndpoints.operatorOrders);
    const from = day ? localInstant(day, '00:00') : null;
    if (day && !from) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.query.day', message: 'expected a date YYYY-MM-DD' }] });
    const found = await ctx.data.read(merchantId, (tx) => ordersForOperator(tx, merchantId, {
      statuses: status ?? null, from, to: from ? new Date(from.getTime() + DAY_MS) : null, limit: size, offset: page * size,
    }));
    return c.json({ content: found.content, page, size, totalElements: found.totalElements, totalPages: Math.ceil(found.totalElements / size) });
  });

  app.get('/v1/orders/:id', async (c) => c.json(await operatorOrder(merchantOf(c), idParam(c, 'id'))));

  app.post('/v1/orders/:id/status', async (c) => {
    const merchantId = merchantOf(c);
    const id = idParam(c, 'id');
    const body = await bodyOf(c, operatorEndpoints.operatorMove);
    await ctx.life.operatorMove(merchantId, id, body.status, { now: ctx.now(), paid: body.paid, reason: body.reason ?? null });
    return c.json(await operatorOrder(merchantId, id));
  });

  app.post('/v1/orders/:id/courier', async (c) => {
    const merchantId = merchantOf(c);
    const id = idParam(c, 'id');
    const { courierId } = await bodyOf(c, operatorEndpoints.operatorAssignCourier);
    await ctx.life.assignCourier(merchantId, id, courierId, ctx.now());
    return c.json(await operatorOrder(merchantId, id));
  });

  app.get('/v1/couriers', async (c) => {
    const merchantId = merchantOf(c);
    const couriers = await ctx.data.read(merchantId, (tx) => couriersOf(tx, merchantId));
    return c.json(couriers.map((row) => ({ ...courierWire(row, true), balance: row.balance })));
  });

  app.put('/v1/couriers/:id', async (c) => {
    const merchantId = merchantOf(c);
    const id = idParam(c, 'id');
    const body = await bodyOf(c, operatorEndpoints.operatorSaveCourier);
    const row = await ctx.data.read(merchantId, async (tx) => {
      // A courier's branch is one of the merchant's.
      if (body.branchId && !(await branchOf(tx, merchantId, body.branchId))) return null;
      return saveCourier(tx, merchantId, {
        id, branchId: body.branchId ?? null, firstName: body.firstName ?? null, lastName: body.lastName ?? null, phone: body.phone ?? null,
      });
    });
    if (!row) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body.branchId', message: 'expected a branch of this merchant' }] });
    return c.json({ ...courierWire(row, true), balance: row.balance });
  });

  app.post('/v1/couriers/:id/status', async (c) => {
    const merchantId = merchantOf(c);
    const { status } = await bodyOf(c, operatorEndpoints.operatorCourierStatus);
    const row = await ctx.life.setCourierStatus(merchantId, idParam(c, 'id'), status, ctx.now());
    return c.json({ ...courierWire(row, true), balance: row.balance });
  });

  app.post('/v1/couriers/:id/position', async (c) => {
    const merchantId = merchantOf(c);
    const position = await bodyOf(c, operatorEndpoints.operatorCourierPosition);
    const row = await ctx.life.setCourierPosition(merchantId, idParam(c, 'id'), position, ctx.now());
    if (!row) throw courierNotFound();
    return c.json({ ...courierWire(row, true), balance: row.balance });
  });

  return app;
}
