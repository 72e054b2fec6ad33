/**
 * `npm run preset:check -- FILE...`: checks each preset file with the loader's own rules (JSON
 * syntax, shape and references, staff phones, pictures under PUBLIC_DIR's images/) and writes
 * nothing: no database is opened, so it runs beside a running server, in a pre-commit hook or CI.
 * Each problem prints as `FILE:LINE:COLUMN $.path: message`; any problem exits non-zero.
 */
import { basename, join, resolve } from 'node:path';
import { readConfig } from './config.ts';
import { checkPresetFiles, formatIssue } from './services/preset-check.ts';

function main(files: string[]): number {
  if (files.length === 0) {
    console.error('usage: npm run preset:check -- path/to/brand.json [...]');
    return 2;
  }
  const config = readConfig();
  // `presets/*.json` names the editor's JSON schema too: it is no preset.
  const presets = files.filter((f) => basename(f) !== 'preset.schema.json');
  const checks = checkPresetFiles(presets, { imagesDir: join(resolve(config.PUBLIC_DIR), 'images') });
  for (const check of checks) {
    if (check.issues.length === 0) console.log(`${check.file}: ok (${check.sub})`);
    for (const issue of check.issues) console.error(formatIssue(check.file, issue));
  }
  const failed = checks.filter((c) => c.issues.length > 0).length;
  if (failed > 0) console.error(`${failed} of ${checks.length} file(s) refused`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
