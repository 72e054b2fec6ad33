/**
 * `npm start`'s build step: builds the storefront, the studio and the server entry (`npm run
 * build`) unless `dist/` already holds the build of exactly the files there are now, and says
 * which it did. A build that fails leaves no stamp, so the next start builds again.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildNeeded, buildStamp, STAMP_FILE } from './build-stamp.ts';

const root = resolve(import.meta.dirname, '..');
const stamp = buildStamp(root);
const reason = buildNeeded(root, stamp);
if (reason === null) {
  console.log(`build skipped: dist/ is the build of these sources (${STAMP_FILE}); \`npm run build\` builds anyway`);
} else {
  console.log(`building: ${reason}`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(join(root, STAMP_FILE)), { recursive: true });
  // The stamp of the files as the build began: an edit made while it ran builds again next time.
  writeFileSync(join(root, STAMP_FILE), `${stamp}\n`);
}
