/** /orders: the order settings of a city (SPEC point 7). */
import { Hono } from 'hono';
import { orderSettingOf } from '../db/queries.ts';
import { notFound } from '../errors.ts';
import { idParam, requireMerchant, varyByMerchant, withToken, type AppEnv, type ServerContext } from '../http.ts';

export function ordersRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant(), requireMerchant(ctx), withToken(ctx, { required: false }));

  app.get('/v1/order/setting/:cityId', async (c) => {
    const merchantId = c.get('merchant').id;
    const cityId = idParam(c, 'cityId');
    const setting = await ctx.data.read(merchantId, (tx) => orderSettingOf(tx, merchantId, cityId));
    if (!setting) throw notFound({ uz: 'Shahar sozlamalari topilmadi', ru: 'Настройки города не найдены', eng: 'No order settings for this city' });
    return c.json(setting);
  });

  return app;
}
