// Draws the raster brand files at build time (build/build.ts) into dist/client/brand/: the
// preview card of each page type and language, the organisation logo, the manifest and Apple
// icons and favicon.ico. sharp renders the SVG with librsvg, whose text needs a CJK font on the
// build machine (fonts-noto-cjk; the Dockerfile's build stage installs it). The cards of single
// product and solution pages come from the live content, so the server draws them (page-cards.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { iconSvg } from './emblem.ts';
import { hasFontFor } from './fonts.ts';
import { encodeIco } from './ico.ts';
import { jpegCard, ogCardSvg } from './og-card-svg.ts';
import { pageTypeCards } from './og-cards.ts';

/** The icons besides the cards, by file name: size and whether full bleed. */
const ICONS = {
  'logo-512.png': { size: 512, fullBleed: false },
  'icon-192.png': { size: 192, fullBleed: false },
  'icon-512.png': { size: 512, fullBleed: false },
  'icon-maskable-512.png': { size: 512, fullBleed: true },
  'apple-touch-icon.png': { size: 180, fullBleed: true },
} as const;

const FAVICON_SIZES = [16, 32, 48];

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/**
 * Writes every brand file into dir; returns the number of files. With a cache folder, a file
 * whose drawing (SVG, encoder, sharp's version) was made before is copied from it instead of
 * drawn again: drawing all the cards takes a shared CI machine about ten seconds.
 */
export async function renderBrandAssets(dir: string, cacheDir?: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const cjk = await hasFontFor('zh');
  let warned = false;
  const jobs: Promise<void>[] = [];
  const write = (file: string, svg: string, encode: (svg: string) => Promise<Buffer>) => {
    const key = createHash('sha256')
      .update(`${sharp.versions.sharp}\0${String(encode)}\0${svg}`)
      .digest('hex')
      .slice(0, 32);
    const cached = cacheDir && path.join(cacheDir, `${key}${path.extname(file)}`);
    const target = path.join(dir, file);
    if (cached && fs.existsSync(cached)) {
      jobs.push(fs.promises.copyFile(cached, target));
      return;
    }
    jobs.push(
      encode(svg).then(async (bytes) => {
        await fs.promises.writeFile(target, bytes);
        if (cached) await fs.promises.writeFile(cached, bytes);
      }),
    );
  };
  const cards = pageTypeCards();
  for (const card of cards) {
    // Without a Chinese font librsvg would draw boxes: the Chinese cards then carry the English
    // card's words until the build runs where fonts-noto-cjk is installed (CI, the Docker image).
    let drawn = card;
    if (card.lang === 'zh' && !cjk) {
      drawn = cards.find((c) => c.name === card.name && c.lang === 'en') ?? {
        ...card,
        eyebrow: 'Defan Cloud',
        title: 'Defan Cloud',
      };
      if (!warned)
        console.warn(
          'No font with Chinese glyphs (fc-list :lang=zh is empty): the Chinese preview cards carry English words; install fonts-noto-cjk for Chinese ones',
        );
      warned = true;
    }
    write(`og-${card.name}-${card.lang}.jpg`, ogCardSvg(drawn), jpegCard);
  }
  for (const [file, { size, fullBleed }] of Object.entries(ICONS)) write(file, iconSvg(size, fullBleed), png);
  // The icon file's three sizes travel as one drawing (their SVGs joined), encoded together.
  const faviconIco = async (svgs: string) =>
    encodeIco(
      await Promise.all(svgs.split('\n').map(async (svg, i) => ({ size: FAVICON_SIZES[i]!, png: await png(svg) }))),
    );
  write('favicon.ico', FAVICON_SIZES.map((size) => iconSvg(size)).join('\n'), faviconIco);
  await Promise.all(jobs);
  return jobs.length;
}
