// The data of every page (spec §7 'page preparation'): page detail for the route path plus what
// the page itself shows. Loaders are pure: the API and the audience come from their context, they
// never touch window and never know the device.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { Api } from '../api/client.ts';
import { CATEGORY, type HotNewsItem, type Paged, type SiteKey, type Tag } from '../api/types.ts';
import { HOME_NEWS_COUNT, LIST_PAGE_SIZE, NEWS_STEP, TAG_PAGE_SIZE, TAG_PAGE_SIZES } from '../constants.ts';
import { withHeadingPrefix } from './heading-prefix.ts';
import { apiContext, siteContext, type SiteInfo } from './router-context.ts';
import { tagIndexHref } from './tag-links.ts';
import { notFound, optional, required } from './route-errors.ts';
import { ARTICLE_MISSING, DOC_MISSING, PAGE_MISSING, TAG_MISSING } from '../copy/not-found.ts';
import { chromeConfigFor, pageLists } from './site-language.ts';
import { langOfPath } from './path-language.ts';
import { TEMPLATE_SLUG } from './template-pages.ts';

type Args = LoaderFunctionArgs;

function env(args: Args): { api: Api; site: SiteInfo; url: URL } {
  return { api: args.context.get(apiContext), site: args.context.get(siteContext), url: new URL(args.request.url) };
}

/** The highest ?page= of a paged list, of /news (which shows page × 10 items), and ?size= of a
 *  tag index; the route table declares them too, so the page cache keys only what renders. */
export const MAX_PAGE = 10_000;
export const NEWS_MAX_PAGE = 99;
export const TAG_MAX_SIZE = 360;

/** Positive integer from the query string, else the fallback (a bad ?page= shows page 1). */
function queryInt(url: URL, name: string, fallback: number, max = MAX_PAGE): number {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** Page detail of a route for a site (the host's own by default), in the host's heading wording. */
const sitePage = async (api: Api, site: SiteInfo, route: string, siteKey: SiteKey = site.site) =>
  withHeadingPrefix(await api.getSitePage(route, siteKey), site.headingPrefix);

/** Page detail of a route; pages without one still render with their built-in titles. */
const pageDetail = (api: Api, site: SiteInfo, route: string) => optional(sitePage(api, site, route));

const listPage = async (args: Args, category: number, route: string) => {
  const { api, site, url } = env(args);
  const page = queryInt(url, 'page', 1);
  const [detail, list] = await Promise.all([
    pageDetail(api, site, route),
    required(api.listArticles({ site: 'defan', category_id: category as never, page, size: LIST_PAGE_SIZE })),
  ]);
  return { page: detail, list, pageNumber: page, pageSize: LIST_PAGE_SIZE };
};

/** Hot lists of an article, falling back to the site defaults when the article has none. */
async function hotLists(api: Api, own: { hot_news: HotNewsItem[]; hot_tags: Tag[] }) {
  const [hotNews, hotTags] = await Promise.all([
    own.hot_news.length ? own.hot_news : required(api.defaultHotNews()),
    own.hot_tags.length ? own.hot_tags : required(api.defaultHotTags()),
  ]);
  return { hotNews, hotTags };
}

const ARTICLE_ID = /^[1-9]\d{0,9}$/;
const DOC_NAME = /^md_([A-Za-z0-9_-]{1,80})$/;
/** {index}-{page}: a letter, or # (written 0 in the site's own links; %23 typed or shared). */
const TAG_INDEX = /^([A-Za-z0#])-([1-9]\d{0,4})$/;

/** Home of the site a path belongs to: where an unknown address of that site goes. */
const homeOf = (url: URL) => (langOfPath(url.pathname) === 'en' ? '/en' : '/');

export const loaders = {
  root: async (args: Args) => {
    const { api, site, url } = env(args);
    const [menus, config] = await Promise.all([required(api.getMenus()), required(api.getProjectConfig())]);
    // Rendered once on the server and carried in the hydration data, so both renders agree.
    const year = new Date().getFullYear();
    // Only the page's language: a link into the other language loads that site's own document.
    const lang = langOfPath(url.pathname);
    return { menus: menus[lang], config: chromeConfigFor(config, lang), site, year };
  },

  home: async (args: Args) => {
    const { api, site } = env(args);
    const [page, news, partnerArticles, config] = await Promise.all([
      pageDetail(api, site, '/'),
      required(api.listArticles({ site: 'defan', category_id: CATEGORY.news, size: HOME_NEWS_COUNT })),
      required(api.listAllArticles({ site: 'defan', category_id: CATEGORY.partner })),
      required(api.getProjectConfig()),
    ]);
    return { page, news: news.results, partnerArticles, brandWall: pageLists(config, 'zh').brandWall };
  },

  enHome: async (args: Args) => {
    const { api, site } = env(args);
    const [page, partnerArticles, config] = await Promise.all([
      pageDetail(api, site, '/en'),
      required(api.listAllArticles({ site: 'defan', category_id: CATEGORY.partner })),
      required(api.getProjectConfig()),
    ]);
    return { page, partnerArticles, brandWall: pageLists(config, 'en').brandWall };
  },

  news: async (args: Args) => {
    const { api, site, url } = env(args);
    // ?page=N shows the first N×10 items, so 'load more' is a real link that works without JS
    // (at most 990: the content API's largest page is 999).
    const shown = queryInt(url, 'page', 1, NEWS_MAX_PAGE) * NEWS_STEP;
    const [page, list] = await Promise.all([
      pageDetail(api, site, '/news'),
      required(api.listArticles({ site: 'defan', category_id: CATEGORY.news, size: shown })),
    ]);
    return { page, items: list.results, count: list.count };
  },

  article: async (args: Args) => {
    const { api } = env(args);
    const id = args.params.id ?? '';
    if (!ARTICLE_ID.test(id)) notFound(ARTICLE_MISSING);
    const article = await required(api.getArticle(Number(id)), ARTICLE_MISSING);
    return { article, ...(await hotLists(api, article)) };
  },

  tags: async (args: Args) => {
    const { api, site } = env(args);
    const [page, groups] = await Promise.all([pageDetail(api, site, '/tags'), required(api.listIndexGroups())]);
    return { page, groups };
  },

  tagIndex: async (args: Args) => {
    const { api, url } = env(args);
    const m = TAG_INDEX.exec(args.params.indexPage ?? '');
    if (!m) notFound(PAGE_MISSING.zh);
    const index = m[1] === '0' ? '#' : m[1]!.toUpperCase();
    const pageNumber = Number(m[2]);
    const sizeParam = queryInt(url, 'size', TAG_PAGE_SIZE, TAG_MAX_SIZE);
    const size = (TAG_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : TAG_PAGE_SIZE;
    // Each group has one address, the one its links use (spec §2: the index is a letter A-Z, or #
    // written 0): a typed or shared # or lowercase letter is sent there for good.
    if (m[1] === '#' || m[1] !== m[1]!.toUpperCase()) throw redirect(tagIndexHref(index, pageNumber, size), 301);
    const tags: Paged<Tag> = await required(api.listTagsByIndex(index, pageNumber, size));
    return { index, pageNumber, size, tags };
  },

  tag: async (args: Args) => {
    const { api, url } = env(args);
    const slug = args.params.tag ?? '';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 64) notFound(TAG_MISSING);
    const pageNumber = queryInt(url, 'page', 1);
    const [tag, list, groups] = await Promise.all([
      required(api.getTag(slug), TAG_MISSING),
      required(api.listArticles({ site: 'defan', tag: slug, page: pageNumber, size: 10 })),
      required(api.listIndexGroups()),
    ]);
    return { tag, list, pageNumber, groups };
  },

  whitepaper: async (args: Args) => {
    const { api, site } = env(args);
    return { page: await pageDetail(api, site, '/whitepaper') };
  },

  form: async (args: Args) => {
    const { api, site, url } = env(args);
    const [page, config] = await Promise.all([pageDetail(api, site, url.pathname), required(api.getProjectConfig())]);
    return { page, trialLogos: pageLists(config, langOfPath(url.pathname)).trialLogos };
  },

  complexScene: (args: Args) => listPage(args, CATEGORY.complexScene, '/complex-scene'),
  application: (args: Args) => listPage(args, CATEGORY.market, '/application'),
  cases: (args: Args) => listPage(args, CATEGORY.cases, '/cases'),

  caseDetail: async (args: Args) => {
    const { api } = env(args);
    const id = args.params.id ?? '';
    if (!ARTICLE_ID.test(id)) notFound(ARTICLE_MISSING);
    const article = await required(api.getArticle(Number(id), CATEGORY.cases), ARTICLE_MISSING);
    return { article, ...(await hotLists(api, article)) };
  },

  cooperative: async (args: Args) => {
    const { api, site, url } = env(args);
    const lang = langOfPath(url.pathname);
    // The partner articles (category 3) are Chinese: the English page's partner news comes with
    // its own page detail (p6).
    const [page, partnerArticles] = await Promise.all([
      required(sitePage(api, site, url.pathname), PAGE_MISSING[lang]),
      lang === 'zh' ? required(api.listAllArticles({ site: 'defan', category_id: CATEGORY.partner })) : [],
    ]);
    return { page, partnerArticles };
  },

  about: async (args: Args) => {
    const { api, site, url } = env(args);
    const [page, config] = await Promise.all([pageDetail(api, site, url.pathname), required(api.getProjectConfig())]);
    const { brandWall, honours } = pageLists(config, langOfPath(url.pathname));
    return { page, brandWall, honours };
  },

  evaluate: async (args: Args) => {
    const { api, site } = env(args);
    const [page, interviews, comments] = await Promise.all([
      pageDetail(api, site, '/evaluate'),
      required(api.listArticles({ site: 'defan', category_id: CATEGORY.interviews, page: 1, size: 6 })),
      required(api.listComments()),
    ]);
    return { page, interviews, comments };
  },

  marketing: async (args: Args) => {
    const { api, site } = env(args);
    // The private-domain product is the marketing-automation (yx) site's page. The general host
    // shows that one; a WeCom host its own if the content has one, else that one too. Either way
    // the headings carry the host's wording, so each host's page reads as its own product.
    const own = site.site === 'wx' ? await optional(sitePage(api, site, '/marketing-automation')) : undefined;
    const page = own ?? (await required(sitePage(api, site, '/marketing-automation', 'yx'), PAGE_MISSING.zh));
    return { page };
  },

  template: async (args: Args) => {
    const { api, site, url } = env(args);
    const slug = args.params.slug ?? '';
    const lang = langOfPath(url.pathname);
    // Any other single segment goes to the home page of its language.
    if (!TEMPLATE_SLUG.test(slug)) throw redirect(homeOf(url));
    const page = await required(sitePage(api, site, `${lang === 'en' ? '/en' : ''}/${slug}`), PAGE_MISSING[lang]);
    if (!page.ext.pageConfig || !page.ext.template) notFound(PAGE_MISSING[lang]);
    return { page, template: page.ext.template };
  },

  doc: async (args: Args) => {
    const { api, url } = env(args);
    const lang = langOfPath(url.pathname);
    const m = DOC_NAME.exec(args.params.name ?? '');
    if (!m) notFound(DOC_MISSING[lang]);
    const [doc] = await required(api.queryDocuments({ where: { name: m[1], lang }, limit: 1 }));
    if (!doc?.body) notFound(DOC_MISSING[lang]);
    return {
      doc: {
        name: doc.name ?? m[1]!,
        title: doc.title ?? '',
        description: doc.description ?? '',
        body: doc.body,
        // Rendered from the markdown and sanitized by the server's presenting transport.
        html: doc.html ?? '',
        updated_at: doc.updated_at ?? '',
      },
    };
  },

  badRequest: () => data({ status: 400 as const }, { status: 400 }),
  sorry: () => data({ status: 500 as const }, { status: 500 }),
  fallback: (args: Args): never => {
    throw redirect(homeOf(new URL(args.request.url)));
  },
};
