/**
 * The SQL of test set-up only: writes that put rows into a state the services would refuse to
 * reach (an order moved outside its state machine), so a test can try what happens from there.
 * Run as the owner, outside `asMerchant`; no service or route calls these.
 */
import type { Sql } from './database.ts';

/** Sets an order's status column and the status in its wire object, with no history or event. */
export async function forceOrderStatus(sql: Sql, orderId: string, status: string): Promise<void> {
  await sql.query(`update orders set status = $2, data = data || jsonb_build_object('status', $2::text) where id = $1`, [orderId, status]);
}
