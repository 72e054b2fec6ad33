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
import { localInstant } from '#domain/order-time';
import { ApiFailure } from '../errors.ts';
import { bearerOf, bodyOf, idParam, queryOf, requireMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { orderNotFound } from '../services/order-life.ts';
import { operatorCourier } from '../services/operator-orders.ts';
import { operatorFeatureRoutes } from './shopper-features.ts';

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
  app.use(
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 16 KB' }] });
      },
    }),
  );

  const merchantOf = (c: Context<AppEnv>) => c.get('merchant').id;

  /** One order as the restaurant sees it; 404 when the merchant has none by that id. */
  const operatorOrder = async (merchantId: string, orderId: string) => {
    const order = await ctx.operatorOrders.order(merchantId, orderId);
    if (!order) throw orderNotFound();
    return order;
  };

  app.get('/v1/orders', async (c) => {
    const merchantId = merchantOf(c);
    const { status, day, page, size } = queryOf(c, operatorEndpoints.operatorOrders);
    const from = day ? localInstant(day, '00:00') : null;
    if (day && !from) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.query.day', message: 'expected a date YYYY-MM-DD' }] });
    const found = await ctx.operatorOrders.page(merchantId, {
      statuses: status ?? null,
      from,
      to: from ? new Date(from.getTime() + DAY_MS) : null,
      limit: size,
      offset: page * size,
    });
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

  app.get('/v1/couriers', async (c) => c.json(await ctx.operatorOrders.couriers(merchantOf(c))));

  app.put('/v1/couriers/:id', async (c) => {
    const merchantId = merchantOf(c);
    const id = idParam(c, 'id');
    const body = await bodyOf(c, operatorEndpoints.operatorSaveCourier);
    const courier = await ctx.operatorOrders.saveCourier(merchantId, id, {
      branchId: body.branchId ?? null,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      phone: body.phone ?? null,
    });
    if (!courier) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body.branchId', message: 'expected a branch of this merchant' }] });
    return c.json(courier);
  });

  app.post('/v1/couriers/:id/status', async (c) => {
    const merchantId = merchantOf(c);
    const { status } = await bodyOf(c, operatorEndpoints.operatorCourierStatus);
    return c.json(operatorCourier(await ctx.life.setCourierStatus(merchantId, idParam(c, 'id'), status, ctx.now())));
  });

  app.post('/v1/couriers/:id/position', async (c) => {
    const merchantId = merchantOf(c);
    const position = await bodyOf(c, operatorEndpoints.operatorCourierPosition);
    return c.json(operatorCourier(await ctx.life.setCourierPosition(merchantId, idParam(c, 'id'), position, ctx.now())));
  });

  operatorFeatureRoutes(app, ctx);
  return app;
}
