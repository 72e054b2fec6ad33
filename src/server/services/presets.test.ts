/**
 * Loading presets: idempotent at start, an invalid file refused whole with JSON paths, and
 * `npm run preset:load` exiting non-zero on a bad file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { describeEachBackend, FIXTURE_PRESETS } from '../testing/test-server.ts';
import { lineColumn } from './preset-check.ts';
import { loadPresetText, loadPresetsDir } from './presets.ts';

const root = resolve(import.meta.dirname, '../../..');
const alphaText = readFileSync(join(FIXTURE_PRESETS, 'alpha.json'), 'utf8');
const counts = `select (select count(*) from products where merchant_id = 'alpha-id')::int as products,
  (select count(*) from product_branches where merchant_id = 'alpha-id')::int as links,
  (select count(*) from branches where merchant_id = 'alpha-id')::int as branches`;

describeEachBackend('preset loading', (server) => {
  it('loaded the fixture presets at start', () => {
    expect(server().presets.map((p) => [p.status, 'sub' in p ? p.sub : null])).toEqual([
      ['loaded', 'alpha'],
      ['loaded', 'beta'],
    ]);
  });

  it('is idempotent: the same file again changes nothing, a forced load leaves the same rows', async () => {
    const before = await server().db.query(counts);
    const secrets = server().secrets;
    expect((await loadPresetsDir(server().db, FIXTURE_PRESETS, { secrets })).map((p) => p.status)).toEqual(['unchanged', 'unchanged']);
    expect((await loadPresetText(server().db, 'alpha.json', alphaText, { force: true, secrets })).status).toBe('loaded');
    expect(await server().db.query(counts)).toEqual(before);
    expect(before[0]).toEqual({ products: 7, links: 5, branches: 4 });
  });

  it('refuses an invalid file whole, with every problem at its JSON path', async () => {
    const raw = JSON.parse(alphaText);
    raw.menu.products[0].amount = -1;
    raw.menu.products[1].categoryId = 999;
    raw.webSettings.isDark = 'yes';
    raw.merchant.name = { uz: 'Changed' };
    const result = await loadPresetText(server().db, 'broken.json', JSON.stringify(raw));
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['$.menu.products[0].amount', '$.webSettings.isDark']));
    // Nothing of the refused file reached the database.
    const [row] = await server().db.query<{ name: string }>(`select data->'name'->>'uz' as name from merchants where id = 'alpha-id'`);
    expect(row?.name).toBe('Alfa');
  });

  it('refuses broken references and text that is not JSON', async () => {
    const raw = JSON.parse(alphaText);
    raw.menu.products[1].categoryId = 999;
    const refs = await loadPresetText(server().db, 'refs.json', JSON.stringify(raw));
    expect(refs.status === 'invalid' && refs.issues).toEqual([
      { path: '$.menu.products[1].categoryId', message: 'no category 999', line: 1, column: expect.any(Number) as number },
    ]);
    const text = await loadPresetText(server().db, 'text.json', '{ "merchant": ');
    expect(text.status === 'invalid' && text.issues[0]?.path).toBe('$');
  });

  it('refuses a sub that another merchant already has', async () => {
    const raw = JSON.parse(alphaText);
    raw.merchant.id = 'gamma-id';
    raw.branches.forEach((b: { merchantId: string }) => {
      b.merchantId = 'gamma-id';
    });
    const result = await loadPresetText(server().db, 'gamma.json', JSON.stringify(raw), { secrets: server().secrets });
    expect(result.status === 'invalid' && result.issues[0]?.path).toBe('$.merchant.sub');
  });

  it("SMS credentials are stored only sealed: without the server's key a preset that has them is refused", async () => {
    const result = await loadPresetText(server().db, 'alpha.json', alphaText, { force: true });
    // At the key in the file, as every refusal is (the dev server's problems page and the log link it).
    const at = lineColumn(alphaText, alphaText.indexOf('"smsPassword"'));
    expect(result.status === 'invalid' && result.issues[0]).toEqual({ path: '$.merchant.smsPassword', message: expect.stringContaining('secrets key'), ...at });
  });
});

const run = promisify(execFile);

it('npm run preset:load exits non-zero and prints JSON paths for an invalid file, loads a good one, and with --force the same one again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'preset-load-'));
  try {
    const bad = JSON.parse(alphaText);
    bad.menu.products[2].productBranch = [{ branchId: 'nowhere' }];
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const env = { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };
    const cli = [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/server/preset-load.ts')];
    const failure = await run(process.execPath, [...cli, join(dir, 'bad.json')], { cwd: root, env }).then(
      () => null,
      (e) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('$.menu.products[2].productBranch[0].branchId: no branch nowhere');
    const ok = await run(process.execPath, [...cli, join(FIXTURE_PRESETS, 'beta.json')], { cwd: root, env });
    expect(ok.stdout).toContain('loaded (beta, merchant beta-id)');
    // The same file again is what the database holds; --force loads it anyway (decision 028).
    const forced = await run(process.execPath, [...cli, '--force', join(FIXTURE_PRESETS, 'beta.json')], { cwd: root, env });
    expect(forced.stdout).toContain('loaded (beta, merchant beta-id)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
