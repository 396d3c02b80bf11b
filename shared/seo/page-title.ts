// The one rule for every page's <title>, both apps, both languages: the page's own title (the
// CMS's meta_title, the article's, or the page's built-in one), then " - " and the site's name as
// Open Graph gives it (og:site_name): 得帆云 on the Chinese site, Defan Cloud on the English one.
// Titles written with another ending for the site (" | 得帆", "_得帆云", " | Defan", the company's
// name) have it replaced, so the suffix never differs between pages or doubles.
import type { Lang } from '../site-types.ts';
import { SITE_ENDINGS, SITE_NAME } from '../copy/site-name.ts';
import { anyOf } from '../format/any-of.ts';

/** What a page says of itself in its head: the title (before the site's name is added), the
 *  description and the keywords (shared/components/page-head.tsx renders them). */
export interface HeadFields {
  title: string;
  description?: string;
  keywords?: string;
}

const SITE_ENDING = new RegExp(String.raw`\s*[-|_–—·:]\s*${anyOf(SITE_ENDINGS)}\s*$`, 'i');

export function pageTitle(title: string, lang: Lang): string {
  const own = title.trim().replace(SITE_ENDING, '');
  return own ? `${own} - ${SITE_NAME[lang]}` : SITE_NAME[lang];
}
