import { describe, expect, it } from 'vitest';
import { assetsFor, type Manifest } from './manifest.ts';

const device = (prefix: string) => ({
  js: `/assets/${prefix}-entry.js`,
  imports: [`/assets/${prefix}-shared-a.js`, `/assets/${prefix}-shared-b.js`],
  css: [`/assets/${prefix}.css`],
  routes: { home: [`/assets/${prefix}-home.js`, `/assets/${prefix}-home-dep.js`] },
});
const manifest: Manifest = { desktop: device('desktop'), mobile: device('mobile') };

describe('assetsFor', () => {
  it('hints every chunk of a desktop page: the entry imports, the page and its imports', () => {
    expect(assetsFor(manifest, 'desktop', 'home')).toEqual({
      js: '/assets/desktop-entry.js',
      css: ['/assets/desktop.css'],
      preload: [
        '/assets/desktop-shared-a.js',
        '/assets/desktop-shared-b.js',
        '/assets/desktop-home.js',
        '/assets/desktop-home-dep.js',
      ],
    });
  });

  it('hints only the page chunks on a phone, leaving the entry imports to the browser', () => {
    const assets = assetsFor(manifest, 'mobile', 'home');
    expect(assets.js).toBe('/assets/mobile-entry.js');
    expect(assets.preload).toEqual(['/assets/mobile-home.js', '/assets/mobile-home-dep.js']);
  });

  it('hints nothing page-specific for a route the build does not know', () => {
    expect(assetsFor(manifest, 'mobile', 'nowhere').preload).toEqual([]);
    expect(assetsFor(manifest, 'desktop', 'nowhere').preload).toEqual(manifest.desktop.imports);
  });
});
