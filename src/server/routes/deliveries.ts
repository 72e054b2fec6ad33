/**
 * /deliveries: the delivery price of an address (SPEC point 7), by the same rule an order is
 * charged with (src/domain/delivery.ts). A quote with no price answers price 0 with the reason
 * and its message; the storefront shows the message or ignores it (SPEC 8).
 */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoints';
import type { Branch, DeliveryTariff } from '#schemas/entities';
import { quoteDelivery } from '#domain/delivery';
import { orderMessage } from '#domain/order-messages';
import { tariffsOf } from '../db/order-queries.ts';
import { branchOf } from '../db/queries.ts';
import { bodyOf, requireMerchant, varyByMerchant, withToken, type AppEnv, type ServerContext } from '../http.ts';

export function deliveriesRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant(), requireMerchant(ctx), withToken(ctx, { required: false }));

  app.post('/v1/delivery/tariff/client/calculate', async (c) => {
    const merchantId = c.get('merchant').id;
    const body = await bodyOf(c, endpoints.deliveryTariff);
    const [branch, tariffs] = await ctx.data.read(merchantId, async (tx) => [
      (await branchOf(tx, merchantId, body.branchId)) as Branch | null,
      (await tariffsOf(tx, merchantId)) as unknown as DeliveryTariff[],
    ] as const);
    const quote = quoteDelivery({ basketTotal: body.productPrice, address: body, branch, tariffs });
    c.header('Cache-Control', 'no-store');
    if (!quote.ok) return c.json({ price: 0, zone: null, branchId: body.branchId, reason: quote.reason, message: orderMessage(quote.problem) });
    return c.json({
      price: quote.price,
      zone: quote.zone ? { id: quote.zone.id, name: quote.zone.name } : null,
      branchId: quote.branch.id,
      reason: null,
      message: null,
    });
  });

  return app;
}
