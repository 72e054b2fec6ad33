/**
 * The preset file seeds a brand (docs/decisions/028-the-preset-file-is-a-seed.md), across
 * restarts of the server on one database: a studio publish and import survive the next start; a
 * changed file of a brand the studio has worked on since the file's last load is refused with a
 * loud line and a notice in the studio, the brand as the studio left it; a brand without studio
 * work takes the changed file; a forced load replaces the brand deliberately.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { loadPresetFile } from '../services/presets.ts';
import { BACKENDS, FIXTURE_PRESETS, startTestServer, type Backend } from '../testing/test-server.ts';
import { ALPHA, BETA, request, staffSignIn } from '../testing/tracking.ts';

const OWNER = '998901110001';

/** A preset as its JSON, for the edits these tests make. */
type RawPreset = { merchant: Record<string, unknown>; [key: string]: unknown };

function alphaPreset(edit: (preset: RawPreset) => void = () => {}): string {
  const preset = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'alpha.json'), 'utf8')) as RawPreset;
  preset.staff = [{ phone: OWNER, role: 'OWNER', name: 'Olim' }];
  edit(preset);
  return JSON.stringify(preset, null, 2);
}

function betaPreset(edit: (preset: RawPreset) => void = () => {}): string {
  const preset = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'beta.json'), 'utf8')) as RawPreset;
  edit(preset);
  return JSON.stringify(preset, null, 2);
}

const statuses = (server: Server) => server.presets.map((p) => [p.file.split('/').at(-1), p.status]);

for (const backend of BACKENDS) {
  describe(`the preset file seeds a brand, across restarts [${backend}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-seed-'));
    const presetsDir = join(dir, 'presets');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    let lines: string[] = [];
    let server: Server | null = null;

    /** The server again on the same database and the same presets folder, its start's lines kept. */
    const restart = async (options: { last?: boolean } = {}) => {
      await server?.close();
      lines = [];
      const database: Parameters<typeof startTestServer>[1] =
        backend === 'postgres' ? { dbSchema: schema, dropSchema: options.last ?? false } : { dataDir: join(dir, 'data') };
      server = await startTestServer(backend as Backend, {
        ...database,
        presetsDir,
        sms: { mode: 'outbox' },
        accountSettings: { codesPerAddressHour: 10_000 },
        log: (line) => lines.push(line),
      });
      return server;
    };
    // Signed in once: the session lives in the database, across restarts.
    let token = '';
    const owner = async () => {
      token ||= await staffSignIn(server!, OWNER);
      return {
        get: (path: string) => request(server!, 'GET', `/studio/v1${path}`, { token }),
        put: (path: string, body: unknown) => request(server!, 'PUT', `/studio/v1${path}`, { token, body }),
        post: (path: string, body: unknown = {}) => request(server!, 'POST', `/studio/v1${path}`, { token, body }),
      };
    };
    const branchNames = async (merchant = ALPHA) =>
      ((await request(server!, 'GET', '/users/v1/branches', { merchant })).body as { name: { uz: string } }[]).map((b) => b.name.uz);
    const web = async (merchant = ALPHA) => (await request(server!, 'GET', '/support/v1/merchant/settings/web', { merchant })).body;

    beforeAll(async () => {
      mkdirSync(presetsDir);
      writeFileSync(join(presetsDir, 'alpha.json'), alphaPreset());
      writeFileSync(join(presetsDir, 'beta.json'), betaPreset());
      await restart();
    });
    afterAll(async () => {
      // The last start on PostgreSQL drops its schema on close.
      if (backend === 'postgres') await restart({ last: true });
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('a restart after a studio publish and an import keeps both', async () => {
      expect(statuses(server!)).toEqual([
        ['alpha.json', 'loaded'],
        ['beta.json', 'loaded'],
      ]);
      const studio = await owner();
      const start = (await studio.get('/settings')).body;
      expect(
        (await studio.put('/settings/draft', { baseVersion: 0, revision: 0, settings: { ...start.published.settings, mainColor: '#123456' } })).status,
      ).toBe(200);
      expect((await studio.post('/settings/publish', { baseVersion: 0 })).body.version).toBe(1);
      const exported = (await studio.get('/export')).body;
      const marked = { ...exported, branches: exported.branches.map((b: { id: string }) => (b.id === 'center' ? { ...b, name: { uz: 'IMPORT-MARKER' } } : b)) };
      expect((await studio.post('/import', marked)).body).toEqual({ ok: true, issues: [] });
      expect(await branchNames()).toContain('IMPORT-MARKER');

      await restart();
      // The file is the one loaded: the import stays (it was undone here, the file taken for changed).
      expect(statuses(server!)).toEqual([
        ['alpha.json', 'unchanged'],
        ['beta.json', 'unchanged'],
      ]);
      expect(await branchNames()).toContain('IMPORT-MARKER');
      expect((await web()).mainColor).toBe('#123456');
      // The import is a version of its own, after the publish: the versions end at what shoppers see.
      expect((await (await owner()).get('/settings')).body).toMatchObject({ published: { version: 2 }, presetNotice: null });
    });

    it("a changed file is refused over the studio's work, loudly and in the studio; a brand without studio work takes it", async () => {
      writeFileSync(
        join(presetsDir, 'alpha.json'),
        alphaPreset((p) => (p.merchant.name = { uz: 'Alfa yangi' })),
      );
      writeFileSync(
        join(presetsDir, 'beta.json'),
        betaPreset((p) => (p.merchant.name = { uz: 'Beta yangi' })),
      );
      await restart();
      expect(statuses(server!)).toEqual([
        ['alpha.json', 'refused'],
        ['beta.json', 'loaded'],
      ]);
      const loud = lines.filter((l) => l.includes('alpha.json'));
      expect(loud.join('\n')).toMatch(/^WARNING .*alpha\.json: changed, NOT LOADED/);
      expect(loud.join('\n')).toContain('publish x1');
      expect(loud.join('\n')).toContain('import x1');
      expect(loud.join('\n')).toContain('--force');
      // The brand is as the studio left it.
      expect(await branchNames()).toContain('IMPORT-MARKER');
      expect((await web()).mainColor).toBe('#123456');
      expect((await request(server!, 'GET', '/users/v1/merchants/sub/beta', { merchant: BETA })).body.name).toMatchObject({ uz: 'Beta yangi' });

      const studio = await owner();
      const notice = (await studio.get('/settings')).body.presetNotice;
      expect(notice).toMatchObject({
        file: 'alpha.json',
        work: [
          { action: 'publish', count: 1, lastBy: 'Olim' },
          { action: 'import', count: 1, lastBy: 'Olim' },
        ],
      });
      // Started again with the same file: still refused, the notice as it was.
      await restart();
      expect(statuses(server!)[0]).toEqual(['alpha.json', 'refused']);
      expect((await (await owner()).get('/settings')).body.presetNotice).toEqual(notice);
    });

    it('a forced load replaces the brand with the file deliberately; the notice is done with, the next start leaves it', async () => {
      const file = join(presetsDir, 'alpha.json');
      expect((await loadPresetFile(server!.db, file, { secrets: server!.secrets })).status).toBe('refused');
      expect((await loadPresetFile(server!.db, file, { force: true, secrets: server!.secrets })).status).toBe('loaded');
      server!.data.invalidate(ALPHA, true);
      expect(await branchNames()).not.toContain('IMPORT-MARKER');
      expect((await (await owner()).get('/settings')).body.presetNotice).toBeNull();
      await restart();
      expect(statuses(server!)).toEqual([
        ['alpha.json', 'unchanged'],
        ['beta.json', 'unchanged'],
      ]);
      // Work since the forced load counts from there: the file changed again with none is loaded.
      writeFileSync(
        file,
        alphaPreset((p) => (p.merchant.name = { uz: 'Alfa uchinchi' })),
      );
      await restart();
      expect(statuses(server!)[0]).toEqual(['alpha.json', 'loaded']);
    });
  });
}
