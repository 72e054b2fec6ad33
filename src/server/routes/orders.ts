/** /orders: the order settings of a city and placing an order (SPEC point 7). */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints, IDEMPOTENCY_HEADER } from '#schemas/endpoints';
import { orderSettingOf } from '../db/queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { bodyOf, idParam, requireMerchant, userOf, varyByMerchant, withToken, type AppEnv, type ServerContext } from '../http.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function ordersRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant(), requireMerchant(ctx));

  app.get('/v1/order/setting/:cityId', withToken(ctx, { required: false }), async (c) => {
    const merchantId = c.get('merchant').id;
    const cityId = idParam(c, 'cityId');
    const setting = await ctx.data.read(merchantId, (tx) => orderSettingOf(tx, merchantId, cityId));
    if (!setting) throw notFound({ uz: 'Shahar sozlamalari topilmadi', ru: 'Настройки города не найдены', eng: 'No order settings for this city' });
    return c.json(setting);
  });

  const placing = bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a body of at most 64 KB' }] });
    },
  });
  const place = (scheduled: boolean) => async (c: Context<AppEnv>) => {
    const user = userOf(c);
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.header.idempotency-key', message: 'expected a key of 8-100 letters, digits, - or _, new for each order' }] });
    }
    const submission = await bodyOf(c, scheduled ? endpoints.createScheduledOrder : endpoints.createOrder);
    const placed = await ctx.orders.place({
      merchantId: user.merchantId, user, submission, scheduled, idempotencyKey: key, channel: 'web', now: ctx.now(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(placed.order, placed.replay ? 200 : 201);
  };
  const signedIn = withToken(ctx, { required: true });
  app.post('/v1/orders', placing, signedIn, place(false));
  app.post('/v1/orders/at-time', placing, signedIn, place(true));

  return app;
}
