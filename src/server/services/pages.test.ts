import { describe, expect, it } from 'vitest';
import { YANDEX_MAPS_CSP } from '#schemas/map-config';
import { pageCsp, startScript } from './pages.ts';

describe('the start script of a page', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared'] },
    _shared: { file: 'assets/shared-b.js', imports: ['_runtime'] },
    _runtime: { file: 'assets/runtime-c.js' },
    'src/storefront/routes/product.tsx': { file: 'assets/product-d.js', imports: ['_shared', 'src/details.tsx'] },
    'src/details.tsx': { file: 'assets/details-e.js', imports: ['_shared'] },
    'src/storefront/routes/about.tsx': { file: 'assets/about-f.js', imports: ['_shared'] },
  };

  it('imports the entry and the page\'s modules with every chunk they import, each once, and nothing else', () => {
    const script = startScript(manifest, ['src/storefront/routes/product.tsx']);
    const urls = JSON.parse(/for\(const u of (\[[^\]]*\])\)/.exec(script)![1]!) as string[];
    expect(urls).toEqual(['/assets/index-a.js', '/assets/shared-b.js', '/assets/runtime-c.js', '/assets/product-d.js', '/assets/details-e.js']);
  });

  it('is empty without an entry', () => {
    expect(startScript({}, [])).toBe('');
  });
});

describe('the Content-Security-Policy of a page with a map', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets images come from the tile server and, on a Yandex brand\'s pages, the Yandex Maps API load', () => {
    const csp = pageCsp('<p>page</p>', { img: ['http://127.0.0.1:8081'], script: YANDEX_MAPS_CSP.script, connect: YANDEX_MAPS_CSP.connect, style: YANDEX_MAPS_CSP.style });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:8081");
    expect(directive(csp, 'script-src')).toContain('https://api-maps.yandex.ru');
    expect(directive(csp, 'connect-src')).toContain('https://*.maps.yandex.net');
  });

  it('allows nothing of the kind on a page without a map\'s sources', () => {
    const csp = pageCsp('<p>page</p>');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});
