import { describe, expect, it } from 'vitest';
import { YANDEX_MAPS_CSP } from '#schemas/map-config';
import { pageCsp, pageStyles, startScript } from './pages.ts';

describe('the start script of a page', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared'] },
    _shared: { file: 'assets/shared-b.js', imports: ['_runtime'] },
    _runtime: { file: 'assets/runtime-c.js' },
    'src/storefront/routes/product.tsx': { file: 'assets/product-d.js', imports: ['_shared', 'src/details.tsx'] },
    'src/details.tsx': { file: 'assets/details-e.js', imports: ['_shared'] },
    'src/storefront/routes/about.tsx': { file: 'assets/about-f.js', imports: ['_shared'] },
  };

  it("imports the entry and the page's modules with every chunk they import, each once, and nothing else", () => {
    const script = startScript(manifest, ['src/storefront/routes/product.tsx']);
    const urls = JSON.parse(/for\(const u of (\[[^\]]*\])\)/.exec(script)![1]!) as string[];
    expect(urls).toEqual(['/assets/index-a.js', '/assets/shared-b.js', '/assets/runtime-c.js', '/assets/product-d.js', '/assets/details-e.js']);
  });

  it('is empty without an entry', () => {
    expect(startScript({}, [])).toBe('');
  });

  it("starts the storefront's entry, never the studio's, whichever the manifest names first", () => {
    const both = { 'studio.html': { file: 'assets/studio-s.js', isEntry: true, imports: ['_shared'] }, ...manifest };
    const urls = JSON.parse(/for\(const u of (\[[^\]]*\])\)/.exec(startScript(both, []))![1]!) as string[];
    expect(urls).toEqual(['/assets/index-a.js', '/assets/shared-b.js', '/assets/runtime-c.js']);
  });
});

describe('the stylesheets of a page', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared'], css: ['assets/global.css'] },
    _shared: { file: 'assets/shared-b.js' },
    'src/storefront/routes/product.tsx': { file: 'assets/product-d.js', imports: ['_shared', 'src/details.tsx', '_forms'], css: ['assets/product.css'] },
    'src/details.tsx': { file: 'assets/details-e.js', imports: ['_shared', '_forms'], css: ['assets/details.css'] },
    _forms: { file: 'assets/forms-g.js', css: ['assets/forms.css'] },
    'src/storefront/routes/about.tsx': { file: 'assets/about-f.js', imports: ['_shared'], css: ['assets/about.css'] },
  };
  const files: Record<string, string> = {
    'assets/global.css': 'body{margin:0}',
    'assets/product.css': '.product{}',
    'assets/details.css': '.details{}',
    'assets/forms.css': '.field{}</style><p>',
    'assets/about.css': '.about{}',
  };
  const styles = (modules: readonly string[]) =>
    [
      ...pageStyles(manifest, modules, (file) => files[file] ?? null).matchAll(/<style>([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g),
    ].map((m) => [m[2], m[1]]);

  it("inlines the global stylesheet, then those of the chunks the page's modules load, each once, each named by a disabled link", () => {
    expect(styles(['src/storefront/routes/product.tsx'])).toEqual([
      ['/assets/global.css', 'body{margin:0}'],
      ['/assets/product.css', '.product{}'],
      ['/assets/details.css', '.details{}'],
      // A stray `</style` in a stylesheet does not end its element.
      ['/assets/forms.css', '.field{}<\\/style><p>'],
    ]);
  });

  it('carries no stylesheet of a screen the page did not draw', () => {
    expect(styles([]).map(([file]) => file)).toEqual(['/assets/global.css']);
    expect(styles(['src/storefront/routes/about.tsx']).map(([file]) => file)).toEqual(['/assets/global.css', '/assets/about.css']);
  });

  it('leaves out a file the build does not have', () => {
    expect(pageStyles({ 'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/gone.css'] } }, [], () => null)).toBe('');
  });
});

describe('the Content-Security-Policy of a page with a map', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it("lets images come from the tile server and, on a Yandex brand's pages, the Yandex Maps API load", () => {
    const csp = pageCsp('<p>page</p>', {
      img: ['http://127.0.0.1:8081'],
      script: YANDEX_MAPS_CSP.script,
      connect: YANDEX_MAPS_CSP.connect,
      style: YANDEX_MAPS_CSP.style,
    });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:8081");
    expect(directive(csp, 'script-src')).toContain('https://api-maps.yandex.ru');
    expect(directive(csp, 'connect-src')).toContain('https://*.maps.yandex.net');
  });

  it("allows nothing of the kind on a page without a map's sources", () => {
    const csp = pageCsp('<p>page</p>');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});
