// Search metadata derived from a page's route and data: canonical address, the language twin
// (hreflang), Open Graph fields and JSON-LD (Organization, NewsArticle/Article, BreadcrumbList).
import type { ChromeConfig } from '../routes/site-language.ts';
import type { Article, PageDetail } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { routeFacts, type PageInput, type Twins } from '../routes/route-facts.ts';
import type { PageRouteId, RouteId } from '../routes/route-table.ts';
import { articleHead } from './article-head.ts';
import { COMPANY_CITY, COMPANY_EN, SITE_NAME } from '../copy/site-name.ts';
import { isRasterCover, LOGO_PATH, OG_HEIGHT, OG_WIDTH, ogCardPath } from './brand-files.ts';

/** The Chinese and English addresses of a page that exists in both languages (its route's twin,
 *  which for a product or solution page its loader data tells). The route is the one the page
 *  rendered (no matching here: the phone bundle has no router). */
export function languageTwins(routeId: RouteId, page: PageInput): Twins | undefined {
  return routeFacts(routeId).twin?.(page);
}

/** Where the language switcher leads from a page: the same page in the other language when it
 *  has a twin there (the hreflang list above), else that language's home page. */
export function otherLanguageHref(routeId: RouteId, page: PageInput, to: Lang): string {
  const twins = languageTwins(routeId, page);
  return twins ? twins[to] : to === 'en' ? '/en' : '/';
}

/** The canonical address: the configured base, the path, and ?page= beyond the first page. */
export function canonicalUrl(siteBase: string, pathname: string, search: string): string {
  const page = new URLSearchParams(search).get('page');
  const keep = page && /^[2-9]\d*$|^1\d+$/.test(page) ? `?page=${page}` : '';
  return `${siteBase}${pathname}${keep}`;
}

export interface SeoInput {
  routeId: PageRouteId;
  pathname: string;
  lang: Lang;
  siteBase: string;
  data: unknown;
  config: ChromeConfig | undefined;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

interface SeoImage {
  url: string;
  /** Known for the cards; a CMS cover's size is not. */
  width?: number;
  height?: number;
  type: string;
  alt: string;
}

export interface SeoData {
  title?: string;
  description?: string;
  image: SeoImage;
  type: 'website' | 'article';
  jsonLd: object[];
}

export function seoData(input: SeoInput): SeoData {
  const d = (input.data ?? {}) as {
    article?: Article;
    page?: PageDetail | null;
    tag?: { name: string };
    doc?: { title: string; description: string };
  };
  const base = input.siteBase;
  const org = input.config && {
    '@type': 'Organization',
    name: input.lang === 'en' ? COMPANY_EN : input.config.companyName,
    alternateName: SITE_NAME[input.lang],
    url: `${base}${input.lang === 'en' ? '/en' : '/'}`,
    logo: `${base}${LOGO_PATH}`,
    email: input.config.businessEmail,
    address: {
      '@type': 'PostalAddress',
      addressLocality: COMPANY_CITY[input.lang],
      addressCountry: 'CN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: input.config.hotline,
        contactType: 'sales',
        areaServed: 'CN',
        availableLanguage: ['zh-CN', 'en'],
      },
    ],
  };
  const jsonLd: object[] = [];
  const article = d.article;
  const kind = input.routeId === 'article' ? 'news' : input.routeId === 'case-detail' ? 'case' : undefined;
  // The same title and description as the page's head (./article-head.ts).
  const head = article && kind ? articleHead(article, kind) : undefined;
  const title = (head ? head.title : d.page?.meta_title || d.doc?.title) || undefined;
  const cover = article && isRasterCover(article.cover_image) ? absolute(base, article.cover_image) : undefined;
  const image: SeoImage = cover
    ? { url: cover, type: /\.png([?#]|$)/i.test(cover) ? 'image/png' : 'image/jpeg', alt: article!.title }
    : {
        url: `${base}${ogCardPath(input.pathname, input.lang)}`,
        width: OG_WIDTH,
        height: OG_HEIGHT,
        type: 'image/jpeg',
        alt: title ?? SITE_NAME[input.lang],
      };
  const facts = routeFacts(input.routeId);
  if (facts.home && org) {
    jsonLd.push({ '@context': 'https://schema.org', ...org });
  }
  if (article && head) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': input.routeId === 'article' ? 'NewsArticle' : 'Article',
      headline: article.title,
      description: head.description,
      image: [image.url],
      datePublished: article.published_at,
      dateModified: article.updated_at || article.published_at,
      author: { '@type': 'Person', name: article.author, url: `${base}${input.lang === 'en' ? '/en' : ''}/about` },
      keywords: article.tags.map((t) => t.name).join(','),
      mainEntityOfPage: `${base}${input.pathname}`,
      ...(org ? { publisher: org } : {}),
    });
  }
  const crumbs = facts.breadcrumb?.({ pathname: input.pathname, lang: input.lang, data: input.data });
  if (crumbs) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: `${base}${c.path}`,
      })),
    });
  }
  return {
    title,
    description: (head ? head.description : d.page?.meta_description || d.doc?.description) || undefined,
    image,
    type: article ? 'article' : 'website',
    jsonLd,
  };
}

/** JSON for a <script type="application/ld+json"> that cannot close its element. */
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
