/**
 * `npm start`: the server on PORT with the embedded database in DATA_DIR (or the PostgreSQL
 * of DATABASE_URL), every preset loaded, the built storefront served for every brand host.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createServer } from './app.ts';
import { readConfig } from './config.ts';
import { brandAddressLines } from './brand-addresses.ts';

async function main() {
  const config = readConfig();
  const server = await createServer({
    dataDir: resolve(config.DATA_DIR),
    databaseUrl: config.DATABASE_URL,
    dbSchema: config.DATABASE_SCHEMA,
    presetsDir: resolve(config.PRESETS_DIR),
    distDir: resolve(config.DIST_DIR),
    publicDir: resolve(config.PUBLIC_DIR),
    cache: config.OVERALLS_CACHE === 'on',
    pageCache: config.PAGE_CACHE === 'on',
    corsOrigins: config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    brandDomains: config.BRAND_DOMAINS,
    log: (line) => console.log(line),
    secretsKey: config.SECRETS_KEY,
    sms: {
      mode: config.SMS_MODE,
      production: config.NODE_ENV === 'production',
      outboxAllowed: config.SMS_OUTBOX_ALLOWED === 'yes',
      urls: { ...(config.ESKIZ_URL ? { eskiz: config.ESKIZ_URL } : {}), ...(config.PLAY_MOBILE_URL ? { playMobile: config.PLAY_MOBILE_URL } : {}) },
    },
    accountSettings: {
      codeTtlSeconds: config.SMS_CODE_TTL_SECONDS,
      resendSeconds: config.SMS_RESEND_SECONDS,
      codesPerPhoneHour: config.SMS_CODES_PER_PHONE_HOUR,
      codesPerAddressHour: config.SMS_CODES_PER_ADDRESS_HOUR,
      maxFailures: config.SMS_CODE_MAX_FAILURES,
      tokenTtlSeconds: config.TOKEN_TTL_DAYS * 86_400,
    },
    trustProxy: config.TRUST_PROXY === 'on',
    production: config.NODE_ENV === 'production',
    demoKitchen: config.DEMO_KITCHEN === undefined ? undefined : config.DEMO_KITCHEN === 'on',
    demoKitchenStepMs: config.DEMO_KITCHEN_STEP_MS,
    schedulerIntervalMs: config.SCHEDULER_INTERVAL_MS,
    streams: { heartbeatMs: config.STREAM_HEARTBEAT_SECONDS * 1000, ticketTtlSeconds: config.STREAM_TICKET_TTL_SECONDS },
    maps: { tileUrl: config.MAP_TILE_URL, tileAttribution: config.MAP_TILE_ATTRIBUTION },
    telegram: { botTokens: config.TELEGRAM_BOT_TOKENS, initDataMaxAgeSeconds: config.TELEGRAM_INIT_DATA_MAX_AGE_SECONDS },
    payments: {
      production: config.NODE_ENV === 'production',
      ...(config.PAYMENT_SANDBOX === undefined ? {} : { sandbox: config.PAYMENT_SANDBOX === 'on' }),
      urls: {
        ...(config.PAYME_CHECKOUT_URL ? { paymeCheckout: config.PAYME_CHECKOUT_URL } : {}),
        ...(config.PAYME_SUBSCRIBE_URL ? { paymeSubscribe: config.PAYME_SUBSCRIBE_URL } : {}),
        ...(config.CLICK_PAY_URL ? { clickPay: config.CLICK_PAY_URL } : {}),
        ...(config.UZUM_CHECKOUT_URL ? { uzumCheckout: config.UZUM_CHECKOUT_URL } : {}),
      },
    },
  });
  if (config.DATABASE_URL && !config.SECRETS_KEY) {
    console.warn(
      `SECRETS_KEY is not set: merchant secrets are sealed with ${resolve(config.DATA_DIR)}/secrets.key; every instance on this PostgreSQL needs the same key`,
    );
  }
  const http = serve({ fetch: server.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`storefront server on http://localhost:${info.port} (${server.db.kind})`);
  });
  for (const line of await brandAddressLines(server.db, config.PORT)) console.log(line);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    http.close();
    // An open PGlite keeps the process alive: close the database, then leave.
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
