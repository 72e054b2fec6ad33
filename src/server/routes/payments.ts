/** /payments: the payment settings per type, which the layout plan turns into the methods a channel offers. */
import { Hono } from 'hono';
import { requireMerchant, type AppEnv, type ServerContext } from '../http.ts';

export function paymentsRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(requireMerchant(ctx));
  app.get('/v1/settings', async (c) => c.json(await ctx.data.paymentSettings(c.get('merchant').id)));
  return app;
}
