/**
 * The bounds of one order on the server (#domain/order-limits, #domain/promo checkPromoUses): a
 * line above the merchant's count, a total above its maximum and a promo past its uses are refused
 * at quote and at order time with their message, before an order number is spent; a promo's uses
 * hold under concurrent orders.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { NOON, newKey, orderingPreset, pickup, place, request, signIn, type Shopper } from '../testing/tracking.ts';
import type { Server } from '../app.ts';

const PRICE = 152_100;

const limitsPreset = () =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, { promoActive: true, maxLineCount: 999, maxOrderTotal: 10 * PRICE });
    preset.menu.products.find((p: { id: number }) => p.id === 101).amount = PRICE;
    preset.promos = [
      { id: 1, code: 'ONCE', discountType: 'AMOUNT', productDiscount: 1_000, maxUsesPerUser: 1 },
      { id: 2, code: 'THREE', discountType: 'AMOUNT', productDiscount: 1_000, maxUses: 3 },
    ];
  });

const orderNumber = async (server: Server) =>
  (await server.db.query<{ last: number }>("select last from order_numbers where merchant_id = 'alpha-id'"))[0]?.last ?? 0;

describeEachBackend(
  'the bounds of one order',
  (server) => {
    let shopper: Shopper;
    beforeAll(async () => {
      const load = await loadPreset(server(), 'alpha.json', limitsPreset());
      expect(load.status).toBe('loaded');
      shopper = await signIn(server());
    });

    it("100 lines x 999 units of a 152,100 so'm product: refused at quote and order (no 500, no order number spent)", async () => {
      const cartItems = Array.from({ length: 100 }, () => ({ productId: 101, count: 999 }));
      const quote = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup({ cartItems }) });
      // The quote answers a refusal as its answer (200), the order as a refusal (422).
      expect(quote.status).toBe(200);
      expect(quote.body.problems[0].key).toBe('orderTotalTooHigh');
      expect(quote.body.problems[0].description.uz).toContain('oshmasligi kerak');
      const before = await orderNumber(server());
      const placed = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: pickup({ cartItems, totalPrice: 0 }) });
      expect(placed.status).toBe(422);
      expect(placed.body.problem).toBe('orderTotalTooHigh');
      expect(await orderNumber(server())).toBe(before);
      // Ten is exactly the maximum: priced.
      const ten = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: shopper.token,
        body: pickup({ cartItems: [{ productId: 101, count: 10 }] }),
      });
      expect(ten.status).toBe(200);
      expect(ten.body.totals.totalPrice).toBe(10 * PRICE);
    });

    it("a line above the merchant's count is refused with the count in three languages; the contract refuses past 999 and 100 lines", async () => {
      const edited = orderingPreset(0, (preset) => {
        preset.webSettings.maxLineCount = 20;
      });
      await loadPreset(server(), 'alpha.json', edited);
      const over = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: shopper.token,
        body: pickup({ cartItems: [{ productId: 101, count: 21 }] }),
      });
      expect(over.status).toBe(200);
      expect(over.body.problems[0].key).toBe('lineCountTooHigh');
      expect(over.body.problems[0].description).toEqual({
        uz: "Bitta mahsulotdan bir buyurtmada ko'pi bilan 20 dona olish mumkin",
        ru: 'Одного товара в заказе можно взять не больше 20 шт.',
        eng: 'At most 20 of one product per order',
      });
      expect(
        (await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup({ cartItems: [{ productId: 101, count: 20 }] }) }))
          .status,
      ).toBe(200);
      const contract = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: shopper.token,
        body: pickup({ cartItems: [{ productId: 101, count: 1000 }] }),
      });
      expect(contract.status).toBe(400);
      const lines = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: shopper.token,
        body: pickup({ cartItems: Array.from({ length: 101 }, () => ({ productId: 101, count: 1 })) }),
      });
      expect(lines.status).toBe(400);
      await loadPreset(server(), 'alpha.json', limitsPreset());
    });

    it('a promo used once per shopper: the second order is "not active" at quote and order; a cancelled order gives the use back', async () => {
      const me = await signIn(server());
      const first = await place(server(), me, pickup({ promoCode: 'once' }));
      expect(first.promoCode).toBe('ONCE');
      const quote = await request(server(), 'POST', '/orders/v1/orders/quote', { token: me.token, body: pickup({ promoCode: 'ONCE' }) });
      // A used-up promo does not block the quote: it says why and prices without it.
      expect(quote.status).toBe(200);
      expect(quote.body.problems[0].description.uz).toBe('Promokod active emas!');
      expect(quote.body.promo).toBeNull();
      expect(quote.body.totals.promoDiscount).toBe(0);
      const again = await request(server(), 'POST', '/orders/v1/orders', {
        token: me.token,
        key: newKey(),
        body: pickup({ promoCode: 'ONCE', totalPrice: first.totalPrice }),
      });
      expect(again.status).toBe(422);
      expect(again.body.description.uz).toBe('Promokod active emas!');
      // Another shopper still may.
      expect((await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup({ promoCode: 'ONCE' }) })).status).toBe(200);
      await server().db.query("update orders set status = 'CANCELED' where id = $1", [first.id]);
      expect((await request(server(), 'POST', '/orders/v1/orders/quote', { token: me.token, body: pickup({ promoCode: 'ONCE' }) })).status).toBe(200);
    });

    it('a promo of three uses: 12 shoppers ordering at once get exactly three orders', async () => {
      const shoppers = await Promise.all(Array.from({ length: 12 }, () => signIn(server())));
      const quote = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shoppers[0]!.token, body: pickup({ promoCode: 'THREE' }) });
      expect(quote.status).toBe(200);
      const totalPrice = quote.body.totals.totalPrice;
      const answers = await Promise.all(
        shoppers.map((s) =>
          request(server(), 'POST', '/orders/v1/orders', { token: s.token, key: newKey(), body: pickup({ promoCode: 'THREE', totalPrice }) }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(9);
      for (const a of refused) expect(a.body.description.uz).toBe('Promokod active emas!');
      const used = await server().db.query<{ n: number }>(
        "select count(*)::int as n from orders where merchant_id = 'alpha-id' and upper(promo_code) = 'THREE'",
      );
      expect(used[0]!.n).toBe(3);
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => NOON },
);
