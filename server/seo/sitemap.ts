// /sitemap.xml and /robots.txt: every public page of both languages — fixed pages, products and
// solutions the menus link and their twins in the other language, articles, cases, tag pages and
// documents — with lastmod from the content, addressed with the environment's configured base
// (never the Host header).
import type { Api } from '../../shared/api/client.ts';
import { CATEGORY, type Menus, type Tag } from '../../shared/api/types.ts';
import { TAG_PAGE_SIZE } from '../../shared/constants.ts';
import { routeFacts } from '../../shared/routes/route-facts.ts';
import { ROUTES } from '../../shared/routes/route-table.ts';
import { templateTwinRoute } from '../../shared/routes/template-pages.ts';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The fixed pages: the route table's routes marked inSitemap. */
const FIXED = [...new Set(ROUTES.filter((r) => routeFacts(r.id).inSitemap).map((r) => r.path))];

const day = (iso: string | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined;

function menuPaths(menus: Menus): string[] {
  return [...menus.products, ...menus.industrySolutions, ...menus.sceneSolutions]
    .map((e) => e.link)
    .filter((l) => templateTwinRoute(l) !== undefined);
}

export async function collectSitemapEntries(api: Api): Promise<SitemapEntry[]> {
  const [menus, groups, docs, ...lists] = await Promise.all([
    api.getMenus(),
    api.listIndexGroups(),
    api.queryDocuments({ only: ['name', 'lang', 'updated_at'] }),
    ...[
      CATEGORY.news,
      CATEGORY.cases,
      CATEGORY.market,
      CATEGORY.interviews,
      CATEGORY.complexScene,
      CATEGORY.partner,
    ].map((category_id) => api.listAllArticles({ site: 'defan', category_id })),
  ]);
  const articles = lists.flat();
  const newest = (items: { published_at: string }[]) =>
    day(
      items
        .map((a) => a.published_at)
        .sort()
        .at(-1),
    );

  const dated = (paths: string[]) =>
    Promise.all(
      paths.map(async (path) => {
        const detail = await api.getSitePage(path, 'defan').catch(() => undefined);
        return { path, lastmod: day(detail?.updated_at), twin: detail?.ext.twin };
      }),
    );
  const templatePaths = [...new Set([...menuPaths(menus.zh), ...menuPaths(menus.en)])];
  const linked = await dated([...FIXED, ...templatePaths]);
  // A product or solution page only one language's menus link: its twin is in the content too.
  const twins = [...new Set(linked.flatMap((p) => p.twin ?? []))].filter((path) => !templatePaths.includes(path));
  const pageDates = [...linked, ...(await dated(twins))].map(({ path, lastmod }) => ({ path, lastmod }));

  const tagPages = await Promise.all(
    groups.map(async (g) => {
      const pages = Math.ceil(g.count / TAG_PAGE_SIZE);
      const index = g.name === '#' ? '0' : g.name;
      const tags: Tag[] = [];
      for (let page = 1; tags.length < g.count; page++) {
        const { results } = await api.listTagsByIndex(g.name, page, 360);
        if (!results.length) break;
        tags.push(...results);
      }
      return [
        ...Array.from({ length: pages }, (_, i) => ({ path: `/tags/index/${index}-${i + 1}` })),
        ...tags.map((t) => ({ path: `/tags/${t.slug}` })),
      ];
    }),
  );

  const newsDate = newest(articles.filter((a) => a.category === CATEGORY.news));
  return [
    ...pageDates.map((p) => (p.path === '/news' ? { ...p, lastmod: newsDate ?? p.lastmod } : p)),
    ...articles.map((a) => ({ path: a.url, lastmod: day(a.published_at) })),
    ...tagPages.flat(),
    ...docs.map((d) => ({ path: `${d.lang === 'en' ? '/en' : ''}/doc/md_${d.name}`, lastmod: day(d.updated_at) })),
  ];
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) => `<url><loc>${xmlEscape(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function sitemapIndexXml(base: string, parts: number): string {
  const maps = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${xmlEscape(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>\n`;
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /400',
    'Disallow: /sorry',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
