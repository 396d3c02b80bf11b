// Turns the demo content of content/ (read by seed/load-content.ts) into rows. Everything is
// derived from fixed data (no clock, no randomness), so two fresh stores are identical.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Article, ArticleSummary, CategoryId, Tag } from '../../shared/api/types.ts';
import { CATEGORY } from '../../shared/api/types.ts';
import { schemas } from '../../shared/api/schemas.ts';
import { check } from './seed/content-files.ts';
import { articleIndexFile, loadContent } from './seed/load-content.ts';
import { buildPages } from './seed/pages.ts';
import type { SeedArticle, SeedContent } from './seed/seed-types.ts';
import { ENGLISH_TITLES_KEY } from './content-store.ts';
import { HONOURS, HONOURS_EN } from './seed/honours.ts';

/** When the demo pages and documents were last edited (fixed, so seeding is deterministic). */
const SEED_UPDATED_AT = '2026-11-15T10:00:00+08:00';

const CATEGORY_LABEL: Record<CategoryId, string> = {
  [CATEGORY.partner]: '伙伴计划',
  [CATEGORY.news]: '新闻动态',
  [CATEGORY.interviews]: '大咖访谈',
  [CATEGORY.market]: '应用市场',
  [CATEGORY.cases]: '客户案例',
  [CATEGORY.complexScene]: '复杂场景',
};

/** Changes with any file under content/ and with the honours kept in code (seed/honours.ts). Only
 *  the files' own fingerprint is read: a store can be checked without reading the content. */
export function seedFingerprint(content: Pick<SeedContent, 'fingerprint'> = loadContent()): string {
  return createHash('sha256')
    .update(JSON.stringify({ content: content.fingerprint, HONOURS, HONOURS_EN, SEED_UPDATED_AT }))
    .digest('hex')
    .slice(0, 32);
}

function indexGroupOf(slug: string): string {
  const first = slug.charAt(0);
  return /[a-z]/.test(first) ? first.toUpperCase() : '#';
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time → ISO 8601 with the +08:00 offset. */
function beijingIso(time: string): string {
  return `${time.replace(' ', 'T')}+08:00`;
}

function articleUrl(a: { id: number; category: CategoryId }): string {
  return a.category === CATEGORY.cases ? `/cases/${a.id}` : `/news/${a.id}`;
}

export function seedContent(db: DatabaseSync, content: SeedContent = loadContent()): void {
  const { articles: allArticles, tags, brands, cases, site } = content;
  const { pages } = buildPages(content);
  const tagBySlug = new Map<string, Tag>(tags.map((t) => [t.slug, { name: t.name, slug: t.slug }]));
  const resolveTags = (slugs: string[], where: string): Tag[] =>
    slugs.map((slug) => {
      const tag = tagBySlug.get(slug);
      if (!tag) throw new Error(`Demo content: ${where} uses unknown tag '${slug}'`);
      return tag;
    });

  const summaries = new Map<number, ArticleSummary>();
  for (const a of allArticles) {
    summaries.set(a.id, {
      id: a.id,
      category: a.category,
      title: a.title,
      author: a.author,
      brief: a.brief,
      customer_brief: a.customer_brief ?? '',
      published_at: beijingIso(a.published_at),
      cover_image: a.cover ?? `/media/cover/${a.id}.svg`,
      url: articleUrl(a),
      tags: resolveTags(a.tags, `article ${a.id} (${articleIndexFile(a.category)})`),
      categories: (a.products ?? [CATEGORY_LABEL[a.category]]).map((name) => ({ name })),
      time: a.published_at,
    });
  }

  const newest = (list: SeedArticle[]) =>
    [...list].sort((x, y) => y.published_at.localeCompare(x.published_at) || y.id - x.id);
  const latestNews = newest(allArticles.filter((a) => a.category === CATEGORY.news));
  const tagUse = new Map<string, number>();
  for (const a of allArticles) for (const s of a.tags) tagUse.set(s, (tagUse.get(s) ?? 0) + 1);
  const hotTags = [...tagUse.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, 12)
    .map(([slug]) => tagBySlug.get(slug)!);

  const insertArticle = db.prepare(
    'INSERT INTO articles (id, category, site, published_at, summary, detail) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertArticleTag = db.prepare('INSERT INTO article_tags (article_id, slug) VALUES (?, ?)');
  for (const a of allArticles) {
    const summary = summaries.get(a.id)!;
    const shared = (b: SeedArticle) => b.tags.filter((t) => a.tags.includes(t)).length;
    const recommends = newest(allArticles.filter((b) => b.category === a.category && b.id !== a.id))
      .map((b) => ({ b, score: shared(b) }))
      .sort((x, y) => y.score - x.score)
      .slice(0, 4)
      .map(({ b }) => summaries.get(b.id)!);
    // News carry their own hot lists; the other categories leave them empty, so the pages fall
    // back to the default hot news and hot tags as they do with the vendor's CMS.
    const isNews = a.category === CATEGORY.news;
    const detail: Article = {
      ...summary,
      seo_title: a.seo?.seo_title ?? a.title,
      seo_h1: a.seo?.seo_h1 ?? a.title,
      seo_description: a.seo?.seo_description ?? a.brief,
      meta_title: a.seo?.meta_title ?? a.title,
      meta_description: a.seo?.meta_description ?? a.brief,
      meta_keywords: a.seo?.meta_keywords ?? summary.tags.map((t) => t.name).join(','),
      content: a.content.trim(),
      recommends,
      hot_news: isNews
        ? latestNews
            .filter((b) => b.id !== a.id)
            .slice(0, 6)
            .map((b) => ({ url: articleUrl(b), title: b.title }))
        : [],
      hot_tags: isNews ? hotTags : [],
    };
    insertArticle.run(a.id, a.category, 'defan', summary.published_at, JSON.stringify(summary), JSON.stringify(detail));
    for (const slug of new Set(a.tags)) insertArticleTag.run(a.id, slug);
  }

  const insertTag = db.prepare('INSERT INTO tags (slug, name, index_group, position) VALUES (?, ?, ?, ?)');
  tags.forEach((t, i) => insertTag.run(t.slug, t.name, indexGroupOf(t.slug), i));

  const insertPage = db.prepare('INSERT INTO pages (route, site, detail) VALUES (?, ?, ?)');
  for (const p of pages) {
    const siteKey = p.site ?? 'defan';
    const detail = { ...p, site: siteKey, updated_at: SEED_UPDATED_AT };
    check(schemas.pageDetail, detail, `the page ${p.route} (content/pages/)`);
    insertPage.run(p.route, siteKey, JSON.stringify(detail));
  }

  const insertDoc = db.prepare(
    'INSERT INTO documents (name, lang, title, description, body, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const d of site.documents) {
    insertDoc.run(d.name, d.lang, d.title, d.description, d.body.trim(), SEED_UPDATED_AT);
  }

  const insertKv = db.prepare('INSERT INTO kv (key, value) VALUES (?, ?)');
  insertKv.run('menus', JSON.stringify(site.menus));
  const logo = (i: number) => ({ icon: `/media/logo/${i + 1}.svg`, name: brands[i]!.name });
  const logoEn = (i: number) => ({ icon: `/media/logo/${i + 1}.svg?lang=en`, name: brands[i]!.en.name });
  // The trial page shows 20 logos spread across industries (every fifth brand).
  const trialBrands = Array.from({ length: 20 }, (_, k) => k * 5 + 1);
  const config = {
    ...site.config,
    brandWall: brands.map((_, i) => logo(i)),
    trialLogos: trialBrands.map(logo),
    honours: HONOURS.map((h, i) => ({ image: `/media/honour/${i + 1}.svg`, title: `${h.title}（${h.year}）` })),
    en: {
      brandWall: brands.map((_, i) => logoEn(i)),
      trialLogos: trialBrands.map(logoEn),
      honours: HONOURS.map((h, i) => ({
        image: `/media/honour/${i + 1}.svg?lang=en`,
        title: `${HONOURS_EN[i]!.title} (${h.year})`,
      })),
    },
  };
  insertKv.run(
    'config',
    JSON.stringify(check(schemas.projectConfig, config, 'content/site/config.json with brands.json')),
  );
  insertKv.run(
    ENGLISH_TITLES_KEY,
    JSON.stringify(Object.fromEntries(Object.entries(cases.en).map(([id, { title }]) => [id, title]))),
  );
  insertKv.run('comments', JSON.stringify(site.comments));
  insertKv.run('default_hotnews', JSON.stringify(site.defaultHotNews));
  insertKv.run('default_hottags', JSON.stringify(resolveTags(site.defaultHotTags, 'content/site/hot-tags.json')));
}
