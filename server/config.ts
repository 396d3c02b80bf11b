// Configuration, parsed once from the environment into a frozen object. Nothing else in the
// server reads process.env: everything it needs is here, validated, with defaults.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { API_PREFIXES } from '../shared/api/api-routes.ts';

export const ENVIRONMENTS = ['local', 'dev', 'pre', 'release'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// An empty variable means "unset", as a shell or a .env file usually intends.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // The demo content the embedded store seeds from; unset, content/ beside package.json.
  CONTENT_DIR: optional(z.string().min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_BASE_LOCAL: optional(httpUrl),
  API_BASE_DEV: optional(httpUrl),
  API_BASE_PRE: optional(httpUrl),
  API_BASE_RELEASE: optional(httpUrl),
  SITE_BASE_LOCAL: optional(httpUrl),
  SITE_BASE_DEV: httpUrl.default('https://dev.definesys.cn'),
  SITE_BASE_PRE: httpUrl.default('https://pre.definesys.cn'),
  SITE_BASE_RELEASE: httpUrl.default('https://www.definesys.cn'),
  OCPC_API_URL: httpUrl.default('https://ocpc.baidu.com/ocpcapi/api/uploadConvertData'),
  OCPC_TOKEN: optional(z.string().min(8, 'must be at least 8 characters')),
  // Sent by the vendor CMS as a bearer token, so visible characters only, and too long to guess.
  REVALIDATE_TOKEN: optional(
    z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
      .max(256, 'must be at most 256 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces'),
  ),
  // Origins (scheme://host[:port]) where CMS images live: object storage, a CDN. The configured
  // vendor APIs' origins are added to these. They extend the CSP's img-src, and /_img fetches
  // from them and from nowhere else.
  MEDIA_HOSTS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const origin = originOf(item);
        if (!origin)
          ctx.addIssue({
            code: 'custom',
            message: `"${item}" is not an http(s) origin such as https://cdn.example.com`,
          });
        else origins.push(origin);
      }
      return origins;
    }),
  // Where the vendor APIs' origins keep pictures (/_img reads nothing else of them, never their
  // APIs): comma-separated path prefixes, each /segment/.../. MEDIA_HOSTS serve any path.
  MEDIA_PATH_PREFIXES: z
    .string()
    .default('/media/,/uploads/,/static/,/files/')
    .transform((v, ctx) => {
      const prefixes: string[] = [];
      for (const item of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!/^(\/[\w~-][\w.~-]*)+\/$/.test(item))
          ctx.addIssue({ code: 'custom', message: `"${item}" is not a path prefix such as /uploads/` });
        else if (API_SEGMENTS.has(item.split('/')[1]!.toLowerCase()))
          ctx.addIssue({ code: 'custom', message: `"${item}" would open the vendor's API to /_img` });
        else prefixes.push(item);
      }
      return prefixes;
    }),
  // Disk budget of resized images under DATA_DIR/images.
  IMAGE_CACHE_MAX_MB: positiveInt(512),
  // New pictures /_img makes for one client address per 10 minutes (a cold page of logos is ~60).
  IMG_MISSES_PER_10MIN: positiveInt(600),
  // Analytics tags: "baidu:<site id>" (Baidu Tongji, 32 hex digits) and/or "gtm:<container id>"
  // (Google Tag Manager, GTM-XXXXXXX), comma-separated. Unset loads nothing from anywhere.
  ANALYTICS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const analytics: Analytics = {};
      for (const item of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [provider, id = ''] = item.split(':', 2).map((s) => s.trim());
        if (provider === 'baidu' && /^[0-9a-f]{32}$/.test(id)) analytics.baidu = id;
        else if (provider === 'gtm' && /^GTM-[A-Z0-9]{4,12}$/.test(id)) analytics.gtm = id;
        else
          ctx.addIssue({ code: 'custom', message: `"${item}" is neither baidu:<32 hex digits> nor gtm:GTM-XXXXXXX` });
      }
      return analytics;
    }),
  // The captcha provider's script, loaded on demand by the forms that need it; its origin is
  // added to the CSP's script-src, connect-src, img-src and frame-src.
  CAPTCHA_SCRIPT_URL: optional(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  UPSTREAM_TIMEOUT_MS: positiveInt(5000),
  UPSTREAM_CACHE_TTL_MS: positiveInt(30_000),
  UPSTREAM_CACHE_MAX_MB: positiveInt(64),
  LOADER_DEADLINE_MS: positiveInt(8000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  MAX_CONNECTIONS: positiveInt(2048),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(256),
  // The key conversion tickets are signed with. Unset: a random one kept in DATA_DIR/leads.sqlite,
  // which only processes sharing that file know; set, every server given the same value agrees.
  TICKET_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')),
  // Several servers, one site: what they must agree on goes through this Redis (or Valkey, >= 7).
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  // Prefix of every key the site writes, so several sites (or environments) can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'must be 1-40 letters, digits or _ : . -')
    .default('defan:'),
  // The edge follows a revalidation: nginx's address as this server reaches it (e.g.
  // https://127.0.0.1:443), asked again for each revalidated page with the secret below.
  EDGE_REFRESH_URL: optional(httpUrl),
  // The X-Edge-Refresh value nginx honours (SITE_EDGE_REFRESH_TOKEN in deploy/nginx); it goes into
  // nginx's config, so letters, digits, _ and - only.
  EDGE_REFRESH_TOKEN: optional(
    z.string().regex(/^[\w-]{32,256}$/, 'must be 32 to 256 letters, digits, _ or - (e.g. openssl rand -hex 32)'),
  ),
  // The hosts whose nginx copies are refreshed (nginx keys pages on the Host), comma-separated;
  // unset: the host of SITE_BASE_RELEASE.
  // A CDN's purge: after each revalidation the server that took it POSTs the cache tags and URLs
  // to purge here (docs/publishing.md), with the token as a bearer token when set.
  EDGE_PURGE_HOOK_URL: optional(httpUrl),
  EDGE_PURGE_HOOK_TOKEN: optional(
    z.string().regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters'),
  ),
  EDGE_REFRESH_HOSTS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(/^[a-z0-9.-]{1,253}$/, 'must be host names such as www.example.cn, comma-separated'))
          .min(1, 'must name at least one host'),
      ),
  ),
  ADMIN_LOGIN: optional(z.string().min(3, 'must be at least 3 characters').max(64)),
  ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  ADMIN_PASSWORD_HASH: optional(
    z
      .string()
      .regex(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/, 'must be scrypt$<salt hex>$<key hex> (npm run hash-password)'),
  ),
  // Whose X-Forwarded-For gives the client address: nginx on this host (loopback) or on a private
  // network, e.g. Docker's bridge (uniquelocal), as the shipped deploy/nginx config runs it.
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  // Take the device class from the proxy's X-Device-Class request header (deploy/nginx sets it from
  // the same rules as request-context.ts), so the proxy's cache key and the page always agree.
  // Only for a proxy that overwrites the header: otherwise a visitor could pick a layout for it.
  TRUST_DEVICE_HEADER: z.enum(['true', 'false']).default('false'),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LEAD_FORWARD_INTERVAL_MS: positiveInt(5000),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).default(600_000),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(96),
  // Threads that render pages beside the main thread; 0 renders on the main thread.
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).default(Math.min(availableParallelism(), 8)),
  // Prometheus metrics of the whole server (every pm2 worker) on GET /metrics at this port, shared
  // by the workers; unset, nothing listens. Loopback unless METRICS_HOST says otherwise.
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** Every environment variable the configuration reads (.env.example lists each of them). */
export const CONFIG_VARIABLES: readonly string[] = Object.freeze(Object.keys(schema.shape));

/** First path segments of the vendor API's contract (/api/v1/, /ds_projects/, /ocpcapi/...). */
const API_SEGMENTS: ReadonlySet<string> = new Set(API_PREFIXES.map((p) => p.split('/')[1]!));

/** Analytics providers to load, by their ids (config ANALYTICS). */
interface Analytics {
  baidu?: string;
  gtm?: string;
}

/** scheme://host[:port] of an http(s) address, or undefined when it is not one. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The folder the embedded store seeds from; undefined: content/ beside package.json. */
  contentDir: string | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Vendor API base per environment; undefined means the embedded content store serves it. */
  apiBase: Readonly<Record<Environment, string | undefined>>;
  /** Public base address of the site per environment (canonical URLs, sitemap). */
  siteBase: Readonly<Record<Environment, string>>;
  ocpc: { apiUrl: string; token: string | undefined };
  /** The vendor CMS's token for POST /_revalidate; undefined turns the endpoint off (404). */
  revalidateToken: string | undefined;
  upstream: { timeoutMs: number; cacheTtlMs: number; cacheMaxBytes: number };
  /** Where images may come from (MEDIA_HOSTS plus the vendor APIs' origins, deduplicated), which
   * of those are a vendor API's (pictures there only under pathPrefixes), and the disk budget
   * for resized copies. */
  media: {
    origins: readonly string[];
    apiOrigins: readonly string[];
    pathPrefixes: readonly string[];
    imageCacheMaxBytes: number;
    /** New pictures made for one address per 10 minutes; past it /_img answers 429. */
    missesPer10Min: number;
  };
  analytics: Readonly<Analytics>;
  captchaScriptUrl: string | undefined;
  /** Staff inbox credentials; undefined when unset, and /admin answers 404 then. */
  admin: { login: string; password?: string; passwordHash?: string } | undefined;
  /** Express 'trust proxy' setting: whose X-Forwarded-For to believe for client IPs. */
  trustProxy: string;
  trustDeviceHeader: boolean;
  /** ticketSecret: TICKET_SECRET, or undefined for the random one kept in the lead store. */
  leads: { ratePer10Min: number; forwardIntervalMs: number; ticketSecret: string | undefined };
  /** REDIS_URL and REDIS_PREFIX; url undefined: every server keeps its own state. */
  redis: { url: string | undefined; prefix: string };
  /** EDGE_REFRESH_*: nginx's address (undefined: the edge is not refreshed), the X-Edge-Refresh
   *  token (undefined: such requests are ordinary ones) and the hosts refreshed. */
  edgeRefresh: { url: string | undefined; token: string | undefined; hosts: readonly string[] };
  /** EDGE_PURGE_HOOK_*: where to POST what a CDN should purge (undefined: nowhere). */
  purgeHook: { url: string | undefined; token: string | undefined };
  /** Rendered-page cache; ttlMs 0 turns it off. */
  pageCache: { ttlMs: number; staleMs: number; maxBytes: number };
  /** Render threads of this process (0: render on the main thread). */
  renderThreads: number;
  /** How long a page's loaders may take, vendor retries included, before the visitor gets /sorry. */
  loaderDeadlineMs: number;
  /** The HTTP server's limits: whole-request time (slow bodies) and open connections, in all and per client address. */
  server: { requestTimeoutMs: number; maxConnections: number; maxConnectionsPerAddress: number };
  /** Where GET /metrics listens (port undefined: nowhere, and requests are not measured). */
  metrics: { port: number | undefined; host: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.EDGE_REFRESH_URL && !e.EDGE_REFRESH_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  EDGE_REFRESH_TOKEN: set it when EDGE_REFRESH_URL is set');
  }
  if (e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (the site is public, metrics are not)',
    );
  }
  if (e.ADMIN_LOGIN && !e.ADMIN_PASSWORD && !e.ADMIN_PASSWORD_HASH) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: set it or ADMIN_PASSWORD_HASH when ADMIN_LOGIN is set',
    );
  }
  const apiOrigins = [
    ...new Set(
      [e.API_BASE_LOCAL, e.API_BASE_DEV, e.API_BASE_PRE, e.API_BASE_RELEASE].flatMap((b) => (b ? [originOf(b)!] : [])),
    ),
  ];
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    contentDir: e.CONTENT_DIR,
    logLevel: e.LOG_LEVEL,
    apiBase: Object.freeze({
      local: e.API_BASE_LOCAL,
      dev: e.API_BASE_DEV,
      pre: e.API_BASE_PRE,
      release: e.API_BASE_RELEASE,
    }),
    siteBase: Object.freeze({
      local: e.SITE_BASE_LOCAL ?? `http://localhost:${e.PORT}`,
      dev: e.SITE_BASE_DEV,
      pre: e.SITE_BASE_PRE,
      release: e.SITE_BASE_RELEASE,
    }),
    ocpc: Object.freeze({ apiUrl: e.OCPC_API_URL, token: e.OCPC_TOKEN }),
    revalidateToken: e.REVALIDATE_TOKEN,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    edgeRefresh: Object.freeze({
      url: e.EDGE_REFRESH_URL,
      token: e.EDGE_REFRESH_TOKEN,
      hosts: Object.freeze(e.EDGE_REFRESH_HOSTS ?? [new URL(e.SITE_BASE_RELEASE).hostname]),
    }),
    purgeHook: Object.freeze({ url: e.EDGE_PURGE_HOOK_URL, token: e.EDGE_PURGE_HOOK_TOKEN }),
    upstream: Object.freeze({
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      cacheTtlMs: e.UPSTREAM_CACHE_TTL_MS,
      cacheMaxBytes: e.UPSTREAM_CACHE_MAX_MB * 1024 * 1024,
    }),
    media: Object.freeze({
      origins: Object.freeze([...new Set([...e.MEDIA_HOSTS, ...apiOrigins])]),
      apiOrigins: Object.freeze(apiOrigins),
      pathPrefixes: Object.freeze(e.MEDIA_PATH_PREFIXES),
      imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      missesPer10Min: e.IMG_MISSES_PER_10MIN,
    }),
    analytics: Object.freeze(e.ANALYTICS),
    captchaScriptUrl: e.CAPTCHA_SCRIPT_URL,
    admin: e.ADMIN_LOGIN
      ? Object.freeze({ login: e.ADMIN_LOGIN, password: e.ADMIN_PASSWORD, passwordHash: e.ADMIN_PASSWORD_HASH })
      : undefined,
    trustProxy: e.TRUST_PROXY,
    trustDeviceHeader: e.TRUST_DEVICE_HEADER === 'true',
    leads: Object.freeze({
      ratePer10Min: e.LEAD_RATE_LIMIT,
      forwardIntervalMs: e.LEAD_FORWARD_INTERVAL_MS,
      ticketSecret: e.TICKET_SECRET,
    }),
    pageCache: Object.freeze({
      ttlMs: e.PAGE_CACHE_TTL_MS,
      staleMs: e.PAGE_CACHE_STALE_MS,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    }),
    renderThreads: e.RENDER_THREADS,
    loaderDeadlineMs: e.LOADER_DEADLINE_MS,
    server: Object.freeze({
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    }),
    metrics: Object.freeze({ port: e.METRICS_PORT, host: e.METRICS_HOST }),
  };
  return Object.freeze(config);
}
