/**
 * Writes bench/presets/large.json, the 2,000-product brand `large` of the benchmarks
 * (run with `npx tsx scripts/generate-large-preset.ts`). The same file every run: the menu is
 * arithmetic, with no randomness. Validated before it is written; bench/large-preset.test.ts
 * checks the file is current. Not a demo brand: it stays out of presets/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatePreset } from '#schemas/preset';
import { buildLargePreset, largePresetText } from '../bench/large-preset.ts';

const result = validatePreset(buildLargePreset());
if (!result.ok) {
  console.error('large: invalid preset');
  for (const issue of result.issues) console.error(`  ${issue.path}: ${issue.message}`);
  process.exit(1);
}
const target = fileURLToPath(new URL('../bench/presets/large.json', import.meta.url));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, largePresetText());
console.log(`wrote ${target} (${result.preset.menu.products.length} products)`);
