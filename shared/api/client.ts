// One typed function per call of the vendor API (spec §7). Each only describes its request;
// the transport decides how it travels (got on the server, fetch in the browser, or the
// embedded store in-process).
import { HONEYPOT_FIELD, TAG_PAGE_SIZE } from '../constants.ts';
import type { Lang } from '../site-types.ts';
import type { ApiRequest, Transport } from './transport.ts';
import type {
  Article,
  ArticleSummary,
  CategoryId,
  ClientArticle,
  ClientArticleMenuEntry,
  ClientDemand,
  Comment,
  LeadAnswer,
  ContentDocument,
  ContentQuery,
  ConversionAnswer,
  FormKind,
  HotNewsItem,
  IndexGroup,
  Menus,
  PageDetail,
  Paged,
  ProjectConfig,
  SiteKey,
  Tag,
  TagDetail,
  UploadConvertData,
} from './types.ts';

export const API_PATHS = {
  articles: '/api/v1/articles/',
  article: (id: number) => `/api/v1/articles/${id}/`,
  tags: '/api/v1/article_tags/',
  tag: (slug: string) => `/api/v1/article_tags/${encodeURIComponent(slug)}/`,
  indexGroups: '/api/v1/article_tags/index_groups/',
  defaultHotNews: '/api/v1/default_hotnews/',
  defaultHotTags: '/api/v1/default_hottags/',
  comments: '/api/v1/client_comments/',
  sitePages: '/api/v1/site_pages/',
  clientDemands: '/api/v1/client_demands/',
  contentQuery: '/api/v1/content/query/',
  menus: '/ds_projects/jiayi/config/menus.json',
  projectConfig: '/ds_projects/jiayi/config/index.json',
  clientArticles: '/api/client/article',
  clientArticle: (id: number) => `/api/client/article/${id}`,
  uploadConvertData: '/ocpcapi/api/uploadConvertData',
} as const;

/** The article list asks 999 a page for its results-only variant, 10 for the paged one (spec §7). */
const ALL_ARTICLES_SIZE = 999;
const DEFAULT_PAGE_SIZE = 10;
const DEFAULT_CLIENT_ARTICLE_CATEGORY = 'jiayi';

export interface ArticleQuery {
  site: SiteKey;
  category_id?: CategoryId;
  tag?: string;
  page?: number;
  size?: number;
}

export function createApi(transport: Transport) {
  const call = <T>(req: ApiRequest) => transport(req) as Promise<T>;
  const get = <T>(path: string, shape: ApiRequest['shape'], query?: ApiRequest['query']) =>
    call<T>({ method: 'GET', path, shape, query });
  const post = <T>(path: string, body: unknown, shape: ApiRequest['shape'] = 'any') =>
    call<T>({ method: 'POST', path, body, shape });

  return {
    /** Paged article list (default 10 a page), newest first. */
    listArticles: (q: ArticleQuery) =>
      get<Paged<ArticleSummary>>(API_PATHS.articles, 'articlePage', {
        site: q.site,
        category_id: q.category_id,
        tag: q.tag,
        page: q.page ?? 1,
        size: q.size ?? DEFAULT_PAGE_SIZE,
      }),
    /** The results-only variant: every article of a category (size 999). */
    listAllArticles: async (q: Omit<ArticleQuery, 'page' | 'size'>) =>
      (
        await get<Paged<ArticleSummary>>(API_PATHS.articles, 'articlePage', {
          site: q.site,
          category_id: q.category_id,
          tag: q.tag,
          page: 1,
          size: ALL_ARTICLES_SIZE,
        })
      ).results,
    getArticle: (id: number, category?: CategoryId) => get<Article>(API_PATHS.article(id), 'article', { category }),
    listTagsByIndex: (indexGroup: string, page = 1, size = TAG_PAGE_SIZE) =>
      get<Paged<Tag>>(API_PATHS.tags, 'tagPage', {
        // '#' is written 0 on the wire, as in the site's URLs.
        index_group: indexGroup === '#' ? '0' : indexGroup,
        page,
        size,
      }),
    getTag: (slug: string) => get<TagDetail>(API_PATHS.tag(slug), 'tagDetail'),
    listIndexGroups: () => get<IndexGroup[]>(API_PATHS.indexGroups, 'indexGroups'),
    defaultHotNews: () => get<HotNewsItem[]>(API_PATHS.defaultHotNews, 'hotNews'),
    defaultHotTags: () => get<Tag[]>(API_PATHS.defaultHotTags, 'tags'),
    listComments: () => get<Comment[]>(API_PATHS.comments, 'comments'),
    /** Page detail of a route ('/' for the home page). */
    getSitePage: (route: string, site: SiteKey) => get<PageDetail>(API_PATHS.sitePages, 'pageDetail', { route, site }),
    getMenus: () => get<{ zh: Menus; en: Menus }>(API_PATHS.menus, 'menus'),
    getProjectConfig: () => get<ProjectConfig>(API_PATHS.projectConfig, 'projectConfig'),
    queryDocuments: (query: ContentQuery) =>
      post<Partial<ContentDocument>[]>(API_PATHS.contentQuery, query, 'documents'),
    getClientArticle: async (id: number, category = DEFAULT_CLIENT_ARTICLE_CATEGORY) =>
      (
        await get<{ data: ClientArticle }>(API_PATHS.clientArticle(id), 'clientArticle', {
          category,
        })
      ).data,
    /** The help-centre menu: `data.data` of the client-article list. */
    getClientArticleMenu: async (category = DEFAULT_CLIENT_ARTICLE_CATEGORY, pages = 1) =>
      (
        await get<{ data: { data: ClientArticleMenuEntry[] } }>(API_PATHS.clientArticles, 'clientArticleMenu', {
          category,
          pages,
        })
      ).data.data,
    /**
     * A consultation lead. Of the answer only `adClick` matters (the spec's call reads none, §7); `form` tells
     * the server which form's rules apply and `lang` the language of the page it is sent from, which
     * the answer's messages speak (a field to fix, the success, a refusal); `honeypot` is the hidden field people leave empty; a
     * lead sent again under the same `idempotencyKey` is stored once; `bdVid` is the ad click the
     * visit came from, whose conversion the server stores with the lead, and `pageUrl` the page it
     * is sent from, which that conversion reports to Baidu with the click added.
     */
    submitClientDemand: (
      demand: ClientDemand,
      opts: {
        form?: FormKind;
        lang?: Lang;
        honeypot?: string;
        idempotencyKey?: string;
        bdVid?: string;
        pageUrl?: string;
      } = {},
    ) =>
      call<LeadAnswer>({
        method: 'POST',
        path: API_PATHS.clientDemands,
        body: {
          ...demand,
          form: opts.form ?? 'consult',
          ...(opts.lang ? { lang: opts.lang } : {}),
          [HONEYPOT_FIELD]: opts.honeypot ?? '',
          ...(opts.bdVid ? { bd_vid: opts.bdVid } : {}),
          ...(opts.bdVid && opts.pageUrl ? { page_url: opts.pageUrl } : {}),
        },
        shape: 'any',
        headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : undefined,
      }),
    /** A conversion upload an older page left in the browser's conversion outbox, with its lead's
     *  ticket (shared/forms/conversion-outbox.ts); kept alive, as the page may be leaving. Going
     *  with the server's endpoint, once no kept release sends it. */
    uploadConvertData: (data: UploadConvertData) =>
      call<ConversionAnswer>({
        method: 'POST',
        path: API_PATHS.uploadConvertData,
        body: data,
        shape: 'any',
        upstream: 'ocpc',
        keepalive: true,
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
