// The embedded content store: answers the vendor content API's GET calls and the document query
// from SQLite, with the vendor's paths, parameters, shapes, ordering (newest first) and 404s.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { ApiError } from '../../shared/api/errors.ts';
import type { ApiRequest } from '../../shared/api/transport.ts';
import type { ContentDocument, IndexGroup, Tag, TagDetail } from '../../shared/api/types.ts';
import type { Lang } from '../../shared/site-types.ts';
import { ARTICLE_MISSING, PAGE_MISSING, TAG_MISSING } from '../../shared/copy/not-found.ts';
import { matchApiRoute, type ApiRouteName } from '../../shared/api/api-routes.ts';
import {
  articleDetailQuery,
  articleIdParam,
  articleListQuery,
  clientArticleQuery,
  contentQueryBody,
  parseOr400,
  sitePageQuery,
  tagListQuery,
  tagSlugParam,
} from './query-schemas.ts';

const TOP_N_TAGS = 10;
const GROUP_ORDER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

export interface ContentStore {
  /** Answers a content-API request, or throws an ApiError (400, 404, 405). */
  handle(req: ApiRequest): unknown;
  /** Looks up an article's title in a language, its category and tags (the media generator
   *  composes covers from them); undefined when the article, or its title in that language, is missing. */
  articleLabel(
    id: number,
    lang?: Lang,
  ): { title: string; category: number; tags: { name: string; slug: string }[] } | undefined;
}

const notFound = (message: string) => new ApiError(404, 'not_found', message);

/** The kv entry of the articles' English titles, by id (seeded from content/case-copy.json). */
export const ENGLISH_TITLES_KEY = 'article_titles_en';

export function createContentStore(db: DatabaseSync): ContentStore {
  const q = {
    kv: db.prepare('SELECT value FROM kv WHERE key = ?'),
    article: db.prepare('SELECT category, detail FROM articles WHERE id = ?'),
    articleLabel: db.prepare('SELECT category, summary FROM articles WHERE id = ?'),
    tag: db.prepare('SELECT slug, name, index_group FROM tags WHERE slug = ?'),
    tagArticleCount: db.prepare(
      `SELECT COUNT(*) AS n FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE t.slug = ?`,
    ),
    groups: db.prepare(
      `SELECT t.index_group AS grp, t.slug, t.name, COUNT(at.article_id) AS uses, t.position
       FROM tags t LEFT JOIN article_tags at ON at.slug = t.slug
       GROUP BY t.slug ORDER BY t.index_group, uses DESC, t.position`,
    ),
    page: db.prepare('SELECT detail FROM pages WHERE route = ? AND site = ?'),
    documents: db.prepare('SELECT id, name, lang, title, description, body, updated_at FROM documents'),
    clientArticle: db.prepare('SELECT id, title, body, updated_at FROM documents WHERE id = ?'),
    clientArticleMenu: db.prepare(`SELECT id, title FROM documents WHERE lang = 'zh' ORDER BY id`),
  };

  const kv = (key: string): unknown => {
    const row = q.kv.get(key) as { value: string } | undefined;
    if (!row) throw notFound(`No ${key} in the content store`);
    return JSON.parse(row.value);
  };

  function listArticles(query: ApiRequest['query']) {
    const p = parseOr400(articleListQuery, query ?? {}, 'query');
    const where = ['a.site = ?'];
    const args: SQLInputValue[] = [p.site];
    if (p.category_id !== undefined) {
      where.push('a.category = ?');
      args.push(p.category_id);
    }
    if (p.tag !== undefined) {
      where.push('a.id IN (SELECT article_id FROM article_tags WHERE slug = ?)');
      args.push(p.tag);
    }
    const sqlWhere = where.join(' AND ');
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM articles a WHERE ${sqlWhere}`).get(...args) as {
      n: number;
    };
    const rows = db
      .prepare(
        `SELECT summary FROM articles a WHERE ${sqlWhere}
         ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, p.size, (p.page - 1) * p.size) as { summary: string }[];
    return { count: n, results: rows.map((r) => JSON.parse(r.summary)) };
  }

  function getArticle(param: string | undefined, query: ApiRequest['query']) {
    const id = parseOr400(articleIdParam, param, 'id');
    const { category } = parseOr400(articleDetailQuery, query ?? {}, 'query');
    const row = q.article.get(id) as { category: number; detail: string } | undefined;
    if (!row || (category !== undefined && row.category !== category)) throw notFound(ARTICLE_MISSING);
    return JSON.parse(row.detail);
  }

  function listTags(query: ApiRequest['query']) {
    const p = parseOr400(tagListQuery, query ?? {}, 'query');
    const where = p.index_group === undefined ? '' : 'WHERE index_group = ?';
    const args: SQLInputValue[] = p.index_group === undefined ? [] : [p.index_group];
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM tags ${where}`).get(...args) as { n: number };
    const rows = db
      .prepare(`SELECT name, slug FROM tags ${where} ORDER BY position LIMIT ? OFFSET ?`)
      .all(...args, p.size, (p.page - 1) * p.size) as unknown as Tag[];
    return { count: n, results: rows.map((r) => ({ name: r.name, slug: r.slug })) };
  }

  function getTag(param: string | undefined): TagDetail {
    const slug = parseOr400(tagSlugParam, param, 'slug');
    const row = q.tag.get(slug) as { slug: string; name: string; index_group: string } | undefined;
    if (!row) throw notFound(TAG_MISSING);
    const { n } = q.tagArticleCount.get(slug) as { n: number };
    return { name: row.name, slug: row.slug, index_group: row.index_group, article_count: n };
  }

  function indexGroups(): IndexGroup[] {
    const rows = q.groups.all() as { grp: string; slug: string; name: string }[];
    const groups = new Map<string, IndexGroup>();
    for (const r of rows) {
      const g = groups.get(r.grp) ?? { name: r.grp, top_n_tags: [], count: 0 };
      g.count += 1;
      if (g.top_n_tags.length < TOP_N_TAGS) g.top_n_tags.push({ name: r.name, slug: r.slug });
      groups.set(r.grp, g);
    }
    return GROUP_ORDER.flatMap((name) => groups.get(name) ?? []);
  }

  function sitePage(query: ApiRequest['query']) {
    const p = parseOr400(sitePageQuery, query ?? {}, 'query');
    // wx and yx hosts fall back to the general site's page when they have no page of their own.
    const row = (q.page.get(p.route, p.site) ?? q.page.get(p.route, 'defan')) as { detail: string } | undefined;
    if (!row) throw notFound(PAGE_MISSING.zh);
    return JSON.parse(row.detail);
  }

  function queryDocuments(body: unknown) {
    const p = parseOr400(contentQueryBody, body ?? {}, 'body');
    let docs = q.documents.all() as unknown as (ContentDocument & { id: number })[];
    if (p.where?.name !== undefined) docs = docs.filter((d) => d.name === p.where!.name);
    if (p.where?.lang !== undefined) docs = docs.filter((d) => d.lang === p.where!.lang);
    if (p.search) {
      const needle = p.search.toLowerCase();
      docs = docs.filter((d) => `${d.title}\n${d.body}`.toLowerCase().includes(needle));
    }
    const sortKeys = Object.entries(p.sort ?? {}) as [keyof ContentDocument, 1 | -1][];
    docs.sort((a, b) => {
      for (const [key, dir] of sortKeys) {
        const c = String(a[key]).localeCompare(String(b[key]));
        if (c) return c * dir;
      }
      return a.id - b.id;
    });
    return docs.slice(p.skip, p.skip + p.limit).map((d) => {
      const out: Partial<ContentDocument> = {};
      for (const key of ['name', 'lang', 'title', 'description', 'body', 'updated_at'] as const) {
        if (p.only && !p.only.includes(key)) continue;
        if (p.without?.includes(key)) continue;
        (out as Record<string, string>)[key] = d[key];
      }
      return out;
    });
  }

  function clientArticle(param: string | undefined, query: ApiRequest['query']) {
    const id = parseOr400(articleIdParam, param, 'id');
    const { category } = parseOr400(clientArticleQuery, query ?? {}, 'query');
    const row = q.clientArticle.get(id) as { id: number; title: string; body: string; updated_at: string } | undefined;
    if (!row || category !== 'jiayi') throw notFound(ARTICLE_MISSING);
    return {
      data: { id: row.id, category, title: row.title, content: row.body, updated_at: row.updated_at },
    };
  }

  function clientArticleMenu(query: ApiRequest['query']) {
    const { category } = parseOr400(clientArticleQuery, query ?? {}, 'query');
    const rows = category === 'jiayi' ? (q.clientArticleMenu.all() as { id: number; title: string }[]) : [];
    return { data: { data: rows.map((r) => ({ id: r.id, title: r.title })) } };
  }

  const handlers: Partial<Record<ApiRouteName, (param: string | undefined, req: ApiRequest) => unknown>> = {
    articles: (_, r) => listArticles(r.query),
    article: (id, r) => getArticle(id, r.query),
    tags: (_, r) => listTags(r.query),
    indexGroups: () => indexGroups(),
    tag: (slug) => getTag(slug),
    defaultHotNews: () => kv('default_hotnews'),
    defaultHotTags: () => kv('default_hottags'),
    comments: () => kv('comments'),
    sitePages: (_, r) => sitePage(r.query),
    contentQuery: (_, r) => queryDocuments(r.body),
    menus: () => kv('menus'),
    projectConfig: () => kv('config'),
    clientArticles: (_, r) => clientArticleMenu(r.query),
    clientArticle: (id, r) => clientArticle(id, r.query),
  };

  return {
    handle(req) {
      const match = matchApiRoute(req.method, req.path);
      if (!match.route) {
        throw match.methodNotAllowed
          ? new ApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}`)
          : notFound(`No such API path: ${req.path}`);
      }
      const handler = handlers[match.route.name];
      if (!handler) throw notFound(`${req.path} is not served by the content store`);
      return handler(match.param, req);
    },
    articleLabel(id, lang = 'zh') {
      const row = q.articleLabel.get(id) as { category: number; summary: string } | undefined;
      if (!row) return undefined;
      const summary = JSON.parse(row.summary) as { title: string; tags?: { name: string; slug: string }[] };
      // English titles are demo data beside the articles (the vendor API has no English articles).
      const title = lang === 'en' ? (kv(ENGLISH_TITLES_KEY) as Record<string, string>)[id] : summary.title;
      return title ? { title, category: row.category, tags: summary.tags ?? [] } : undefined;
    },
  };
}
