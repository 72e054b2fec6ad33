/**
 * Writes presets/<sub>.json for every demo brand of scripts/demo/ (run with
 * `npx tsx scripts/generate-presets.ts`). Each preset is validated before it is written; a
 * test (presets/presets.test.ts) checks the files are current. Pictures come from
 * scripts/generate-artwork.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validatePreset } from '#schemas/preset';
import { buildPreset, presetText } from './demo/build-preset.ts';
import { DEMO_BRANDS } from './demo/brands.ts';

let failed = false;
for (const brand of DEMO_BRANDS) {
  const result = validatePreset(buildPreset(brand));
  if (!result.ok) {
    failed = true;
    console.error(`${brand.sub}: invalid preset`);
    for (const issue of result.issues) console.error(`  ${issue.path}: ${issue.message}`);
    continue;
  }
  const target = fileURLToPath(new URL(`../presets/${brand.sub}.json`, import.meta.url));
  writeFileSync(target, presetText(brand));
  console.log(`wrote ${target} (${result.preset.menu.products.length} products)`);
}
if (failed) process.exit(1);
