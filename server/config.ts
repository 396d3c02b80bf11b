// Configuration, parsed once from the environment into a frozen object. Nothing else in the
// server reads process.env: everything it needs is here, validated, with defaults.
import { z } from 'zod';

export const ENVIRONMENTS = ['local', 'dev', 'pre', 'release'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// An empty variable means "unset", as a shell or a .env file usually intends.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
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
  UPSTREAM_TIMEOUT_MS: positiveInt(5000),
  UPSTREAM_CACHE_TTL_MS: positiveInt(30_000),
  UPSTREAM_CACHE_MAX_ENTRIES: positiveInt(2000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Vendor API base per environment; undefined means the embedded content store serves it. */
  apiBase: Readonly<Record<Environment, string | undefined>>;
  /** Public base address of the site per environment (canonical URLs, sitemap). */
  siteBase: Readonly<Record<Environment, string>>;
  ocpc: { apiUrl: string; token: string | undefined };
  upstream: { timeoutMs: number; cacheTtlMs: number; cacheMaxEntries: number };
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
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
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
    upstream: Object.freeze({
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      cacheTtlMs: e.UPSTREAM_CACHE_TTL_MS,
      cacheMaxEntries: e.UPSTREAM_CACHE_MAX_ENTRIES,
    }),
  };
  return Object.freeze(config);
}
