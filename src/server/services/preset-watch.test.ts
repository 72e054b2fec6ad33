/**
 * The development server's preset watch (createServer's `watchPresets`, which `npm run dev`
 * turns on): a saved file is loaded by itself; a refused one changes nothing, its brand keeps
 * serving its last good version, and the brand's pages show each problem with the file, its JSON
 * path, line and column. Without the watch (npm start) neither happens.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { BACKENDS, call, FIXTURE_PRESETS, startTestServer } from '../testing/test-server.ts';
import { insertLog } from '../db/studio-queries.ts';
import { lineColumn } from './preset-check.ts';

const distDir = resolve(import.meta.dirname, '../../../tests/fixtures/dist');
const betaPreset: unknown = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'beta.json'), 'utf8'));

function presetsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'preset-watch-'));
  cpSync(FIXTURE_PRESETS, dir, { recursive: true });
  return dir;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const brandOf = async (server: Server, merchant: string) =>
  ((await call(server, '/support/v1/merchant/settings/web', { merchant })).body as { brand?: { uz?: string } }).brand?.uz;
const problemsOn = async (server: Server, host: string, path = '/') => {
  const html = (await call(server, path, { host })).text;
  return /<aside id="preset-problems"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? null;
};

/** beta.json with its brand named `brand` and the rest as given. */
function betaText(brand: string, change: (preset: Record<string, Record<string, unknown>>) => void = () => {}): string {
  const preset = JSON.parse(JSON.stringify(betaPreset)) as Record<string, Record<string, unknown>>;
  preset.webSettings!.brand = { uz: brand };
  change(preset);
  return JSON.stringify(preset, null, 2);
}

for (const backend of BACKENDS) {
  describe(`the preset watch of the dev server [${backend}]`, () => {
    let server: Server;
    let dir: string;
    const changes: string[] = [];
    beforeAll(async () => {
      dir = presetsCopy();
      server = await startTestServer(backend, { presetsDir: dir, watchPresets: true, distDir });
      server.presetWatch!.onChange((file) => changes.push(file));
    });
    afterAll(async () => {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('loads a saved preset by itself: the brand answers its new version', async () => {
      const file = join(dir, 'beta.json');
      writeFileSync(file, betaText('Beta saved'));
      expect(
        await until(
          'the saved brand',
          () => brandOf(server, 'beta-id'),
          (b) => b === 'Beta saved',
        ),
      ).toBe('Beta saved');
      expect(changes).toContain(file);
      expect(await problemsOn(server, 'beta.localhost')).toBeNull();
    });

    it("keeps a refused save out: the last good version serves, and the brand's pages name the file and each problem at its path, line and column", async () => {
      const file = join(dir, 'beta.json');
      const text = betaText('Beta refused', (p) => {
        p.webSettings!.isDark = 'yes';
      });
      writeFileSync(file, text);
      const panel = await until(
        'the problems',
        () => problemsOn(server, 'beta.localhost'),
        (p) => p !== null,
      );
      const at = lineColumn(text, text.indexOf('"isDark"'));
      expect(panel).toContain(`${file}: refused, 1 problem(s)`);
      expect(panel).toContain(`${file}:${at.line}:${at.column} $.webSettings.isDark: `);
      // The brand serves as it was: nothing of the refused file reached the database.
      expect(await brandOf(server, 'beta-id')).toBe('Beta saved');
      expect((await call(server, '/', { host: 'beta.localhost' })).status).toBe(200);
      // Another brand's pages are not its business.
      expect(await problemsOn(server, 'alpha.localhost')).toBeNull();
    });

    it('places a file that is no JSON any more with the brand it last loaded as, at the line and column of the fault', async () => {
      const file = join(dir, 'beta.json');
      writeFileSync(file, '{\n  "merchant": ');
      const panel = await until(
        'the syntax problem',
        () => problemsOn(server, 'beta.localhost'),
        (p) => p?.includes(`${file}:2:`) ?? false,
      );
      expect(panel).toMatch(new RegExp(`${file}:2:\\d+ \\$: not JSON: expected a value`));
      expect(await brandOf(server, 'beta-id')).toBe('Beta saved');
    });

    it('drops the problems once the file is good again', async () => {
      writeFileSync(join(dir, 'beta.json'), betaText('Beta fixed'));
      await until(
        'the fixed brand',
        () => brandOf(server, 'beta-id'),
        (b) => b === 'Beta fixed',
      );
      expect(
        await until(
          'no problems',
          () => problemsOn(server, 'beta.localhost'),
          (p) => p === null,
        ),
      ).toBeNull();
    });

    it('shows the problems of a new brand whose first version is refused on the page of its address', async () => {
      const file = join(dir, 'gamma.json');
      const text = betaText('Gamma', (p) => {
        p.merchant!.id = 'gamma-id';
        p.merchant!.sub = 'gamma';
        p.menu = { ...p.menu, products: 'none' };
      });
      writeFileSync(file, text);
      // No merchant answers to the address yet: its pages lead to the not-available page, which names the file.
      expect((await call(server, '/', { host: 'gamma.localhost' })).status).toBe(302);
      const panel = await until(
        'the new brand',
        () => problemsOn(server, 'gamma.localhost', '/merchantNotAvailable'),
        (p) => p !== null,
      );
      expect(panel).toContain(`${file}:`);
      expect(panel).toContain('$.menu.products: ');
      expect(await problemsOn(server, 'beta.localhost')).toBeNull();
    });

    it("keeps a changed file out of a brand the studio has worked on since (decision 028), and says so on the brand's pages", async () => {
      const file = join(dir, 'beta.json');
      await server.db.asMerchant('beta-id', (tx) => insertLog(tx, 'beta-id', { staffId: null, staffName: 'Owner', action: 'publish', detail: {} }));
      writeFileSync(file, betaText('Beta over the studio'));
      const panel = await until(
        'the refusal on the page',
        () => problemsOn(server, 'beta.localhost'),
        (p) => p !== null,
      );
      expect(panel).toContain('changed, not loaded');
      expect(panel).toContain('--force');
      expect(await brandOf(server, 'beta-id')).not.toBe('Beta over the studio');
    });
  });
}

describe('npm start: no preset watch', () => {
  let server: Server;
  let dir: string;
  beforeAll(async () => {
    dir = presetsCopy();
    writeFileSync(join(dir, 'gamma.json'), '{ "merchant": ');
    server = await startTestServer('pglite', { presetsDir: dir, distDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a saved file only at the next start, and no page shows a refused preset', async () => {
    expect(server.presetWatch).toBeNull();
    writeFileSync(join(dir, 'beta.json'), betaText('Beta saved'));
    await new Promise((r) => setTimeout(r, 300));
    expect(await brandOf(server, 'beta-id')).not.toBe('Beta saved');
    expect(await problemsOn(server, 'beta.localhost')).toBeNull();
    expect(await problemsOn(server, 'gamma.localhost', '/merchantNotAvailable')).toBeNull();
  });
});
