// The brand files drawn at build time (render-brand-assets.ts, in dist/client/brand/): preview
// cards at /brand/og-*.jpg, the organisation logo and manifest icons at /brand/*.png, and the
// addresses browsers ask for on their own (/favicon.ico, /apple-touch-icon.png), plus the web
// manifest in each language. The names are stable, so the caches are long but not immutable.
// A product or solution page's own card is drawn from the live content instead (page-cards.ts),
// and cached for a day, as the generated /media/ pictures are: its heading may change.
import path from 'node:path';
import express from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import type { Lang } from '../../shared/site-types.ts';
import { MANIFEST_PATH } from '../../shared/seo/brand-files.ts';
import { cardFallback, PAGE_CARD_NAME } from './og-cards.ts';
import type { PageCards } from './page-cards.ts';
import { WEB_MANIFEST_WORDS } from '../../shared/copy/brand.ts';

const DAY = 86_400;
/** How long a page's stand-in card may be kept (s). */
const STAND_IN_MAX_AGE = 300;
const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.ico': 'image/x-icon' };

function webManifest(lang: Lang): object {
  return {
    ...WEB_MANIFEST_WORDS[lang],
    start_url: lang === 'en' ? '/en' : '/',
    lang: lang === 'en' ? 'en' : 'zh-CN',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1f5eff',
    icons: [
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function createBrandRouter(clientDir: string, pageCards: PageCards): express.Router {
  const dir = path.join(clientDir, 'brand');
  const router = express.Router();
  /** Sends a file of the brand folder (or a drawn card's, by its absolute path); a missing one
   *  is answered with `instead`, if given, else 404 (and `onMissing` is told). */
  const send = (
    res: express.Response,
    next: express.NextFunction,
    file: string,
    maxAge: number,
    instead?: { file: string; maxAge: number },
    onMissing?: () => void,
  ) => {
    res.sendFile(
      path.resolve(dir, file),
      { maxAge: maxAge * 1000, headers: { 'Content-Type': TYPES[path.extname(file)]! } },
      (err) => {
        if (!err) return;
        onMissing?.();
        if (instead && !res.headersSent) return send(res, next, instead.file, instead.maxAge);
        next(res.headersSent ? err : new ApiError(404, 'not_found', 'No such image'));
      },
    );
  };

  router.get('/brand/:file', async (req, res, next) => {
    const file = String(req.params.file);
    if (!/^[a-z0-9_-]{1,80}\.(jpg|png)$/.test(file)) return next(new ApiError(404, 'not_found', 'No such image'));
    const card = /^og-([a-z0-9_-]+)-(zh|en)\.jpg$/.exec(file);
    if (!card) return send(res, next, file, 30 * DAY);
    const name = card[1]!;
    const lang = card[2] as Lang;
    // A page type without a card of its own gets the nearest card there is.
    const nearest = { file: `og-${cardFallback(name)}-${lang}.jpg`, maxAge: 30 * DAY };
    if (!PAGE_CARD_NAME.test(name)) return send(res, next, file, 30 * DAY, nearest);
    // A product or solution page: its own card, from the live content. Without one its kind's
    // card stands in, for a short while: the CMS may answer again, the page may be published.
    const standIn = { file: nearest.file, maxAge: STAND_IN_MAX_AGE };
    const drawn = await pageCards.file(name, lang, res.locals.ctx).catch((err: unknown) => {
      req.log.error({ err, file }, 'preview card not drawn');
      return undefined;
    });
    if (drawn) send(res, next, drawn, DAY, standIn, () => pageCards.forget(drawn));
    else send(res, next, standIn.file, standIn.maxAge);
  });
  router.get('/favicon.ico', (_req, res, next) => send(res, next, 'favicon.ico', 7 * DAY));
  // iOS asks for these whether or not a page names them.
  router.get(['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png'], (_req, res, next) =>
    send(res, next, 'apple-touch-icon.png', 7 * DAY),
  );
  for (const lang of ['zh', 'en'] as const) {
    router.get(MANIFEST_PATH[lang], (_req, res) => {
      res
        .type('application/manifest+json')
        .set('Cache-Control', `public, max-age=${DAY}`)
        .send(JSON.stringify(webManifest(lang)));
    });
  }
  return router;
}
