import { describe, expect, it } from 'vitest';
import { startScript } from './pages.ts';

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
