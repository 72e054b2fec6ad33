import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CDN_PATH,
  IMAGE_DEFAULTS,
  IMAGE_VARIANTS,
  PLACEHOLDER_IMAGE,
  RESIZE_PATH,
  cardImageSizes,
  cdnUrl,
  imageUrl,
  isImageVariant,
  squareImageSet,
  wideImageSet,
} from './image-url.ts';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('image URLs (SPEC point 7: resize proxy 480x480 q100 webp; full https URL as is; placeholder when none)', () => {
  it('a file name goes through the resizing proxy with the defaults 480 by 480, quality 100, webp', () => {
    expect(IMAGE_DEFAULTS).toEqual({ width: 480, height: 480, quality: 100, format: 'webp' });
    const url = imageUrl('menu/burger.png');
    expect(url.startsWith(`${RESIZE_PATH}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({ src: 'menu/burger.png', w: '480', h: '480', q: '100', f: 'webp' });
  });

  it('options replace only the defaults they name; a base is put in front', () => {
    const url = imageUrl('/burger.png', { width: 240, quality: 80 }, 'https://api.example.uz');
    expect(url.startsWith(`https://api.example.uz${RESIZE_PATH}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({ src: 'burger.png', w: '240', h: '480', q: '80', f: 'webp' });
  });

  it('a full https URL is used as is, by the proxy and the CDN path alike', () => {
    const full = 'https://cdn.example.uz/a/b.jpg?v=2';
    expect(imageUrl(full)).toBe(full);
    expect(imageUrl('HTTPS://CDN.example.uz/x.png')).toBe('HTTPS://CDN.example.uz/x.png');
    expect(cdnUrl(full)).toBe(full);
  });

  it('an http URL is not a full https URL: it is never fetched as is', () => {
    expect(imageUrl('http://insecure.example/x.png')).not.toBe('http://insecure.example/x.png');
  });

  it('no image gives the placeholder', () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(imageUrl(missing)).toBe(PLACEHOLDER_IMAGE);
      expect(cdnUrl(missing)).toBe(PLACEHOLDER_IMAGE);
    }
  });

  it('the CDN path of a file name encodes each path segment', () => {
    expect(cdnUrl('menu/big burger.png')).toBe(`${CDN_PATH}menu/big%20burger.png`);
    expect(cdnUrl('//x.png', 'https://cdn.example.uz')).toBe(`https://cdn.example.uz${CDN_PATH}x.png`);
  });

  it('property: the proxy carries the file name back intact', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\/|^https:\/\//i.test(s)),
        (file) => {
          expect(paramsOf(imageUrl(file)).src).toBe(file);
        },
      ),
    );
  });
});

describe('squareImageSet: 1x/2x variants of a square image', () => {
  it('offers 240 and 480 pixel variants and picks the one for the display size', () => {
    const set = squareImageSet('burger.png', 240, '50vw');
    expect(paramsOf(set.src)).toMatchObject({ w: '240', h: '240' });
    expect(set.srcSet).toBe(`${imageUrl('burger.png', { width: 240, height: 240 })} 240w, ${imageUrl('burger.png')} 480w`);
    expect(set).toMatchObject({ sizes: '50vw', width: 240, height: 240 });
    expect(paramsOf(squareImageSet('burger.png', 480, '100vw').src)).toMatchObject({ w: '480', h: '480' });
  });

  it('a full URL or a missing image has a single source and no srcset', () => {
    expect(squareImageSet(null, 240, '50vw')).toMatchObject({ src: PLACEHOLDER_IMAGE, srcSet: undefined });
    expect(squareImageSet('https://x.example/a.png', 480, '50vw')).toMatchObject({ src: 'https://x.example/a.png', srcSet: undefined });
  });
});

describe("cardImageSizes: a card image's share of the viewport per category view (BIG, MEDIUM, SMALL)", () => {
  it('bigger views take a bigger share', () => {
    expect(cardImageSizes('BIG')).toBe('(max-width: 640px) 100vw, 480px');
    expect(cardImageSizes('MEDIUM')).toBe('(max-width: 640px) 50vw, 240px');
    expect(cardImageSizes('SMALL')).toBe('(max-width: 640px) 33vw, 200px');
  });
});

describe('IMAGE_VARIANTS: the only variants the resizing proxy serves are the ones the storefront asks for', () => {
  /** Every URL an image set names: its src and each srcset candidate. */
  const urlsOf = (set: { src: string; srcSet?: string | undefined }) => [
    set.src,
    ...(set.srcSet ?? '')
      .split(',')
      .map((c) => c.trim().split(' ')[0]!)
      .filter(Boolean),
  ];
  const variantOf = (url: string) => {
    const p = paramsOf(url);
    return { width: Number(p.w), height: Number(p.h), quality: Number(p.q), format: p.f! };
  };

  it('every URL of squareImageSet and wideImageSet is an allowed variant, and together they ask for every one', () => {
    const asked = [
      ...urlsOf(squareImageSet('burger.png', 240, '50vw')),
      ...urlsOf(squareImageSet('burger.png', 480, '100vw')),
      ...urlsOf(wideImageSet('banner.png')),
      imageUrl('burger.png'),
    ].map(variantOf);
    for (const variant of asked) expect(isImageVariant(variant), JSON.stringify(variant)).toBe(true);
    const sizes = new Set(asked.map((v) => `${v.width}x${v.height}`));
    expect([...sizes].sort()).toEqual(IMAGE_VARIANTS.sizes.map((s) => `${s.width}x${s.height}`).sort());
  });

  it('the defaults are a variant; other sizes, qualities and formats are not', () => {
    expect(isImageVariant(IMAGE_DEFAULTS)).toBe(true);
    expect(IMAGE_VARIANTS).toEqual({
      sizes: [
        { width: 240, height: 240 },
        { width: 480, height: 480 },
        { width: 480, height: 240 },
        { width: 960, height: 480 },
      ],
      qualities: [100],
      formats: ['webp'],
    });
    for (const variant of [
      { ...IMAGE_DEFAULTS, width: 2048, height: 2048 },
      { ...IMAGE_DEFAULTS, width: 240, height: 480 },
      { ...IMAGE_DEFAULTS, quality: 99 },
      { ...IMAGE_DEFAULTS, format: 'avif' },
      { ...IMAGE_DEFAULTS, format: 'jpeg' },
    ]) {
      expect(isImageVariant(variant), JSON.stringify(variant)).toBe(false);
    }
  });
});
