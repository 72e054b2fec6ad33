/**
 * The promos open to a shopper now (`promoActive`, /profile/promos): active, started, not ended,
 * and with uses left in all and for them. Applying one carries its code to checkout, where the
 * rules of SPEC 5 decide again.
 */
import type { Promo } from '#schemas/order-entities';
import { checkPromo, checkPromoUses } from '#domain/promo';
import type { Database } from '../db/database.ts';
import { promoUses } from '../db/order-queries.ts';
import type { BrandData } from './brand-data.ts';

export interface OpenPromo {
  readonly code: string;
  readonly discountType: Promo['discountType'];
  readonly productDiscount: number;
  readonly deliveryDiscount: number;
  readonly minPrice: number;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly usesLeft: number | null;
}

export class OpenPromos {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #now: () => Date;

  constructor(db: Database, data: BrandData, now: () => Date) {
    this.#db = db;
    this.#data = data;
    this.#now = now;
  }

  list(merchantId: string, userId: string): Promise<OpenPromo[]> {
    return openPromos(this.#db, this.#data, merchantId, userId, this.#now());
  }
}

async function openPromos(db: Database, data: BrandData, merchantId: string, userId: string, now: Date): Promise<OpenPromo[]> {
  const [{ settings }, { promos }] = await Promise.all([data.settings(merchantId), data.ordering(merchantId)]);
  if (!settings.promoActive) return [];
  // A basket above any minimum: only the promo's own state and dates are asked here.
  const current = promos.filter((p) => checkPromo(p, { basketTotal: Number.MAX_SAFE_INTEGER, now }).ok);
  if (current.length === 0) return [];
  return db.asMerchant(merchantId, async (tx) => {
    const open: OpenPromo[] = [];
    for (const promo of current) {
      const uses = await promoUses(tx, merchantId, promo.code, userId);
      if (checkPromoUses(promo, uses)) continue;
      const left = [promo.maxUses != null ? promo.maxUses - uses.all : null, promo.maxUsesPerUser != null ? promo.maxUsesPerUser - uses.mine : null].filter(
        (n): n is number => n !== null,
      );
      open.push({
        code: promo.code,
        discountType: promo.discountType,
        productDiscount: promo.productDiscount,
        deliveryDiscount: promo.deliveryDiscount,
        minPrice: promo.minPrice,
        startDate: promo.startDate ?? null,
        endDate: promo.endDate ?? null,
        usesLeft: left.length > 0 ? Math.min(...left) : null,
      });
    }
    return open;
  });
}
