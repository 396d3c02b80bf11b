// Entry point of the demo image generator: /media/{kind}/{name}.svg → SVG text. Every image is
// drawn by code from its name alone (plus the article for covers, and the demo content's brands
// and page copy for logos and diagrams), so the same URL always gives the same bytes; nothing is
// read from the network. Unknown kinds and names that are not
// exactly valid give undefined, which the route answers with 404. An image with words comes in
// Chinese and, for the English site (?lang=en, see english.ts), in English; the others ignore it.
import type { CategoryId } from '../../shared/api/types.ts';
import type { Lang } from '../../shared/site-types.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import { seedPages } from '../content-store/seed/pages.ts';
import { renderDiagram } from './art-diagrams.ts';
import { renderBanner } from '../svg/banner-art.ts';
import { renderHero } from './art-hero.ts';
import { renderReportCard } from './art-report.ts';
import { renderIcon } from './art-icons.ts';
import { renderCard, renderPic } from './art-window.ts';
import { AVATAR_COUNT, renderAvatar } from './avatar.ts';
import { renderCover } from './cover.ts';
import { HONOURS, HONOURS_EN } from '../content-store/seed/honours.ts';
import { renderHonour } from './honour.ts';
import { renderLogo } from './logo.ts';
import { renderQr } from './qr.ts';

export interface MediaContext {
  /** An article's title in the given language (undefined when it has none), category and tags. */
  article(
    id: number,
    lang: Lang,
  ): { title: string; category: CategoryId; tags?: readonly { name: string; slug: string }[] } | undefined;
}

/** Largest article id a cover is generated for (ids are positive integers). */
const MAX_ARTICLE_ID = 999_999_999;

/** A positive decimal integer without sign or leading zeros, within [1, max]; else undefined. */
function index(name: string, max: number): number | undefined {
  if (!/^[1-9][0-9]{0,8}$/.test(name)) return undefined;
  const n = Number(name);
  return n <= max ? n : undefined;
}

const ART_NAME = /^(hero|pic|sketch|card|icon|banner)-([a-z0-9-]{1,60})$/;

function renderArt(name: string, lang: Lang): string | undefined {
  const m = ART_NAME.exec(name);
  if (!m) return undefined;
  const rest = m[2] ?? '';
  switch (m[1]) {
    case 'hero':
      return renderHero(rest);
    case 'pic':
      // pictures the seed describes are drawn from their page's content; others are generic windows
      // (only in the language the page described it in: an English page gets no Chinese words)
      const { diagrams } = seedPages();
      return (
        ((diagrams.get(rest)?.lang ?? lang) === lang ? renderDiagram(rest, diagrams) : undefined) ??
        renderPic(rest, lang)
      );
    case 'sketch':
      // a picture shown too small to read its words (inside a link, where no full-size view fits)
      return renderPic(rest, lang, undefined, false);
    case 'card':
      // the phone white-paper list shows report covers, not product screens
      return (
        (rest.startsWith('whitepaper-') ? renderReportCard(rest.slice('whitepaper-'.length)) : undefined) ??
        renderCard(rest, lang)
      );
    case 'icon':
      return renderIcon(rest);
    case 'banner':
      return renderBanner(rest);
    default:
      return undefined;
  }
}

/** SVG text for /media/{kind}/{name}.svg in a language, or undefined when there is no such image. */
export function renderMedia(kind: string, name: string, ctx: MediaContext, lang: Lang = 'zh'): string | undefined {
  switch (kind) {
    case 'cover': {
      const id = index(name, MAX_ARTICLE_ID);
      if (id === undefined) return undefined;
      const article = ctx.article(id, lang);
      return article ? renderCover(id, article) : undefined;
    }
    case 'logo': {
      const { brands } = loadContent();
      const i = index(name, brands.length);
      const brand = i === undefined ? undefined : brands[i - 1];
      return i === undefined || !brand ? undefined : renderLogo(i, brand, lang);
    }
    case 'honour': {
      const i = index(name, HONOURS.length);
      const honour = i === undefined ? undefined : HONOURS[i - 1];
      const words = lang === 'en' && i !== undefined ? HONOURS_EN[i - 1] : undefined;
      return i === undefined || !honour ? undefined : renderHonour(i, { ...honour, ...words }, lang);
    }
    case 'avatar': {
      const i = index(name, AVATAR_COUNT);
      return i === undefined ? undefined : renderAvatar(i);
    }
    case 'qr':
      // Stand-in for the real WeCom service QR code that ops configure (see qr.ts).
      return name === 'service' ? renderQr(name) : undefined;
    case 'art':
      return renderArt(name, lang);
    default:
      return undefined;
  }
}
