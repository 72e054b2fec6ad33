/**
 * Placing orders, on each database: the server prices from its own data, refuses with the
 * rules' messages, answers its totals when the shown one differs, and makes one order per
 * idempotency key. The alpha fixture is extended here with what ordering needs.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OverallMenu } from '#schemas/entities';
import { orderTotals, priceLine, resolveBasket } from '#domain/order-pricing';
import { checkPromo, findPromo } from '#domain/promo';
import { formatMoney } from '#domain/pricing';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { ALPHA, INSIDE, newKey, NOON, orderingPreset, request, signIn } from '../testing/tracking.ts';

let now = NOON;

const OUTSIDE = { latitude: 41.45, longitude: 69.5 };

/** The ordering fixture with a delivery minimum, promos and a service fee. */
const promosPreset = () =>
  orderingPreset(40_000, (preset) => {
    Object.assign(preset.webSettings, { terminalActive: true, paymeActive: true, promoActive: true });
    preset.promos = [
      { id: 1, code: 'SALE10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 50_000 },
      { id: 2, code: 'OLD', discountType: 'AMOUNT', productDiscount: 5_000, endDate: '2020-01-01' },
      { id: 3, code: 'SOON', discountType: 'AMOUNT', productDiscount: 5_000, startDate: '2030-01-01' },
      { id: 4, code: 'OFF', discountType: 'AMOUNT', productDiscount: 5_000, isActive: false },
      { id: 5, code: 'FREE', discountType: 'PERCENTAGE', productDiscount: 100, deliveryDiscount: 100 },
    ];
    preset.orderSettings = [
      {
        cityId: 'tashkent',
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: true,
        serviceFeeThreshold: 200_000,
        serviceFeeAmount: 5_000,
        minimalDeliveryPrice: 30_000,
        cashbackPercent: 5,
      },
    ];
  });

const pickup = (cartItems: unknown[], extra: Record<string, unknown> = {}) => ({
  serviceType: 'PICK_UP',
  branch: { id: 'center' },
  paymentType: 'CASH',
  cartItems,
  totalPrice: 0,
  ...extra,
});

describeEachBackend(
  'placing an order',
  (server) => {
    let token = '';
    beforeAll(async () => {
      const load = await loadPreset(server(), 'alpha.json', promosPreset());
      expect(load.status).toBe('loaded');
      token = (await signIn(server())).token;
    });

    /** Submits once with the shown total 0; when the server answers its own total, submits again with it. */
    async function place(body: Record<string, unknown>, path = '/orders/v1/orders', key = newKey()) {
      const first = await request(server(), 'POST', path, { token, key, body });
      if (first.status !== 409 || first.body.code !== 'PRICE_CHANGED') return first;
      return request(server(), 'POST', path, { token, key: newKey(), body: { ...body, totalPrice: first.body.totals.totalPrice } });
    }

    it("a pick-up order: the shown total must be the server's, then one order with its lines and history", async () => {
      const body = pickup([{ productId: 101, count: 2 }]);
      const changed = await request(server(), 'POST', '/orders/v1/orders', { token, key: newKey(), body });
      expect(changed.status).toBe(409);
      expect(changed.body.code).toBe('PRICE_CHANGED');
      expect(changed.body.totals).toMatchObject({ productPrice: 64_000, servicePrice: 5_000, deliveryPrice: 0, totalPrice: 69_000 });
      expect((await server().db.query('select count(*)::int as n from orders'))[0]).toEqual({ n: 0 });

      const placed = await request(server(), 'POST', '/orders/v1/orders', { token, key: newKey(), body: { ...body, totalPrice: 69_000 } });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        status: 'OPEN',
        serviceType: 'PICK_UP',
        orderDevice: 'CLIENT_WEB',
        paymentType: 'CASH',
        paymentState: 'NONE',
        totalPrice: 69_000,
        branch: { id: 'center' },
        number: expect.any(Number),
      });
      const id = placed.body.id;
      const lines = await server().db.query<{ data: { unitPrice: number; count: number } }>('select data from order_lines where order_id = $1', [id]);
      expect(lines.map((l) => l.data)).toEqual([expect.objectContaining({ productId: 101, unitPrice: 32_000, count: 2, price: 64_000 })]);
      const history = await server().db.query('select kind, status from order_history where order_id = $1', [id]);
      expect(history).toEqual([{ kind: 'CHANGE_STATUS', status: 'OPEN' }]);
    });

    it('tampered prices, counts and modifier prices in the body never change what is charged', async () => {
      const honest = await place(pickup([{ productId: 100, count: 1, modifications: [{ id: 11 }, { id: 12 }] }]));
      expect(honest.status).toBe(201);
      expect(honest.body.totalPrice).toBe(28_000 + 3_000 + 5_000 + 5_000);
      const tampered = await request(server(), 'POST', '/orders/v1/orders', {
        token,
        key: newKey(),
        body: {
          ...pickup([
            {
              productId: 100,
              count: 1,
              price: 1,
              modifications: [
                { id: 11, price: 0 },
                { id: 12, price: 0 },
              ],
            },
          ]),
          productPrice: 1,
          deliveryPrice: 0,
          servicePrice: 0,
          totalDiscount: 10 ** 6,
          totalPrice: 1,
        },
      });
      expect(tampered.status).toBe(409);
      expect(tampered.body.totals.totalPrice).toBe(41_000);
      expect((await request(server(), 'POST', '/orders/v1/orders', { token, key: newKey(), body: pickup([{ productId: 100, count: 0 }]) })).status).toBe(400);
      const foreign = await place(pickup([{ productId: 100, count: 1, modifications: [{ id: 99 }] }]));
      expect(foreign.body.problem).toBe('modificationsInvalid');
    });

    it('delivery: priced by the zone, refused outside it, without a point and below the minimum', async () => {
      const items = [{ productId: 101, count: 2 }];
      const delivery = (address: object | null, cartItems = items) => ({
        serviceType: 'DELIVERY',
        paymentType: 'TERMINAL',
        address,
        cartItems,
        totalPrice: 0,
        entrance: '2',
        floor: '5',
      });
      const ok = await place(delivery(INSIDE));
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ deliveryPrice: 10_000, totalPrice: 64_000 + 10_000 + 5_000, courierComment: 'Подъезд: 2, Этаж: 5' });
      const outside = await place(delivery(OUTSIDE));
      expect(outside).toMatchObject({ status: 422, body: { code: 'ORDER_REFUSED', problem: 'outsideServiceArea' } });
      expect(outside.body.description.uz).toBe('Xizmat hududidan tashqarida');
      // A typed address without its point cannot be priced: the shopper is asked for the point.
      const typed = await place(delivery({ streetName: 'Amir Temur' }));
      expect(typed.body.problem).toBe('addressNoPoint');
      expect(typed.body.description.uz).toBe('Bu manzil xaritada belgilanmagan: yetkazib berish narxini bilish uchun uni xaritada belgilang');
      expect((await place(delivery({}))).body.problem).toBe('addressRequired');
      const small = await place(delivery(INSIDE, [{ productId: 100, count: 1 }]));
      expect(small.body.problem).toBe('belowMinimalDeliveryPrice');
    });

    it("refuses with the rules' messages: empty basket, unsold or inactive product, payment not offered, table missing", async () => {
      const expectProblem = async (body: Record<string, unknown>, problem: string) => {
        const res = await place(body);
        expect(res.status, problem).toBe(422);
        expect(res.body.problem).toBe(problem);
        expect(Object.keys(res.body.description).sort()).toEqual(['eng', 'ru', 'uz']);
      };
      await expectProblem(pickup([]), 'basketEmpty');
      await expectProblem(pickup([{ productId: 110, count: 1 }]), 'noBranchForBasket');
      await expectProblem(pickup([{ productId: 113, count: 1 }]), 'productUnavailable');
      await expectProblem(pickup([{ productId: 101, count: 1 }], { branch: { id: 'closed' } }), 'noBranchForBasket');
      await expectProblem(pickup([{ productId: 101, count: 1 }], { paymentType: 'PAYME' }), 'paymentUnavailable');
      await expectProblem(pickup([{ productId: 101, count: 1 }], { serviceType: 'DINE_IN' }), 'tableRequired');
      const dineIn = await place(pickup([{ productId: 101, count: 1 }], { serviceType: 'DINE_IN', tableId: '7' }));
      expect(dineIn.body).toMatchObject({ serviceType: 'DINE_IN', tableId: '7', tableName: null });
    });

    it('each promo message, and a 100% promo still makes a valid order', async () => {
      const withPromo = (code: string) => pickup([{ productId: 101, count: 2 }], { promoCode: code });
      expect((await place(withPromo('OFF'))).body.description.uz).toBe('Promokod active emas!');
      expect((await place(withPromo('SOON'))).body.description.uz).toBe('Promokod boshlanish kuni hali kelmagan!');
      expect((await place(withPromo('OLD'))).body.description.uz).toBe("Promokod amal qilish muddatidan o'tgan!");
      const small = await place(pickup([{ productId: 100, count: 1 }], { promoCode: 'SALE10' }));
      expect(small.body.description.uz).toBe(
        `Mahsulot minimal narxi ${formatMoney(50_000, 'uz')} dan yuqori bo'lishi kerak. Yana ${formatMoney(22_000, 'uz')} dan ko'proq qo'shing.`,
      );
      const sale = await place(withPromo(' sale10 '));
      expect(sale.body).toMatchObject({ promoCode: 'SALE10', totalPrice: 64_000 - 6_400 + 5_000 });
      const free = await place(withPromo('FREE'));
      expect(free.status).toBe(201);
      expect(free.body).toMatchObject({ totalProductPrice: 0, totalPrice: 5_000 });
    });

    it('cashback beyond the balance is refused', async () => {
      const res = await place(pickup([{ productId: 101, count: 1 }], { cashback: 1_000 }));
      expect(res.body.problem).toBe('cashbackOverBalance');
    });

    it('change from a cash note: kept on a cash order and in its detail, refused below the total, dropped for other methods', async () => {
      const cash = await place(pickup([{ productId: 101, count: 2 }], { changeFrom: 100_000 }));
      expect(cash.status).toBe(201);
      expect(cash.body).toMatchObject({ paymentType: 'CASH', totalPrice: 69_000, changeFrom: 100_000 });
      const detail = await request(server(), 'GET', `/orders/v1/orders/${cash.body.id}`, { token });
      expect(detail.body.changeFrom).toBe(100_000);

      const short = await place(pickup([{ productId: 101, count: 2 }], { changeFrom: 50_000 }));
      expect(short).toMatchObject({ status: 422, body: { code: 'ORDER_REFUSED', problem: 'changeBelowTotal' } });
      expect(short.body.description.eng).toBe(`The amount to give change from cannot be less than the order total (${formatMoney(69_000, 'eng')})`);
      const quoted = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token,
        body: pickup([{ productId: 101, count: 2 }], { changeFrom: 50_000 }),
      });
      expect(quoted.status).toBe(200);
      expect(quoted.body.problems.map((p: { key: string }) => p.key)).toEqual(['changeBelowTotal']);
      expect(quoted.body.totals.totalPrice).toBe(69_000);

      const terminal = await place(pickup([{ productId: 101, count: 2 }], { paymentType: 'TERMINAL', changeFrom: 10 }));
      expect(terminal.status).toBe(201);
      expect(terminal.body.changeFrom).toBeNull();
      for (const changeFrom of [0, -5, 1.5, '100000']) {
        expect(
          (await request(server(), 'POST', '/orders/v1/orders', { token, key: newKey(), body: pickup([{ productId: 101, count: 2 }], { changeFrom }) })).status,
          String(changeFrom),
        ).toBe(400);
      }
    });

    it('stock: a branch that keeps a count gives no more than it has, across orders', async () => {
      const setStock = (n: number | null) => server().db.query("update product_branches set stock = $1 where product_id = 101 and branch_id = 'center'", [n]);
      await setStock(3);
      try {
        const four = await place(
          pickup([
            { productId: 101, count: 2 },
            { productId: 101, count: 2 },
          ]),
        );
        expect(four.body.description.uz).toBe('Mahsulot soni yetarlicha emas!');
        expect((await place(pickup([{ productId: 101, count: 3 }]))).status).toBe(201);
        const [row] = await server().db.query<{ stock: number }>("select stock from product_branches where product_id = 101 and branch_id = 'center'");
        expect(row!.stock).toBe(0);
        expect((await place(pickup([{ productId: 101, count: 1 }]))).body.problem).toBe('notEnoughStock');
      } finally {
        await setStock(null);
      }
    });

    it('time: ASAP only while open; a scheduled order needs an offered slot and waits as AT_TIME', async () => {
      const body = pickup([{ productId: 100, count: 1 }]);
      now = new Date('2026-11-23T20:30:00Z'); // 01:30 in Tashkent: closed
      try {
        expect((await place(body)).body.problem).toBe('branchClosed');
        expect((await place(body, '/orders/v1/orders/at-time')).body.problem).toBe('scheduleRequired');
        expect((await place({ ...body, day: '2026-11-24', time: '03:07' }, '/orders/v1/orders/at-time')).body.problem).toBe('slotNotOffered');
        const later = await place({ ...body, day: '2026-11-24', time: '12:00' }, '/orders/v1/orders/at-time');
        expect(later.status).toBe(201);
        expect(later.body).toMatchObject({ status: 'AT_TIME', later: true, day: '2026-11-24', time: '12:00' });
      } finally {
        now = NOON;
      }
    });

    it('idempotency: the same key and body give the first order; another body is refused; 50 at once make one', async () => {
      const body = { ...pickup([{ productId: 100, count: 2 }]), totalPrice: 2 * 28_000 + 5_000 };
      const key = newKey();
      const first = await request(server(), 'POST', '/orders/v1/orders', { token, key, body });
      expect(first.status).toBe(201);
      const again = await request(server(), 'POST', '/orders/v1/orders', { token, key, body });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      expect((await request(server(), 'POST', '/orders/v1/orders', { token, key, body: { ...body, comment: 'other' } })).status).toBe(409);
      expect((await request(server(), 'POST', '/orders/v1/orders', { token, body })).status).toBe(400);

      const raceKey = newKey();
      const answers = await Promise.all(Array.from({ length: 50 }, () => request(server(), 'POST', '/orders/v1/orders', { token, key: raceKey, body })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      const [row] = await server().db.query<{ n: number }>('select count(*)::int as n from idempotency_keys where key = $1', [raceKey]);
      expect(row!.n).toBe(1);
    });

    it('the tariff calculation prices an address as an order would, and says why when it cannot', async () => {
      const quote = (point: object, productPrice = 64_000) =>
        request(server(), 'POST', '/deliveries/v1/delivery/tariff/client/calculate', { body: { productPrice, branchId: 'center', ...point } });
      expect((await quote(INSIDE)).body).toMatchObject({ price: 10_000, zone: { id: 'near' }, branchId: 'center', reason: null });
      const outside = await quote(OUTSIDE);
      expect(outside.status).toBe(200);
      expect(outside.body).toMatchObject({ price: 0, reason: 'OUTSIDE_SERVICE_AREA', message: { uz: 'Xizmat hududidan tashqarida' } });
      expect((await quote(INSIDE, 0)).body.reason).toBe('EMPTY_BASKET');
      expect((await quote({ ...INSIDE, latitude: 'x' })).status).toBe(400);
    });

    it('property: for random baskets, promos and services the server charges what the domain rules show', async () => {
      const menu = (await request(server(), 'GET', '/products/v1/overalls')).body as OverallMenu;
      const byId = new Map(menu.products.map((p) => [p.id, p]));
      const { orderSettings, promos } = await server().data.ordering(ALPHA);
      const setting = orderSettings.find((o) => o.cityId === 'tashkent')!;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ productId: fc.constantFrom(100, 101), count: fc.integer({ min: 1, max: 4 }), mods: fc.subarray([11, 12]) }), {
            minLength: 1,
            maxLength: 4,
          }),
          fc.constantFrom('PICK_UP', 'DELIVERY'),
          fc.constantFrom(null, 'SALE10', 'FREE'),
          async (items, serviceType, promoCode) => {
            const cartItems = items.map((i) => ({
              productId: i.productId,
              count: i.count,
              modifications: i.productId === 100 ? i.mods.map((id) => ({ id })) : [],
            }));
            const body =
              serviceType === 'DELIVERY'
                ? { serviceType, paymentType: 'CASH', address: INSIDE, cartItems, promoCode, totalPrice: -1 }
                : { ...pickup(cartItems), promoCode, totalPrice: -1 };
            const res = await request(server(), 'POST', '/orders/v1/orders', { token, key: newKey(), body: { ...body, totalPrice: 0 } });
            const resolved = resolveBasket(cartItems, byId);
            if (!resolved.ok) throw new Error('the generator makes valid baskets');
            const basket = resolved.lines.reduce((sum, l) => sum + priceLine(l).price, 0);
            const promo = promoCode ? findPromo(promos, promoCode) : null;
            const promoOk = promo ? checkPromo(promo, { basketTotal: basket, now: NOON }).ok : true;
            const belowMinimum = serviceType === 'DELIVERY' && basket < 40_000;
            if (!promoOk || belowMinimum) {
              expect(res.status).toBe(422);
              return;
            }
            const shown = orderTotals({
              lines: resolved.lines,
              serviceType,
              deliveryPrice: serviceType === 'DELIVERY' ? 10_000 : 0,
              orderSetting: setting,
              promo,
            });
            if (shown.totalPrice === 0) {
              expect(res.status).toBe(201);
              expect(res.body.totalPrice).toBe(0);
            } else {
              expect(res.status).toBe(409);
              expect(res.body.totals).toEqual({ ...shown });
            }
          },
        ),
        { numRuns: 40 },
      );
    });

    it('the quote prices the order being made exactly as placing it would, places nothing, and says the promo applied or why not', async () => {
      const orders = async () => (await server().db.query<{ n: number }>('select count(*)::int as n from orders'))[0]!.n;
      const before = await orders();
      const body = pickup([{ productId: 101, count: 2 }], { promoCode: 'SALE10' });
      const quote = await request(server(), 'POST', '/orders/v1/orders/quote', { token, body: { ...body, totalPrice: undefined } });
      expect(quote.status).toBe(200);
      expect(quote.body).toMatchObject({ branch: { id: 'center' }, promo: { code: 'SALE10' }, deliverAt: null });
      expect(quote.body.promo.message.uz).toBe("Promokod muvaffaqiyatli qo'shildi.");
      expect(quote.body.totals).toMatchObject({ productPrice: 64_000, promoDiscount: 6_400, servicePrice: 5_000 });
      expect(await orders()).toBe(before);
      const placed = await request(server(), 'POST', '/orders/v1/orders', {
        token,
        key: newKey(),
        body: { ...body, totalPrice: quote.body.totals.totalPrice },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.totalPrice).toBe(quote.body.totals.totalPrice);
      const expired = await request(server(), 'POST', '/orders/v1/orders/quote', { token, body: pickup([{ productId: 101, count: 2 }], { promoCode: 'OLD' }) });
      // A promo that does not apply is an answer, not a failure: the quote says why and prices without it.
      expect(expired).toMatchObject({ status: 200, body: { promo: null, problems: [{ key: 'promoExpired' }] } });
      expect(expired.body.totals).toMatchObject({ productPrice: 64_000, promoDiscount: 0 });
      expect((await place(pickup([{ productId: 101, count: 2 }], { promoCode: 'OLD' }))).body.problem).toBe('promoExpired');
      // What has no price at all comes without totals, still as an answer.
      const outside = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token,
        body: { ...body, serviceType: 'DELIVERY', branch: null, address: OUTSIDE, totalPrice: undefined },
      });
      expect(outside).toMatchObject({ status: 200, body: { totals: null, problems: [{ key: 'outsideServiceArea' }] } });
      expect((await request(server(), 'POST', '/orders/v1/orders/quote', { body })).status).toBe(401);
      // A scheduled order is priced before its time is chosen (the checkout learns the branch whose
      // slots it offers); placing it without a time is refused.
      const untimed = { ...pickup([{ productId: 101, count: 2 }]), scheduled: true };
      expect((await request(server(), 'POST', '/orders/v1/orders/quote', { token, body: untimed })).status).toBe(200);
      expect((await place(pickup([{ productId: 101, count: 2 }]), '/orders/v1/orders/at-time')).body.problem).toBe('scheduleRequired');
    });

    it('needs a signed-in shopper of this merchant', async () => {
      expect((await request(server(), 'POST', '/orders/v1/orders', { key: newKey(), body: pickup([{ productId: 101, count: 1 }]) })).status).toBe(401);
      expect(
        (await request(server(), 'POST', '/orders/v1/orders', { token, merchant: 'beta-id', key: newKey(), body: pickup([{ productId: 101, count: 1 }]) }))
          .status,
      ).toBe(401);
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => now },
);
