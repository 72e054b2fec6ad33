/**
 * The basket's shown total is the server's: random baskets of burger's menu (products with
 * random counts and modifications that fit their groups) priced by the basket page
 * (basket-lines.ts, from the menu the page has) and by the server's quote of the same order
 * (POST /orders/v1/orders/quote, from its own data) come to the same product total and count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createServer } from '#server/app';
import { overallMenuSchema, type Product } from '#schemas/entities';
import { request, signIn } from '#server/testing/tracking';
import { addLine, type BasketLine } from '#storefront/lib/basket-store.ts';
import { basketView } from './basket-lines.ts';

const MERCHANT = 'demo-burger';
const BRANCH = 'burger-yunusobod';

let server: Awaited<ReturnType<typeof createServer>>;
let token = '';
let products: Product[] = [];

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory' });
  token = (await signIn(server, MERCHANT)).token;
  const menu = overallMenuSchema.parse((await request(server, 'GET', '/products/v1/overalls?type=WEB', { merchant: MERCHANT })).body);
  // What the 24/7 branch sells, without stock counts (a count could refuse a big basket).
  products = menu.products.filter(
    (p) => p.active && (p.productBranch.length === 0 || p.productBranch.some((l) => l.branchId === BRANCH && l.isActive && l.stock == null)),
  );
});
afterAll(async () => {
  await server.close();
});

/** A line: a product, a count, and for each group the options picked by index, within its limits. */
const lineArbitrary = () =>
  fc.record({
    product: fc.nat(),
    count: fc.integer({ min: 1, max: 5 }),
    picks: fc.array(fc.array(fc.nat(), { maxLength: 3 }), { maxLength: 4 }),
  });

function toAdd(raw: { product: number; count: number; picks: number[][] }) {
  const product = products[raw.product % products.length]!;
  const modifications = product.modificationGroups.flatMap((group, g) => {
    const least = group.isRequired ? Math.max(1, group.minCount) : group.minCount;
    const wanted = Math.min(group.maxCount, Math.max(least, (raw.picks[g] ?? []).length));
    const ids = [...new Set((raw.picks[g] ?? []).concat([0, 1, 2, 3]).map((i) => group.modifications[i % group.modifications.length]!.id))];
    return ids.slice(0, wanted).map((id) => ({ id, count: 1 }));
  });
  return { productId: product.id, count: raw.count, modifications };
}

describe('the basket total', () => {
  it("is the server's for random baskets with modifications (property)", async () => {
    expect(products.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(fc.array(lineArbitrary(), { minLength: 1, maxLength: 4 }), async (raws) => {
        const lines = raws.map(toAdd).reduce<BasketLine[]>((acc, add) => addLine(acc, add), []);
        const view = basketView(lines, new Map(products.map((p) => [p.id, p])));
        expect(view.flagged).toBe(0);
        const quote = await request(server, 'POST', '/orders/v1/orders/quote', {
          merchant: MERCHANT,
          token,
          body: {
            serviceType: 'PICK_UP',
            branch: { id: BRANCH },
            paymentType: 'CASH',
            scheduled: true,
            cartItems: lines.map((l) => ({ productId: l.productId, count: l.count, modifications: l.modifications })),
          },
        });
        expect(quote.status, JSON.stringify(quote.body)).toBe(200);
        expect(quote.body.totals.basketTotal).toBe(view.total);
        expect(quote.body.totals.productCount).toBe(view.count);
      }),
      { numRuns: 30 },
    );
  });
});
