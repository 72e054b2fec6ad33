/**
 * Writes the demo artwork (run with `npx tsx scripts/generate-artwork.ts`): for every brand
 * of scripts/demo/ a folder public/images/<sub>/ with its product pictures, gallery views,
 * modification pictures, banners, stories, logo and favicon, plus public/placeholder.svg and
 * public/favicon.svg. Deterministic: the same sources always give the same files. A brand's
 * folder is rewritten whole, so a picture the data no longer names disappears.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner, favicon, galleryView, genericFavicon, logo, placeholder, storyCover, storyImage } from './demo/art-brand.ts';
import { imagePath } from './demo/build-preset.ts';
import { DEMO_BRANDS } from './demo/brands.ts';
import type { Brand, Option } from './demo/model.ts';
import { productScene, seeded } from './demo/svg.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const imagesDir = join(publicDir, 'images');
/** Above this a file is reported: the pictures are meant to stay small (wide banners get more). */
const SIZE_BUDGET = 3600;
const BANNER_BUDGET = 4800;

let files = 0;
const oversized: string[] = [];
function write(relative: string, text: string, root = imagesDir) {
  const target = join(root, relative);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  files++;
  if (text.length > (relative.includes('/banner-') ? BANNER_BUDGET : SIZE_BUDGET)) oversized.push(`${relative} (${text.length} bytes)`);
}

function brandArtwork(brand: Brand) {
  const { sub, art } = brand;
  rmSync(join(imagesDir, sub), { recursive: true, force: true });
  write(imagePath.logo(sub), logo(art.emblem, art.color));
  write(imagePath.favicon(sub), favicon(art.emblem, art.color));

  const options = new Map<string, Option>();
  let index = 0;
  for (const group of brand.groups) {
    for (const category of group.categories) {
      for (const product of category.products) {
        const background = art.backgrounds[index++ % art.backgrounds.length]!;
        for (const mod of product.mods ?? []) for (const option of mod.options) if (option.art) options.set(option.key, option);
        if (!product.art) continue;
        const seed = `${sub}/${product.slug}`;
        write(imagePath.product(sub, product.slug), productScene(background, product.art(seeded(seed))));
        for (let n = 2; n < 2 + (product.gallery ?? 0); n++) write(imagePath.gallery(sub, product.slug, n), galleryView(background, product.art, seed, n));
      }
    }
  }
  for (const option of options.values()) {
    write(imagePath.modification(sub, option.key), productScene(art.backgrounds[0]!, option.art!(seeded(`${sub}/mod-${option.key}`))));
  }
  for (const b of brand.banners ?? []) {
    write(
      imagePath.banner(sub, b.slug),
      banner({ background: b.background, accent: b.accent, motif: b.motif, items: b.items, seed: `${sub}/banner-${b.slug}` }),
    );
  }
  for (const s of brand.stories ?? []) {
    const seed = `${sub}/story-${s.slug}`;
    write(imagePath.storyCover(sub, s.slug), storyCover({ background: s.accent, item: s.item, seed }));
    write(imagePath.story(sub, s.slug), storyImage({ background: s.background, accent: s.accent, motif: s.motif, item: s.item, seed }));
  }
}

for (const brand of DEMO_BRANDS) brandArtwork(brand);
write('placeholder.svg', placeholder(), publicDir);
write('favicon.svg', genericFavicon(), publicDir);
console.log(`wrote ${files} files under ${publicDir}`);
if (oversized.length > 0) console.warn(`over the size budget:\n  ${oversized.join('\n  ')}`);
