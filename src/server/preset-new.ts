/**
 * `npm run preset:new -- SUB [FILE]`: writes a minimal valid preset for the brand SUB (default
 * PRESETS_DIR/SUB.json) with its `$schema` path right for where it is written, and placeholder
 * artwork under PUBLIC_DIR's images/SUB/. `npm run dev` picks it up; open http://SUB.localhost:8080/.
 */
import { join, resolve } from 'node:path';
import { readConfig } from './config.ts';
import { writeNewPreset } from './services/preset-template.ts';

/** The editor's JSON schema of presets (npm run preset:schema writes it). */
const SCHEMA_FILE = resolve(import.meta.dirname, '../../presets/preset.schema.json');

function main([sub, out]: string[]): number {
  if (!sub) {
    console.error('usage: npm run preset:new -- mysub [path/to/mysub.json]');
    return 2;
  }
  const config = readConfig();
  try {
    const written = writeNewPreset({
      sub,
      file: resolve(out ?? join(config.PRESETS_DIR, `${sub}.json`)),
      imagesDir: join(resolve(config.PUBLIC_DIR), 'images'),
      schemaFile: SCHEMA_FILE,
    });
    console.log(`wrote ${written.file}`);
    for (const image of written.images) console.log(`wrote ${image}`);
    console.log(`check it: npm run preset:check -- ${written.file}`);
    return 0;
  } catch (error) {
    console.error(`preset:new refused: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
