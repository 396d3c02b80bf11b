// One table of the site's own paths (server/site-paths.ts) and its four consumers: the fast path
// (which requests go to the page service), the error answers (a page request's own kind is HTML),
// the Express app (it mounts only paths of the table and renders no page) and nginx (which paths
// it serves from disk, keeps in its pictures' cache, passes on uncached, or keeps with the pages).
// Every path the app mounts is in the table with its kind, and sample addresses of every kind,
// in odd spellings too, are decided the same way by all four.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX_PATHS_FILE, nginxPathsConf } from '../../build/nginx-paths.ts';
import { API_PREFIXES, API_ROUTES } from '../../shared/api/api-routes.ts';
import { errorKind } from '../../server/http-errors.ts';
import {
  isFormPost,
  isPageRequest,
  SITE_PATHS,
  sitePathOf,
  type EdgeRule,
  type PathKind,
} from '../../server/site-paths.ts';
import { buildSite } from '../helpers/site.ts';

const NGINX_DIR = path.resolve(import.meta.dirname, '../../deploy/nginx');

const site = buildSite({
  ADMIN_LOGIN: 'ops-staff',
  ADMIN_PASSWORD: 'correct horse battery staple',
  REVALIDATE_TOKEN: 'site-paths-revalidate-token-0123456789abcdef',
});
afterAll(() => site.dispose());

/** What a path is by the table: a kind of its own, or a page. */
const kindOf = (p: string): PathKind | 'page' => sitePathOf(p)?.kind ?? 'page';

/** Every path the app mounts, with the kind it answers. The lead and conversion routes are the
 *  content API's (API_ROUTES patterns); the content API's router takes API_PREFIXES. */
const MOUNTED: Record<string, PathKind> = {
  '/healthz': 'internal',
  '/readyz': 'internal',
  '/assets': 'asset',
  '/favicon.svg': 'file',
  '/brand/:file': 'file',
  '/favicon.ico': 'file',
  '/apple-touch-icon.png': 'file',
  '/apple-touch-icon-precomposed.png': 'file',
  '/manifest.webmanifest': 'file',
  '/en/manifest.webmanifest': 'file',
  '/media/:kind/:file': 'file',
  '/_img': 'file',
  '/_revalidate': 'internal',
  '/robots.txt': 'file',
  '/sitemap.xml': 'file',
  '/sitemap-:part.xml': 'file',
  '/admin/login': 'admin',
  '/admin/logout': 'admin',
  '/admin': 'admin',
  '/admin/leads.csv': 'admin',
  '/admin/conversions.csv': 'admin',
  '/admin/conversions/requeue': 'admin',
  '/admin{*splat}': 'admin',
  [String(API_ROUTES.find((r) => r.name === 'clientDemands')!.pattern)]: 'api',
  [String(API_ROUTES.find((r) => r.name === 'uploadConvertData')!.pattern)]: 'api',
};

interface Mount {
  raw: string | RegExp;
  match: (path: string) => unknown;
}
interface RouterLayer {
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: unknown;
  slash?: boolean;
  matchers: ((path: string) => unknown)[];
  handle: { stack?: RouterLayer[] };
}

/** The paths of the app's routes and mounts, its routers' included (their routes are mounted at
 *  the root, so their paths are the addresses they take). */
function mounts(stack: RouterLayer[]): Mount[] {
  return stack.flatMap((layer): Mount[] => {
    if (layer.handle.stack && (layer.slash || layer.rawPath === '/')) return mounts(layer.handle.stack);
    if (!layer.route && (layer.slash || layer.rawPath === '/' || layer.rawPath === undefined)) return [];
    const raws = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath!];
    return raws.map((raw, i) => ({ raw, match: layer.matchers[i]! }));
  });
}

/** An address a route path takes: its parameters filled in, its wildcard a segment. */
function sampleOf(raw: string | RegExp): string {
  if (raw instanceof RegExp) return raw.source.replace(/^\^|\$$/g, '').replace(/\\(.)/g, '$1');
  return raw.replace(/:\w+/g, 'x1').replace('{*splat}', '/x1');
}

/** deploy/nginx as nginx reads it: the template with its include of the path table's file. */
function nginxConfig(): string {
  const template = fs.readFileSync(path.join(NGINX_DIR, 'defan-site.conf.template'), 'utf8');
  return template.replace(/^\s*include \$\{SITE_CONF_DIR\}\/site-paths\.conf;$/m, () =>
    fs.readFileSync(NGINX_PATHS_FILE, 'utf8'),
  );
}

interface Location {
  modifier: '' | '=' | '~' | '~*' | '^~';
  arg: string;
  rule: EdgeRule;
}

/** The locations of the https server, each with what it does with a request. */
function nginxLocations(conf: string): Location[] {
  const found: Location[] = [];
  for (const m of conf.matchAll(/^\s*location\s+(?:(=|~\*|~|\^~)\s+)?(\S+)\s*\{([^}]*)\}/gm)) {
    const [, modifier = '', arg, body] = m as unknown as [string, Location['modifier'] | undefined, string, string];
    if (arg.startsWith('@')) continue;
    const rule: EdgeRule = /proxy_cache defan_pages;/.test(body)
      ? 'cache'
      : /proxy_cache defan_images;/.test(body)
        ? 'images'
        : /^\s*root /m.test(body)
          ? 'disk'
          : /return 301/.test(body)
            ? ('redirect' as EdgeRule)
            : 'pass';
    found.push({ modifier, arg, rule });
  }
  // The http server only redirects; the https server's locations are the rest.
  return found.filter((l) => (l.rule as string) !== 'redirect');
}

/** The location nginx picks for a path, as nginx picks it: an exact match; else the longest
 *  prefix if it is `^~`; else the first regular expression that matches, in the config's order;
 *  else the longest prefix. */
function nginxRule(locations: Location[], p: string): EdgeRule {
  const exact = locations.find((l) => l.modifier === '=' && l.arg === p);
  if (exact) return exact.rule;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && p.startsWith(l.arg))
    .sort((a, b) => b.arg.length - a.arg.length)[0];
  if (prefix?.modifier === '^~') return prefix.rule;
  const regex = locations.find(
    (l) => (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.arg, l.modifier === '~*' ? 'i' : '').test(p),
  );
  return (regex ?? prefix)!.rule;
}

/** A GET with no Accept, as errorKind reads it. */
const bareGet = (url: string) => ({ method: 'GET', url, headers: {} }) as IncomingMessage;

/** Addresses of every table entry, spelled as the site writes them (`canonical`) and otherwise. */
function tableSamples(): { path: string; canonical: boolean }[] {
  return SITE_PATHS.flatMap((entry) => {
    const own = entry.path.replace('*', '2');
    // A path with things under it is written with its slash (/assets/…).
    const folder = entry.match !== 'exact';
    return [
      { path: own, canonical: !folder },
      { path: `${own}/`, canonical: folder },
      ...(folder ? [{ path: `${own}/x1/y.svg`, canonical: true }] : []),
      { path: own.toUpperCase(), canonical: false },
    ];
  });
}

/** Page addresses, some close to the table's paths. */
const PAGES = [
  '/',
  '/news',
  '/news/1040',
  '/en',
  '/en/about',
  '/cases/',
  '/apiary',
  '/assets-list',
  '/mediakit',
  '/branding/x',
  '/healthz/more',
  '/robots.txt.bak',
  '/sitemap.xml/x',
  '/_img/x',
  '/favicon.svgz',
  '/en/manifest',
];

describe('the path table', () => {
  it('is what deploy/nginx/site-paths.conf says (run `node build/nginx-paths.ts` after a change)', () => {
    expect(fs.readFileSync(NGINX_PATHS_FILE, 'utf8')).toBe(nginxPathsConf());
  });

  it('holds every path the app mounts, with the kind of what answers it, and nothing else the app routes', () => {
    const found = mounts(site.app.router.stack as unknown as RouterLayer[]);
    expect([...new Set(found.map((m) => String(m.raw)))].sort()).toEqual(Object.keys(MOUNTED).sort());
    for (const { raw, match } of found) {
      const sample = sampleOf(raw);
      expect(match(sample), `${String(raw)} takes ${sample}`).toBeTruthy();
      expect(kindOf(sample), String(raw)).toBe(MOUNTED[String(raw)]);
    }
    for (const prefix of API_PREFIXES) expect(kindOf(`${prefix}x1`), prefix).toBe('api');
  });

  it('has no page the app would take', () => {
    const found = mounts(site.app.router.stack as unknown as RouterLayer[]);
    for (const p of PAGES) {
      expect(kindOf(p), p).toBe('page');
      expect(
        found.filter((m) => m.match(p)).map((m) => String(m.raw)),
        p,
      ).toEqual([]);
    }
  });
});

describe('the four consumers of the table', () => {
  const locations = nginxLocations(nginxConfig());
  const samples = [...tableSamples(), ...PAGES.map((p) => ({ path: p, canonical: true }))];

  it.each(samples)('decide $path alike', async ({ path: p, canonical }) => {
    const entry = sitePathOf(p);
    const page = entry === undefined;
    // The fast path: the page service answers a page (its answers carry the cache state), the app
    // anything else.
    expect(isPageRequest('GET', p)).toBe(page);
    const res = await request(site.listener).get(p).set('Host', 'localhost');
    expect(/cache;desc=/.test(res.headers['server-timing'] ?? ''), `${p}: ${res.status}`).toBe(page);
    // The error answers: a page request that names no type gets HTML, anything else JSON.
    expect(errorKind(bareGet(p), p)).toBe(page ? 'html' : 'json');
    // The app renders no page: one that reaches it is a 404, never a render or a redirect.
    if (page) {
      const direct = await request(site.app).get(p).set('Host', 'localhost');
      expect(direct.status).toBe(404);
      expect(direct.headers['server-timing']).toBeUndefined();
    }
    // A POST to a page's address is one of its lead forms, which the app's form route answers (it
    // asks for a form's body); a POST to one of the site's own paths is that path's business.
    expect(isFormPost('POST', p)).toBe(page);
    const post = await request(site.listener).post(p).set('Host', 'localhost').set('Accept', 'application/json');
    expect(String(post.body?.message ?? '').includes('x-www-form-urlencoded'), `POST ${p}: ${post.status}`).toBe(page);
    // nginx: the table's rule; what it serves itself (disk, pictures) only as the site spells
    // it, any other spelling reaches the site through the pages' location.
    const edge = entry?.edge ?? 'cache';
    const expected = !canonical && (edge === 'disk' || edge === 'images') ? 'cache' : edge;
    expect(nginxRule(locations, p)).toBe(expected);
  });
});
