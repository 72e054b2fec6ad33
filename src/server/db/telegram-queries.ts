/** The SQL of the Telegram mini app: Telegram users of a merchant's bot and their baskets. */
import type { Row, Sql } from './database.ts';

export interface TelegramUserRow extends Row {
  readonly telegramId: string;
  readonly userId: string | null;
  readonly contactPhone: string | null;
}

export interface TelegramProfile {
  readonly telegramId: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  readonly language: string | null;
}

/** Records (or refreshes) what init data says of a Telegram user; answers their row. */
export async function upsertTelegramUser(sql: Sql, merchantId: string, p: TelegramProfile): Promise<TelegramUserRow> {
  const rows = await sql.query<TelegramUserRow>(
    `insert into telegram_users (merchant_id, telegram_id, first_name, last_name, username, language)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id, telegram_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       username = excluded.username, language = excluded.language, updated_at = now()
     returning telegram_id as "telegramId", user_id as "userId", contact_phone as "contactPhone"`,
    [merchantId, p.telegramId, p.firstName, p.lastName, p.username, p.language],
  );
  return rows[0]!;
}

export async function linkTelegramUser(sql: Sql, merchantId: string, telegramId: string, userId: string | null): Promise<void> {
  await sql.query('update telegram_users set user_id = $3, updated_at = now() where merchant_id = $1 and telegram_id = $2', [merchantId, telegramId, userId]);
}

/** The phone of a contact the bot received from this Telegram user. */
export async function saveContact(sql: Sql, merchantId: string, telegramId: string, phone: string): Promise<void> {
  await sql.query(
    `insert into telegram_users (merchant_id, telegram_id, contact_phone, contact_at) values ($1, $2, $3, now())
     on conflict (merchant_id, telegram_id) do update set contact_phone = excluded.contact_phone, contact_at = now(), updated_at = now()`,
    [merchantId, telegramId, phone],
  );
}

export async function saveBotBasket(sql: Sql, merchantId: string, telegramId: string, basket: object): Promise<void> {
  await sql.query(
    `insert into bot_baskets (merchant_id, telegram_id, data) values ($1, $2, $3)
     on conflict (merchant_id, telegram_id) do update set data = excluded.data, updated_at = now()`,
    [merchantId, telegramId, JSON.stringify(basket)],
  );
}

/** Whether the Telegram user is linked to this shopper. */
export async function isLinked(sql: Sql, merchantId: string, telegramId: string, userId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from telegram_users where merchant_id = $1 and telegram_id = $2 and user_id = $3', [merchantId, telegramId, userId]);
  return rows.length > 0;
}

/** Whether any Telegram user of this merchant's bot is linked to this shopper. */
export async function hasTelegramLink(sql: Sql, merchantId: string, userId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from telegram_users where merchant_id = $1 and user_id = $2 limit 1', [merchantId, userId]);
  return rows.length > 0;
}
