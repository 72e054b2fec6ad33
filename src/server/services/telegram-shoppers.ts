/**
 * The Telegram users of a merchant's bot and the shoppers they sign in as (SPEC 4, the mini
 * app): each init data checked (telegram.ts) records its Telegram user; a phone is trusted only
 * when the bot received it as the user's own contact, which Telegram vouches for; a Telegram user
 * is linked to one shopper, and only a linked one may keep a bot basket or order as `telegram`.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import * as aq from '../db/account-queries.ts';
import * as tq from '../db/telegram-queries.ts';
import type { Telegram } from './telegram.ts';

/** A checked Telegram user: what init data says of them and what this server keeps. */
export interface TelegramVisit {
  readonly profile: tq.TelegramProfile;
  readonly row: tq.TelegramUserRow;
}

export class TelegramShoppers {
  readonly #db: Database;
  readonly #telegram: Telegram;

  constructor(db: Database, telegram: Telegram) {
    this.#db = db;
    this.#telegram = telegram;
  }

  /** The Telegram user of init data signed by this merchant's bot (401 otherwise), recorded. */
  async visit(merchantId: string, initData: string): Promise<TelegramVisit> {
    const profile = await this.#telegram.check(merchantId, initData);
    const row = await this.#db.asMerchant(merchantId, (tx) => tq.upsertTelegramUser(tx, merchantId, profile));
    return { profile, row };
  }

  /** Keeps the phone of a contact the bot received from the Telegram user themself. */
  saveContact(merchantId: string, telegramId: string, phone: string): Promise<void> {
    return this.#db.asMerchant(merchantId, (tx) => tq.saveContact(tx, merchantId, telegramId, phone));
  }

  /**
   * The shopper a Telegram user signs in as, linked to them: the shopper of the phone Telegram
   * vouched for (made when new); without one, the Telegram user's own shopper, whose phone stays
   * unknown. `names` go to a shopper made here.
   */
  shopperOf(merchantId: string, visit: TelegramVisit, names: { firstName: string | null; lastName: string | null }): Promise<string> {
    const { row, profile } = visit;
    return this.#db.asMerchant(merchantId, async (tx) => {
      let user = row.contactPhone ? await aq.userByPhone(tx, merchantId, row.contactPhone) : null;
      if (!user && row.userId) user = await aq.userById(tx, merchantId, row.userId);
      user ??= await aq.insertUser(tx, merchantId, randomUUID(), row.contactPhone, names);
      await tq.linkTelegramUser(tx, merchantId, profile.telegramId, user.id);
      return user.id;
    });
  }

  /** Links the Telegram user to a shopper, or with null unlinks them (the next visit signs in afresh). */
  link(merchantId: string, telegramId: string, userId: string | null): Promise<void> {
    return this.#db.asMerchant(merchantId, (tx) => tq.linkTelegramUser(tx, merchantId, telegramId, userId));
  }

  /** Whether any Telegram user of this merchant's bot is linked to the shopper. */
  hasLink(merchantId: string, userId: string): Promise<boolean> {
    return this.#db.asMerchant(merchantId, (tx) => tq.hasTelegramLink(tx, merchantId, userId));
  }

  /** Keeps the bot basket of a Telegram user linked to the shopper; false, keeping nothing, for any other. */
  saveBasket(merchantId: string, userId: string, telegramId: string, basket: object): Promise<boolean> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await tq.isLinked(tx, merchantId, telegramId, userId))) return false;
      await tq.saveBotBasket(tx, merchantId, telegramId, basket);
      return true;
    });
  }
}
