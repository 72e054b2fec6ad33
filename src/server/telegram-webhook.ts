/**
 * `npm run telegram:webhook -- SUB https://shop.example.uz`: prints the Bot API call that points
 * the brand's bot at this server's webhook with the secret the server expects, and the menu
 * button URL of the mini app. It reads the database and the secrets key the server uses
 * (DATA_DIR or DATABASE_URL, SECRETS_KEY); it calls nothing itself. Stop the embedded server
 * first: PGlite has one writer.
 */
import { resolve } from 'node:path';
import { readConfig } from './config.ts';
import { readSecret } from './db/account-queries.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { findMerchant } from './db/queries.ts';
import { loadSecretsKey, SECRET, SecretBox } from './services/secrets.ts';
import { Telegram } from './services/telegram.ts';

async function main([sub, origin]: string[]): Promise<number> {
  if (!sub || !origin || !/^https:\/\/[^/]+$/.test(origin)) {
    console.error('usage: npm run telegram:webhook -- SUB https://public-host-of-this-server');
    return 2;
  }
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR), schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db);
    const box = new SecretBox(loadSecretsKey({ key: config.SECRETS_KEY, dataDir: resolve(config.DATA_DIR) }));
    const merchant = await findMerchant(db, { sub });
    if (!merchant) {
      console.error(`no brand ${sub}`);
      return 1;
    }
    const token = (await readSecret(db, box, merchant.id, SECRET.telegramBot)) ?? config.TELEGRAM_BOT_TOKENS[sub] ?? null;
    if (!token) {
      console.error(`${sub} has no bot token: set TELEGRAM_BOT_TOKENS=${sub}=<token from BotFather> and start the server once`);
      return 1;
    }
    const secret = new Telegram(db, box, { maxAgeSeconds: 86_400 }).webhookSecret(merchant.id);
    const hook = new URL(`https://api.telegram.org/bot${token}/setWebhook`);
    hook.searchParams.set('url', `${origin}/webbot/v1/telegram/${merchant.id}/webhook`);
    hook.searchParams.set('secret_token', secret);
    hook.searchParams.set('allowed_updates', JSON.stringify(['message']));
    console.log(`webhook (open once, keep private: it holds the bot token):\n  ${hook}`);
    console.log(`mini app URL for BotFather's menu button:\n  ${origin.replace('://', `://${sub}.`)}/?tg=1`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
