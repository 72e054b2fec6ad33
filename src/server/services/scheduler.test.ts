/**
 * Scheduled work that cannot stall (docs/decisions/015-money-and-scheduled-work.md): one bad row
 * never blocks the rows behind it or another merchant's, its failure is said once, and money
 * columns take balances past 2^31 so'm.
 */
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';
import { PeriodicWork } from './periodic-work.ts';
import { Scheduler } from './scheduler.ts';
import type { Server } from '../app.ts';

const ALPHA = 'alpha-id';
const BETA = 'beta-id';
/** PostgreSQL's largest bigint: a balance here overflows on any credit. */
const BIGINT_MAX = '9223372036854775807';

let serial = 0;

async function shopper(server: Server, merchantId: string, cashback: string | number = 0): Promise<string> {
  const id = `sched-user-${++serial}`;
  await server.db.query('insert into users (merchant_id, id, phone, cashback) values ($1, $2, $3, $4::bigint)', [
    merchantId,
    id,
    `99890${String(1_000_000 + serial).slice(-7)}`,
    String(cashback),
  ]);
  return id;
}

/** A completed order whose cashback is not credited yet. */
async function completedOrder(server: Server, merchantId: string, userId: string, earned: number, completedAt: Date): Promise<string> {
  const id = `sched-order-${++serial}`;
  await server.db.query(
    `insert into orders (merchant_id, id, number, user_id, status, service_type, branch_id, payment_type, total_price, data, completed_at)
     values ($1, $2, $3, $4, 'DELIVERED', 'PICK_UP', 'center', 'CASH', 100000, $5, $6)`,
    [merchantId, id, 100_000 + serial, userId, JSON.stringify({ cashbackEarned: earned }), completedAt],
  );
  return id;
}

const balance = async (server: Server, merchantId: string, userId: string) =>
  (await server.db.query<{ cashback: number | bigint }>('select cashback from users where merchant_id = $1 and id = $2', [merchantId, userId]))[0]!.cashback;
const credited = async (server: Server, merchantId: string, orderId: string) =>
  (await server.db.query<{ at: Date | null }>('select cashback_credited_at as at from orders where merchant_id = $1 and id = $2', [merchantId, orderId]))[0]!
    .at !== null;

describeEachBackend('scheduled work that cannot stall', (server) => {
  it('credits every other shopper while rows are poisoned, says each failure once, and retries later', async () => {
    let now = new Date('2026-11-23T08:00:00Z');
    const lines: string[] = [];
    // Two rows a transaction: three poisoned rows come first and must not hold up the rest.
    const scheduler = new Scheduler(server().db, server().life, { now: () => now, log: (line) => lines.push(line), batch: 2 });
    const at = (minutes: number) => new Date(now.getTime() - 3_600_000 + minutes * 60_000);
    const poisoned = await shopper(server(), ALPHA, BIGINT_MAX);
    const bad = [
      await completedOrder(server(), ALPHA, poisoned, 1_000, at(1)),
      await completedOrder(server(), ALPHA, poisoned, 2_000, at(2)),
      await completedOrder(server(), ALPHA, poisoned, 3_000, at(3)),
    ];
    const good = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const user = await shopper(server(), ALPHA);
        return { user, order: await completedOrder(server(), ALPHA, user, 1_000 * i, at(10 + i)), earned: 1_000 * i };
      }),
    );
    const betaUser = await shopper(server(), BETA);
    const betaOrder = await completedOrder(server(), BETA, betaUser, 700, at(20));

    // Each run takes two rows a merchant: the poisoned ones are set aside as they fail.
    for (let run = 0; run < 4; run++) await scheduler.runOnce();
    for (const g of good) {
      expect(await balance(server(), ALPHA, g.user)).toBe(g.earned);
      expect(await credited(server(), ALPHA, g.order)).toBe(true);
    }
    expect(await balance(server(), BETA, betaUser)).toBe(700);
    expect(await credited(server(), BETA, betaOrder)).toBe(true);
    for (const order of bad) expect(await credited(server(), ALPHA, order)).toBe(false);
    // The balance did not move and each bad row was said once, with what failed and what happens next.
    expect(String(await balance(server(), ALPHA, poisoned))).toBe(BIGINT_MAX);
    const said = lines.filter((l) => l.includes('failed'));
    expect(said).toHaveLength(3);
    for (const order of bad) expect(said.filter((l) => l.includes(order))).toHaveLength(1);
    expect(said[0]).toMatch(/out of range|overflow/i);
    expect(said[0]).toContain('tried again later');

    // Before their retry nothing happens to them; after it they fail again, and say nothing new.
    await scheduler.runOnce();
    now = new Date(now.getTime() + 61_000);
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(lines.filter((l) => l.includes('failed'))).toHaveLength(3);
    const failures = await server().db.query<{ attempts: number }>(
      "select attempts from work_failures where merchant_id = $1 and kind = 'cashback' and row_id = any($2) order by row_id",
      [ALPHA, bad],
    );
    expect(failures.map((f) => f.attempts)).toEqual([2, 2, 2]);

    // Mended (the balance was corrected), they are credited at their next retry and the failures are forgotten.
    await server().db.query('update users set cashback = 0 where merchant_id = $1 and id = $2', [ALPHA, poisoned]);
    now = new Date(now.getTime() + 121_000);
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(await balance(server(), ALPHA, poisoned)).toBe(6_000);
    expect(lines.filter((l) => l.includes('after failing before'))).toHaveLength(3);
    expect(await server().db.query('select 1 from work_failures where merchant_id = $1 and row_id = any($2)', [ALPHA, bad])).toEqual([]);
  });

  it("money columns take a balance past 2^31 - 1 so'm (integer would overflow)", async () => {
    const user = await shopper(server(), ALPHA, 2 ** 31 - 10);
    await completedOrder(server(), ALPHA, user, 100, new Date('2026-11-23T07:00:00Z'));
    const scheduler = new Scheduler(server().db, server().life, { now: () => new Date('2026-11-23T08:00:00Z') });
    await scheduler.runOnce();
    expect(await balance(server(), ALPHA, user)).toBe(2 ** 31 + 90);
    const columns = await server().db.query<{ column: string; type: string }>(
      `select table_name || '.' || column_name as column, data_type as type from information_schema.columns
        where table_schema = current_schema() and (table_name, column_name) in
          (('users', 'cashback'), ('orders', 'total_price'), ('orders', 'cashback_spent'), ('couriers', 'balance')) order by 1`,
    );
    expect(columns).toEqual([
      { column: 'couriers.balance', type: 'bigint' },
      { column: 'orders.cashback_spent', type: 'bigint' },
      { column: 'orders.total_price', type: 'bigint' },
      { column: 'users.cashback', type: 'bigint' },
    ]);
  });
});

describe("one merchant's failure never stops another's (PeriodicWork.guard)", () => {
  it('goes on to the next merchant, says the failure once until it works again', async () => {
    const lines: string[] = [];
    let broken = true;
    const done: string[] = [];
    const periodic = new PeriodicWork(
      'test work',
      async (p) => {
        for (const merchant of ['a', 'b']) {
          await p.guard(
            merchant,
            'credits',
            async () => {
              if (merchant === 'a' && broken) throw new Error('connection reset');
              done.push(merchant);
            },
            undefined,
          );
        }
      },
      (line) => lines.push(line),
    );
    await periodic.runOnce();
    await periodic.runOnce();
    expect(done).toEqual(['b', 'b']);
    expect(lines).toEqual(['test work: credits of merchant a failed: connection reset; other merchants go on, and it is tried again at the next run']);
    broken = false;
    await periodic.runOnce();
    expect(done).toEqual(['b', 'b', 'a', 'b']);
    expect(lines[1]).toBe('test work: credits of merchant a works again');
  });
});
