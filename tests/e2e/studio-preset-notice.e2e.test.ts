/**
 * A changed preset file refused over the studio's work (docs/decisions/028-the-preset-file-is-a-seed.md),
 * in a real browser against the real server process: the owner publishes, the brand's file
 * changes, the server starts again on the same data folder; the published colour stays and the
 * studio's settings screen says which file was not loaded, why, and how to load it anyway.
 * Screenshot: /tmp/e2e-shots/studio-preset-notice.png.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { uz } from '../../src/studio/i18n/uz.ts';
import { DEMO_OWNER } from '../../scripts/demo/build-preset.ts';
import { freePort, startServer, type RunningServer } from '../support/server-process.ts';
import { SHOTS, testBrowser } from './test-browser.ts';

const root = resolve(import.meta.dirname, '../..');
const SUB = 'minimal';
const COLOR = '#7B1FA2';
const dir = mkdtempSync(join(tmpdir(), 'studio-preset-notice-'));
const presets = join(dir, 'presets');
const file = join(presets, 'minimal.json');
let server: RunningServer | null = null;
const chrome = testBrowser();

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("a changed preset file is not loaded over a publish: the colour stays, the studio's settings say so", async () => {
  mkdirSync(presets);
  copyFileSync(join(root, 'presets/minimal.json'), file);
  const env = { PRESETS_DIR: presets, DATA_DIR: join(dir, 'data'), PORT: String(await freePort()), SMS_MODE: 'outbox' };
  server = await startServer(env);
  const api = `http://127.0.0.1:${server.port}`;
  const merchantId = ((await (await fetch(`${api}/users/v1/merchants/sub/${SUB}`)).json()) as { id: string }).id;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${api}/studio/v1${path}`, {
      method,
      headers: { merchant: merchantId, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // The studio's answers, read field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  expect((await call('POST', '/auth/send-code', { phone: DEMO_OWNER.phone })).status).toBe(200);
  const [message] = (await (await fetch(`${api}/dev/outbox?phone=${DEMO_OWNER.phone}`, { headers: { merchant: merchantId } })).json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message!.text)![1];
  const token = (await call('POST', '/auth/verify', { phone: DEMO_OWNER.phone, code })).body.token as string;
  const settings = (await call('GET', '/settings', undefined, token)).body;
  expect(
    (await call('PUT', '/settings/draft', { baseVersion: 0, revision: 0, settings: { ...settings.published.settings, mainColor: COLOR } }, token)).status,
  ).toBe(200);
  expect((await call('POST', '/settings/publish', { baseVersion: 0 }, token)).body.version).toBe(1);

  // The file changes; the server starts again on the same data folder.
  await server.stop();
  const preset = JSON.parse(readFileSync(file, 'utf8'));
  preset.merchant.name = { ...preset.merchant.name, uz: 'Minimal yangi' };
  writeFileSync(file, JSON.stringify(preset, null, 2));
  server = await startServer(env);
  expect((await (await fetch(`${api}/support/v1/merchant/settings/web`, { headers: { merchant: merchantId } })).json()).mainColor).toBe(COLOR);

  const { page } = await chrome.open({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: `studio-token:${merchantId}`, value: token });
  await page.goto(`http://${SUB}.localhost:${server.port}/studio/settings`);
  const notice = page.locator('.studio-preset-notice');
  await notice.waitFor({ timeout: 20_000 });
  const text = await notice.innerText();
  expect(text).toContain('minimal.json');
  expect(text).toContain(uz.settings.presetWork.publish.split(':')[0]!);
  expect(text).toContain('npm run preset:load -- --force minimal.json');
  await page.screenshot({ path: join(SHOTS, 'studio-preset-notice.png') });
});
