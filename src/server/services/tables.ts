/**
 * Sitting at a table (`dineInActive` and the branch's `dineinEnabled`): a printed code per table
 * opens the storefront at `/?table=<token>`, the token signed by the server (branch, table and a
 * keyed hash, so a shopper cannot seat themselves at a table that is not theirs by typing). An
 * order from the table takes its branch and table from the token. From the table a shopper calls
 * the waiter or asks for the bill: a second press while a call is open answers the open one, and
 * a new call of a kind waits a cool-down after the last one was done. The restaurant moves a call
 * SENT -> ACKNOWLEDGED -> DONE (operator API); the table's screen reads it while it is open.
 */
import { randomUUID } from 'node:crypto';
import type { Branch } from '#schemas/entities';
import type { Database } from '../db/database.ts';
import * as tq from '../db/table-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import { sameSecret } from '../secret-compare.ts';
import type { SecretBox } from './secrets.ts';
import type { BrandData } from './brand-data.ts';

/** How long after a call of a kind was done a new one may be made. */
export const CALL_COOLDOWN_SECONDS = 60;
/** How far back the table's screen lists its calls. */
const CALLS_SHOWN_MS = 3_600_000;
const SIGNATURE_LENGTH = 22;

export interface SeatedTable {
  readonly branchId: string;
  readonly tableId: string;
  readonly name: string;
  readonly seats: number;
  readonly token: string;
}

const CALL_MOVES: Readonly<Record<tq.TableCallStatus, readonly tq.TableCallStatus[]>> = {
  SENT: ['ACKNOWLEDGED', 'DONE'],
  ACKNOWLEDGED: ['DONE'],
  DONE: [],
};

export class Tables {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #box: SecretBox;
  readonly #now: () => Date;

  constructor(db: Database, data: BrandData, box: SecretBox, now: () => Date) {
    this.#db = db;
    this.#data = data;
    this.#box = box;
    this.#now = now;
  }

  #signature(merchantId: string, branchId: string, tableId: string): string {
    return this.#box.codeHash(['table', merchantId, branchId, tableId]).slice(0, SIGNATURE_LENGTH);
  }

  /** The printed code of a table: `branch.table.signature`. */
  tokenOf(merchantId: string, branchId: string, tableId: string): string {
    return `${branchId}.${tableId}.${this.#signature(merchantId, branchId, tableId)}`;
  }

  /** Every table of the merchant's branches that seat shoppers, with its code. */
  async list(merchantId: string): Promise<SeatedTable[]> {
    const branches = await this.#data.branches(merchantId);
    return branches.flatMap((b) =>
      b.tables.map((t) => ({ branchId: b.id, tableId: t.id, name: t.name, seats: t.seats, token: this.tokenOf(merchantId, b.id, t.id) })),
    );
  }

  /**
   * The table a code seats the shopper at; null when the code is not this merchant's, the table
   * is gone, or the brand or branch seats no one.
   */
  async read(merchantId: string, token: string): Promise<(SeatedTable & { branch: Branch }) | null> {
    const [branchId, tableId, signature, ...rest] = token.split('.');
    if (!branchId || !tableId || !signature || rest.length > 0) return null;
    if (!sameSecret(this.#signature(merchantId, branchId, tableId), signature)) return null;
    const { settings } = await this.#data.settings(merchantId);
    if (!settings.dineInActive) return null;
    const branch = await this.#data.branch(merchantId, branchId);
    const table = branch?.tables.find((t) => t.id === tableId);
    if (!branch || !table || !branch.isActive || !branch.settings?.dineinEnabled) return null;
    return { branchId, tableId, name: table.name, seats: table.seats, token, branch };
  }

  async #seated(merchantId: string, token: string) {
    const table = await this.read(merchantId, token);
    if (!table) throw notFound('tableNotFound');
    return table;
  }

  /** Calls the waiter or asks for the bill; the open call of that kind when there is one. */
  async call(merchantId: string, token: string, kind: tq.TableCallKind, userId: string | null): Promise<tq.TableCallRow> {
    const table = await this.#seated(merchantId, token);
    return this.#db.asMerchant(merchantId, async (tx) => {
      await tq.lockTable(tx, merchantId, table.branchId, table.tableId);
      const open = await tq.openCall(tx, merchantId, table.branchId, table.tableId, kind);
      if (open) return open;
      const now = this.#now();
      const done = await tq.lastDone(tx, merchantId, table.branchId, table.tableId, kind);
      const wait = done ? Math.ceil((done.getTime() + CALL_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000) : 0;
      if (wait > 0) throw new ApiFailure('TOO_MANY_REQUESTS', { description: message('callCooldown', { seconds: wait }), retryAfterSeconds: wait });
      return tq.insertCall(tx, merchantId, { id: randomUUID(), branchId: table.branchId, tableId: table.tableId, kind, userId }, now);
    });
  }

  async calls(merchantId: string, token: string): Promise<tq.TableCallRow[]> {
    const table = await this.#seated(merchantId, token);
    const since = new Date(this.#now().getTime() - CALLS_SHOWN_MS);
    return this.#db.asMerchant(merchantId, (tx) => tq.callsOfTable(tx, merchantId, table.branchId, table.tableId, since));
  }

  /** The restaurant's calls: the open ones and those done in the last hour. */
  merchantCalls(merchantId: string): Promise<tq.TableCallRow[]> {
    const since = new Date(this.#now().getTime() - CALLS_SHOWN_MS);
    return this.#db.asMerchant(merchantId, (tx) => tq.callsOfMerchant(tx, merchantId, since));
  }

  /** The restaurant moves a call forward; backwards is STATUS_NOT_ALLOWED naming the allowed. */
  async move(merchantId: string, id: string, status: tq.TableCallStatus): Promise<tq.TableCallRow> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const call = await tq.callOf(tx, merchantId, id);
      if (!call) throw notFound('tableCallNotFound');
      if (call.status === status) return call;
      if (!CALL_MOVES[call.status].includes(status)) throw new ApiFailure('STATUS_NOT_ALLOWED', { allowed: [...CALL_MOVES[call.status]] });
      return tq.setCallStatus(tx, merchantId, id, status, this.#now());
    });
  }
}
