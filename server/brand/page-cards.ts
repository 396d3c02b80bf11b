// The preview cards of single product and solution pages (/brand/og-product_ipaas-zh.jpg), drawn
// by the server from the page's heading in the live content source: the vendor CMS of the
// request's environment, or the embedded store. The build cannot draw them: it runs without the
// configuration (CI, the Docker build, `npm run release` before its check) and cannot reach a CMS,
// and a product the CMS adds after a release needs its card all the same. The card is drawn when
// first asked for, exactly as the build draws the page types' cards (og-card-svg.ts), and kept
// under DATA_DIR/brand-cards/ by a hash of its drawing, which every process on that folder shares
// and a changed heading replaces (a new drawing, a new file). Nothing is drawn for a page the
// content source does not have, so what can be drawn is bounded by the content itself. A card no
// process has asked for in CARD_KEEP_DAYS (a replaced heading's, a removed page's) is deleted when
// a process starts: each process touches a card the first time it finds it on disk, so a card in
// use stays, and one deleted under a running process is drawn again the next time it is asked.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { isApiError } from '../../shared/api/errors.ts';
import type { Lang } from '../../shared/site-types.ts';
import { withHeadingPrefix } from '../../shared/routes/heading-prefix.ts';
import type { ContentSources } from '../content/content-sources.ts';
import type { RequestContext } from '../request-context.ts';
import { hasFontFor } from './fonts.ts';
import { jpegCard, ogCardSvg } from './og-card-svg.ts';
import { PAGE_CARD_NAME, pageCard } from './og-cards.ts';

export interface PageCards {
  /**
   * The file of a page's own card, drawn first if no process on the data folder has drawn it;
   * undefined when there is none to draw: not a product or solution name, no such page (or no
   * heading) in the content source, no font for the card's language, or the source not answering.
   */
  file(
    name: string,
    lang: Lang,
    ctx: Pick<RequestContext, 'env' | 'site' | 'headingPrefix'>,
  ): Promise<string | undefined>;
  /** A file `file` gave could not be sent (another process swept it): drawn again when asked. */
  forget(file: string): void;
  /** The sweep this process began when it started (tests wait for it). */
  swept: Promise<void>;
}

/** How long a card no process has asked for is kept. */
export const CARD_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A `.part` file older than this was left by a process that died while writing it. */
const PART_KEEP_MS = 60 * 60 * 1000;

interface PageCardOptions {
  sources: Pick<ContentSources, 'api'>;
  /** Where drawn cards are kept (DATA_DIR/brand-cards). */
  dir: string;
  logger: Logger;
  /** A card's SVG to the bytes served (default: the build's JPEG; tests pass the SVG through). */
  encode?: (svg: string) => Promise<Buffer>;
  /** Whether a language's words can be drawn here (default: asks fontconfig). */
  hasFont?: (lang: Lang) => Promise<boolean>;
}

export function createPageCards(opts: PageCardOptions): PageCards {
  const encode = opts.encode ?? jpegCard;
  const hasFont = opts.hasFont ?? hasFontFor;
  /** Cards this process knows are on disk, by key. */
  const drawn = new LRUCache<string, true>({ max: 2000 });
  /** Drawings under way, by key: concurrent requests for one card draw it once. */
  const drawing = new Map<string, Promise<void>>();
  const warned = new Set<Lang>();

  /** Deletes the cards nobody asked for in CARD_KEEP_DAYS and the writes a dead process left. */
  const sweep = async () => {
    const names = await fs.readdir(opts.dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(opts.dir, name);
      const keepMs = name.endsWith('.part') ? PART_KEEP_MS : name.endsWith('.jpg') ? CARD_KEEP_DAYS * DAY_MS : 0;
      if (!keepMs) continue;
      try {
        const { mtimeMs } = await fs.stat(file);
        if (Date.now() - mtimeMs > keepMs) await fs.unlink(file);
      } catch {
        // another process swept or replaced it meanwhile
      }
    }
  };
  const swept = sweep().catch((err: unknown) => {
    opts.logger.warn({ err, dir: opts.dir }, 'preview cards: old cards not swept');
  });

  /** The page's heading as the page shows it on this host, or undefined when there is none. */
  const heading = async (name: string, lang: Lang, ctx: Pick<RequestContext, 'env' | 'site' | 'headingPrefix'>) => {
    const route = lang === 'en' ? `/en/${name}` : `/${name}`;
    try {
      const page = await opts.sources.api(ctx.env).getSitePage(route, ctx.site);
      return withHeadingPrefix(page.seo_h1, ctx.headingPrefix);
    } catch (err) {
      if (!(isApiError(err) && err.status === 404))
        opts.logger.warn({ err, route }, 'preview card: the page heading is not available, its kind card stands in');
      return undefined;
    }
  };

  const draw = async (file: string, svg: string) => {
    try {
      // Another process drew it: touched, so the sweep knows it is in use.
      const at = new Date();
      await fs.utimes(file, at, at);
      return;
    } catch {
      // not drawn yet (or swept a moment ago)
    }
    const bytes = await encode(svg);
    await fs.mkdir(opts.dir, { recursive: true });
    // Written aside and renamed into place: a reader sees the whole file or none.
    const part = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
    await fs.writeFile(part, bytes);
    await fs.rename(part, file);
  };

  return {
    async file(name, lang, ctx) {
      if (!PAGE_CARD_NAME.test(name)) return undefined;
      if (!(await hasFont(lang))) {
        if (!warned.has(lang))
          opts.logger.warn({ lang }, 'preview cards: no font for this language here (fc-list), kind cards stand in');
        warned.add(lang);
        return undefined;
      }
      const title = await heading(name, lang, ctx);
      const card = title === undefined ? undefined : pageCard(name, lang, title);
      if (!card) return undefined;
      const svg = ogCardSvg(card);
      const key = createHash('sha256')
        .update(`${sharp.versions.sharp}\0${String(encode)}\0${svg}`)
        .digest('hex')
        .slice(0, 32);
      const file = path.join(opts.dir, `${key}.jpg`);
      if (drawn.has(key)) return file;
      let job = drawing.get(key);
      if (!job) {
        job = draw(file, svg).finally(() => drawing.delete(key));
        drawing.set(key, job);
      }
      await job;
      drawn.set(key, true);
      return file;
    },
    forget(file) {
      drawn.delete(path.basename(file, '.jpg'));
    },
    swept,
  };
}
