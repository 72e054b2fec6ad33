/**
 * A shopper's saved addresses (ours; SPEC lists the screens): newest first, at most
 * MAX_SAVED_ADDRESSES each, and only their own: another's id answers as none.
 */
import { randomUUID } from 'node:crypto';
import { MAX_SAVED_ADDRESSES, type AddressInput } from '#schemas/account-endpoints';
import type { Address } from '#schemas/order-entities';
import type { Database } from '../db/database.ts';
import * as aq from '../db/account-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';

const addressNotFound = () => notFound('addressNotFound');

export class Addresses {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(merchantId: string, userId: string): Promise<Address[]> {
    return this.#db.asMerchant(merchantId, (tx) => aq.addressesOf(tx, merchantId, userId));
  }

  /** Saves a new address; CONFLICT when the shopper already keeps as many as they may. */
  async add(merchantId: string, userId: string, address: AddressInput): Promise<Address> {
    const saved = await this.#db.asMerchant(merchantId, (tx) => aq.insertAddress(tx, merchantId, userId, randomUUID(), address, MAX_SAVED_ADDRESSES));
    if (!saved) {
      throw new ApiFailure('CONFLICT', { description: message('addressLimit', { max: MAX_SAVED_ADDRESSES }) });
    }
    return saved;
  }

  /** Replaces one of the shopper's addresses; NOT_FOUND when they have none of that id. */
  async update(merchantId: string, userId: string, id: string, address: AddressInput): Promise<Address> {
    const saved = await this.#db.asMerchant(merchantId, (tx) => aq.updateAddress(tx, merchantId, userId, id, address));
    if (!saved) throw addressNotFound();
    return saved;
  }

  /** Forgets one of the shopper's addresses; NOT_FOUND when they have none of that id. */
  async remove(merchantId: string, userId: string, id: string): Promise<void> {
    if (!(await this.#db.asMerchant(merchantId, (tx) => aq.deleteAddress(tx, merchantId, userId, id)))) throw addressNotFound();
  }
}
