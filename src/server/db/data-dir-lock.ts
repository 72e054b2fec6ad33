/**
 * The embedded database has one writer (PGlite holds its data folder in one process): whoever
 * opens a data folder holds it until it closes, and a second opener (`npm run preset:load` beside
 * a running `npm start`, a second server) is refused, told which process holds it. The lock is
 * proper-lockfile's (a directory made atomically, its time refreshed while held, taken over once
 * stale), so a holder that crashed does not keep the folder. Beside it, a note says who holds it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long is a crashed holder's, and is taken over. */
const STALE_MS = 30_000;
const UPDATE_MS = 10_000;

/** Who holds a data folder, as its note says. */
export interface DataDirHolder {
  readonly pid: number;
  /** The npm script it runs (`start`, `dev`, `preset:load`), else its command line. */
  readonly command: string;
  readonly since: string;
}

/** A data folder another process holds. */
export class DataDirHeld extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | null,
  ) {
    const who = holder ? `${holder.command} (pid ${holder.pid}, since ${holder.since})` : 'another process';
    super(`the embedded database in ${dataDir} is in use by ${who}; PGlite has one writer: stop it first, or use DATABASE_URL for a shared PostgreSQL`);
    this.name = 'DataDirHeld';
  }
}

const lockPath = (dataDir: string) => join(dataDir, '.holder.lock');
const notePath = (dataDir: string) => join(dataDir, '.holder.json');

function holderOf(dataDir: string): DataDirHolder | null {
  try {
    return JSON.parse(readFileSync(notePath(dataDir), 'utf8')) as DataDirHolder;
  } catch {
    return null;
  }
}

/** Holds `dataDir` (which exists) for this process; answers its release. Refused with DataDirHeld while another holds it. */
export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: 0,
      // A lock found taken over (the process was stalled past STALE_MS): say so, do not crash the server.
      onCompromised: (error) => console.error(`data folder lock of ${dataDir} lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirHeld(dataDir, holderOf(dataDir));
    throw error;
  }
  const holder: DataDirHolder = {
    pid: process.pid,
    command: process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}` : process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  writeFileSync(notePath(dataDir), JSON.stringify(holder));
  return async () => {
    rmSync(notePath(dataDir), { force: true });
    await release().catch(() => {});
  };
}
