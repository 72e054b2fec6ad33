/**
 * One writer on the embedded database (db/data-dir-lock.ts): a data folder open in one process
 * is refused to a second opener, `npm run preset:load` included, naming the holder; closed, it
 * opens again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { DataDirHeld } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'sf-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a data folder held by one opener is refused to the next, naming who holds it; closed, it opens again', async () => {
  const first = await openDatabase({ dataDir: dir });
  const second = openDatabase({ dataDir: dir });
  await expect(second).rejects.toBeInstanceOf(DataDirHeld);
  await expect(second).rejects.toThrow(`pid ${process.pid}`);
  await first.close();
  const again = await openDatabase({ dataDir: dir });
  expect(await again.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  await again.close();
});

it('`npm run preset:load` beside a running server is refused: it says which process holds the folder', async () => {
  const server = await openDatabase({ dataDir: dir });
  try {
    const load = run(process.execPath, ['--import', 'tsx', 'src/server/preset-load.ts', 'presets/burger.json'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    const failed = await load.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('preset:load refused: the embedded database');
    expect(failed?.stderr).toContain(`pid ${process.pid}`);
  } finally {
    await server.close();
  }
}, 60_000);
