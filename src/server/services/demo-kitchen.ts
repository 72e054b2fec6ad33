/**
 * The demo kitchen (embedded default): with no restaurant attached, orders still move, so a
 * newcomer sees the whole loop on one machine. Every `stepMs` an active order takes the next step
 * of `demoKitchenNext` (OPEN -> ACCEPTED -> COOKING -> DONE -> ON_WAY -> DELIVERED; pick-up and
 * dine-in end DONE -> CLOSED). When a delivery leaves, a demo courier of its own takes it
 * (PERFORMER_PICKUPED) and moves from the branch to the address over the next step, a position
 * every tick; on arrival the courier finishes (PERFORMER_DELIVERED_FINISH) and the order is
 * DELIVERED. Scheduled orders wait for the scheduler.
 *
 * Every step is an ordinary move (history, event, one transaction) taken with
 * `FOR UPDATE SKIP LOCKED`, so instances that all run the kitchen still move each order once. An
 * order whose step fails is left alone for a while and the others move on (periodic-work.ts).
 */
import type { Branch } from '#schemas/entities';
import { demoKitchenNext, serviceTypeOf } from '#domain/order-status';
import type { Database, Sql } from '../db/database.ts';
import * as sq from '../db/scheduled-queries.ts';
import type { LockedOrder } from '../db/order-columns.ts';
import { saveCourier, updateCourier } from '../db/courier-queries.ts';
import type { BrandData } from './brand-data.ts';
import type { OrderLife } from './order-life.ts';
import { PeriodicWork } from './periodic-work.ts';

const BATCH = 50;
/** Demo couriers are named by this prefix and the order they carry. */
export const DEMO_COURIER_PREFIX = 'demo-';

interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

/** A place with both coordinates (a branch, an order's address), or null. */
const pointOf = (place: { readonly latitude?: number | null; readonly longitude?: number | null } | null | undefined): Point | null =>
  typeof place?.latitude === 'number' && typeof place.longitude === 'number' ? { latitude: place.latitude, longitude: place.longitude } : null;

/** The point `fraction` (0..1) of the way from `a` to `b`, rounded to about 10 cm. */
export function along(a: Point, b: Point, fraction: number): Point {
  const f = Math.min(1, Math.max(0, fraction));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round(a.latitude + (b.latitude - a.latitude) * f), longitude: round(a.longitude + (b.longitude - a.longitude) * f) };
}

export class DemoKitchen {
  readonly #db: Database;
  readonly #life: OrderLife;
  readonly #data: BrandData;
  readonly #stepMs: number;
  readonly #now: () => Date;
  readonly #periodic: PeriodicWork<number>;

  constructor(db: Database, life: OrderLife, data: BrandData, options: { stepMs: number; now: () => Date; log?: (line: string) => void }) {
    this.#db = db;
    this.#life = life;
    this.#data = data;
    this.#stepMs = options.stepMs;
    this.#now = options.now;
    this.#periodic = new PeriodicWork('demo kitchen', () => this.#run(), options.log ?? (() => {}));
  }

  /** A tick: a tenth of a step, between 100 ms and 2 s (the courier's positions come this often). */
  get tickMs(): number {
    return Math.min(2000, Math.max(100, Math.round(this.#stepMs / 10)));
  }

  start(): void {
    this.#periodic.start(this.tickMs);
  }

  close(): Promise<void> {
    return this.#periodic.close();
  }

  /** One tick: due steps, then the couriers on the way; answers the steps taken (see PeriodicWork.runOnce). */
  runOnce(): Promise<number> {
    return this.#periodic.runOnce();
  }

  async #run(): Promise<number> {
    const now = this.#now();
    const before = new Date(now.getTime() - this.#stepMs);
    const periodic = this.#periodic;
    let steps = 0;
    for (const merchantId of await sq.merchantsWithStaleOrders(this.#db, before, now)) {
      steps += await periodic.guard(
        merchantId,
        'orders',
        async () => {
          const { branches } = await this.#data.ordering(merchantId);
          return this.#db.asMerchant(merchantId, async (tx) =>
            periodic.eachRow(
              tx,
              merchantId,
              await sq.lockStaleOrders(tx, merchantId, before, now, BATCH),
              {
                kind: 'kitchen',
                id: (order) => order.id,
                describe: (order) => `moving order ${order.number} (${order.id}) on from ${order.status}`,
                run: (rowTx, rowMerchant, order) => this.#step(rowTx, rowMerchant, order, branches, now),
              },
              now,
            ),
          );
        },
        0,
      );
    }
    for (const merchantId of await sq.merchantsWithOrdersOnWay(this.#db)) {
      await periodic.guard(
        merchantId,
        'couriers',
        async () => {
          const { branches } = await this.#data.ordering(merchantId);
          const onWay = await this.#db.asMerchant(merchantId, (tx) => sq.ordersOnWay(tx, merchantId));
          for (const order of onWay) {
            if (!order.courierId?.startsWith(DEMO_COURIER_PREFIX)) continue;
            const route = this.#route(order, branches);
            if (!route) continue;
            const fraction = (now.getTime() - new Date(order.statusChangedAt).getTime()) / this.#stepMs;
            await this.#life.setCourierPosition(merchantId, order.courierId, along(route.from, route.to, fraction), now);
          }
        },
        undefined,
      );
    }
    return steps;
  }

  #route(order: LockedOrder, branches: readonly Branch[]): { from: Point; to: Point } | null {
    const branch = branches.find((b) => b.id === order.branchId);
    const from = branch ? pointOf(branch) : null;
    const to = pointOf(order.data.address);
    return from && to ? { from, to } : null;
  }

  async #step(tx: Sql, merchantId: string, order: LockedOrder, branches: readonly Branch[], now: Date): Promise<boolean> {
    const next = demoKitchenNext(order.status, serviceTypeOf(order.serviceType));
    if (!next) return false;
    const route = this.#route(order, branches);
    if (next === 'ON_WAY' && route) {
      const courierId = `${DEMO_COURIER_PREFIX}${order.id}`.slice(0, 64);
      const courier = await saveCourier(tx, merchantId, {
        id: courierId,
        branchId: order.branchId,
        firstName: 'Demo',
        lastName: 'Kuryer',
        phone: '998900000000',
      });
      await updateCourier(tx, merchantId, courierId, { status: 'PERFORMER_PICKUPED', position: { ...route.from, at: now } });
      await this.#life.assignIn(tx, merchantId, order, { ...courier, status: 'PERFORMER_PICKUPED' }, now);
    }
    if (next === 'DELIVERED' && order.courierId?.startsWith(DEMO_COURIER_PREFIX)) {
      if (route) await this.#life.courierPositionIn(tx, merchantId, order.courierId, route.to, now);
      await this.#life.courierStatusIn(tx, merchantId, order.courierId, 'PERFORMER_DELIVERED_FINISH', now);
    }
    return (await this.#life.moveLocked(tx, merchantId, order, next, { actor: 'kitchen', now })) !== null;
  }
}
