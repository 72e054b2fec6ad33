/**
 * /deliveries: the courier of a shopper's order, and the delivery price of an address (SPEC
 * point 7), by the same rule an order is charged with (src/domain/delivery.ts). A quote with no price answers price 0 with the reason
 * and its message; the storefront shows the message or ignores it (SPEC 8).
 */
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoint-table';
import { orderMessage } from '#domain/order-messages';
import { bodyOf, idParam, requireMerchant, userOf, varyByMerchant, withToken, type AppEnv, type ServerContext } from '../http.ts';
import { courierNotFound, courierWire } from '../services/order-life.ts';

export function deliveriesRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>();
  app.use(varyByMerchant(), requireMerchant(ctx), withToken(ctx, { required: false }));

  app.post('/v1/delivery/tariff/client/calculate', async (c) => {
    const merchantId = c.get('merchant').id;
    const body = await bodyOf(c, endpoints.deliveryTariff);
    const quote = await ctx.orders.deliveryQuote(merchantId, body);
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

  /**
   * A courier, to a shopper whose active order they carry (name, phone, status, position); any
   * other courier id, or a courier who carries nothing of theirs, is a 404.
   */
  app.get('/v1/delivery/courier/:id', async (c) => {
    // Signed in (a 401 without a token: the module's withToken has read it).
    const user = userOf(c);
    const id = idParam(c, 'id');
    const courier = await ctx.shopperOrders.courier(user.merchantId, user.id, id);
    if (!courier) throw courierNotFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json(courierWire(courier, true));
  });

  return app;
}
