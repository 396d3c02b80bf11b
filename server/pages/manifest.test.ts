import { describe, expect, it } from 'vitest';
import { assetsFor, type Manifest } from './manifest.ts';

const device = (prefix: string) => ({
  js: `/assets/${prefix}-entry.js`,
  imports: [`/assets/${prefix}-shared-a.js`, `/assets/${prefix}-shared-b.js`],
  renderer: [`/assets/${prefix}-renderer.js`],
  css: [`/assets/${prefix}.css`],
  routes: { home: [`/assets/${prefix}-home.js`, `/assets/${prefix}-home-dep.js`] },
  islands: {},
});
const manifest: Manifest = { desktop: device('desktop'), mobile: device('mobile') };

describe('assetsFor', () => {
  it.each(['desktop', 'mobile'] as const)(
    'gives the %s entry and stylesheet, and hints no chunk: the entry finds its own',
    (which) => {
      expect(assetsFor(manifest, which)).toEqual({
        js: `/assets/${which}-entry.js`,
        css: [`/assets/${which}.css`],
      });
    },
  );
});
