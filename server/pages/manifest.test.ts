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
  it.each(['desktop', 'mobile'] as const)(
    'hints only the page chunks on %s, leaving the entry imports to the browser',
    (which) => {
      expect(assetsFor(manifest, which, 'home')).toEqual({
        js: `/assets/${which}-entry.js`,
        css: [`/assets/${which}.css`],
        preload: [`/assets/${which}-home.js`, `/assets/${which}-home-dep.js`],
      });
    },
  );

  it('hints nothing page-specific for a route the build does not know', () => {
    expect(assetsFor(manifest, 'mobile', 'nowhere').preload).toEqual([]);
    expect(assetsFor(manifest, 'desktop', 'nowhere').preload).toEqual([]);
  });
});
