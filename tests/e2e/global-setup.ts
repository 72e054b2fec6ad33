/**
 * Starts the real server process once for all browser tests, on a free port, with its own
 * embedded database and the presets of presets/ (or PRESETS_DIR), serving the built
 * storefront (dist/).
 *
 * Before the process starts, its data folder is prepared in process: the presets, plus one
 * brand (`broken`) whose stored web settings hold bad values, so a test can check that bad
 * settings never blank a storefront (DESIGN.md, the flow of one visit, step 3).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../src/server/app.ts';
import { saveWebSettings } from '../../src/server/db/queries.ts';
import { describeLoad, loadPresetText } from '../../src/server/services/presets.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { BROKEN_BRAND, STRESS_BRAND, TELEGRAM_BRANDS } from './brands.ts';

const root = resolve(import.meta.dirname, '../..');

let server: RunningServer | undefined;
let dataDir: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The folder whose presets the server loaded: tests read their expectations from it. */
    presetsDir: string;
    /** The secret the server expects on each Telegram brand's bot webhook, by sub. */
    telegramWebhookSecrets: Record<string, string>;
    /** A key of the operator API (the restaurant's side) for each brand of OPERATOR_BRANDS, by sub. */
    operatorKeys: Record<string, string>;
  }
}

/** The fixture brand beta under another id and sub, loaded like any preset. */
function betaAs(merchantId: string, sub: string) {
  const beta = JSON.parse(readFileSync(join(root, 'tests/fixtures/presets/beta.json'), 'utf8')) as {
    merchant: { id: string; sub: string };
    branches: { merchantId: string }[];
    webSettings?: Record<string, unknown>;
    menu: { products: { labels?: unknown[] }[] };
  };
  beta.merchant.id = merchantId;
  beta.merchant.sub = sub;
  for (const branch of beta.branches) branch.merchantId = merchantId;
  return beta;
}

/** The stress brand: SMALL cards, a label longer than a card, a footer text without a break. */
function stressPresetText(): string {
  const stress = betaAs(STRESS_BRAND.merchantId, STRESS_BRAND.sub);
  stress.webSettings = { ...stress.webSettings, brand: 'Stress', categoryView: 'SMALL', leftCopyWrite: STRESS_BRAND.footer };
  for (const product of stress.menu.products) product.labels = [{ id: 1, name: { uz: STRESS_BRAND.label }, color: '#2E7D32', textColor: '#FFFFFF' }];
  return JSON.stringify(stress);
}

function brokenPresetText(): string {
  return JSON.stringify(betaAs(BROKEN_BRAND.merchantId, BROKEN_BRAND.sub));
}

/** The Telegram brands as TELEGRAM_BOT_TOKENS gives them: `sub=token,...`. */
const telegramBotTokens = () =>
  Object.entries(TELEGRAM_BRANDS.bots)
    .map(([sub, token]) => `${sub}=${token}`)
    .join(',');

/** The brands whose restaurant side the browser tests play (bookings accepted, table calls acknowledged). */
const OPERATOR_BRANDS = ['coffee'];

async function prepareData(dir: string, presetsDir: string): Promise<{ secrets: Record<string, string>; operatorKeys: Record<string, string> }> {
  const prepared = await createServer({ dataDir: dir, presetsDir, cache: false });
  try {
    const refused = prepared.presets.filter((load) => load.status === 'invalid');
    if (refused.length > 0) throw new Error(`presets refused:\n${refused.map(describeLoad).join('\n')}`);
    const load = await loadPresetText(prepared.db, `${BROKEN_BRAND.sub}.json`, brokenPresetText());
    if (load.status === 'invalid') throw new Error(describeLoad(load));
    const stress = await loadPresetText(prepared.db, `${STRESS_BRAND.sub}.json`, stressPresetText());
    if (stress.status === 'invalid') throw new Error(describeLoad(stress));
    await prepared.db.transaction((tx) => saveWebSettings(tx, BROKEN_BRAND.merchantId, BROKEN_BRAND.rawSettings));
    // The Telegram brands: one that requires a phone shared through the bot, one in Telegram's colours.
    await prepared.db.query(`update merchants set data = data || '{"isPhoneVerificationRequired": true}' where sub = $1`, [TELEGRAM_BRANDS.contactBrand]);
    const [themed] = await prepared.db.query<{ id: string; data: Record<string, unknown> }>(
      'select m.id, w.data from merchants m join web_settings w on w.merchant_id = m.id where m.sub = $1',
      [TELEGRAM_BRANDS.themeBrand],
    );
    if (themed) await prepared.db.transaction((tx) => saveWebSettings(tx, themed.id, { ...themed.data, telegramTheme: 'TELEGRAM' }));
    const secrets: Record<string, string> = {};
    for (const sub of Object.keys(TELEGRAM_BRANDS.bots)) {
      const [merchant] = await prepared.db.query<{ id: string }>('select id from merchants where sub = $1', [sub]);
      // Another PRESETS_DIR may lack the brand: only the Telegram tests need it.
      if (!merchant) continue;
      secrets[sub] = prepared.telegram.webhookSecret(merchant.id);
    }
    const operatorKeys: Record<string, string> = {};
    for (const sub of OPERATOR_BRANDS) {
      const [merchant] = await prepared.db.query<{ id: string }>('select id from merchants where sub = $1', [sub]);
      if (merchant) operatorKeys[sub] = await prepared.operatorKeys.create(merchant.id, 'e2e');
    }
    return { secrets, operatorKeys };
  } finally {
    await prepared.close();
  }
}

export async function setup(project: TestProject) {
  const presetsDir = resolve(root, process.env.PRESETS_DIR ?? 'presets');
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const { secrets: webhookSecrets, operatorKeys } = await prepareData(dataDir, presetsDir);
  // Every browser of the suite signs in from 127.0.0.1: the per-address hourly cap of sign-in codes
  // (SPEC's limit against SMS abuse, tested by the API tests) would otherwise refuse the later tests.
  server = await startServer({ DATA_DIR: dataDir, PRESETS_DIR: presetsDir, TELEGRAM_BOT_TOKENS: telegramBotTokens(), SMS_CODES_PER_ADDRESS_HOUR: '10000' });
  project.provide('port', server.port);
  project.provide('presetsDir', presetsDir);
  project.provide('telegramWebhookSecrets', webhookSecrets);
  project.provide('operatorKeys', operatorKeys);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
