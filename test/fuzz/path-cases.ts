// Malformed paths and escapes, on pages and on the content API's paths.
import { POST_PATHS } from './body-cases.ts';
import { sendable, type HttpCase } from './case-types.ts';
import type { Rng } from './prng.ts';

/** Pages of the route table, with ids and slugs that exist in the demo content. */
const PAGES = [
  '/',
  '/news',
  '/news/1040',
  '/cases',
  '/cases/2001',
  '/tags',
  '/tags/index/A-1',
  '/tags/index/0-1',
  '/tags/shujuhu',
  '/en',
  '/en/about',
  '/about',
  '/product_apaas',
  '/doc/md_privacy',
  '/en/doc/md_privacy',
  '/whitepaper',
  '/evaluate',
  '/application',
  '/complex-scene',
  '/cooperative',
  '/marketing-automation',
  '/form',
  '/400',
  '/sorry',
] as const;

/** The GET paths of the README's Content API table. */
const API_GETS = [
  '/api/v1/articles/',
  '/api/v1/articles/1040/',
  '/api/v1/article_tags/',
  '/api/v1/article_tags/shujuhu/',
  '/api/v1/article_tags/index_groups/',
  '/api/v1/default_hotnews/',
  '/api/v1/default_hottags/',
  '/api/v1/client_comments/',
  '/api/v1/site_pages/',
  '/ds_projects/jiayi/config/menus.json',
  '/ds_projects/jiayi/config/index.json',
  '/api/client/article',
  '/api/client/article/1',
] as const;

// Pieces that have broken path handling somewhere: bad and overlong escapes, NUL, dot segments,
// backslashes, encoded separators, CRLF, and raw Latin-1 characters (sent as bytes that are not UTF-8).
const PATH_TOKENS = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%00',
  '%2e%2e',
  '%2E',
  '..',
  '.',
  '%2F',
  '%2f..%2f',
  '%5C',
  '\\',
  '..\\..',
  '%25',
  '%252e%252e',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%98',
  ';x=1',
  '%0d%0aX-Fuzz-Injected:%201',
  '%3Cscript%3E',
  '~',
  '*',
  ':',
  '@',
  '%20',
  '+',
  '\u00ff\u00fe',
  '\u00c3',
  encodeURIComponent('低代码'),
  encodeURIComponent('😀'),
  '%u0041',
  '&',
  '=',
  "'",
  '!',
  '$',
  ',',
  '%23',
  '#',
  '%3F',
  '?',
];

export const FIXED_PATHS = [
  '/tags/index/%ZZ-1',
  '/%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/news/%00',
  '/news/../admin',
  '/./news',
  '//news',
  '/news\\1040',
  '/en/%ZZ',
  '/api/v1/articles/%ZZ/',
  '/api/v1/article_tags/%C0%AF/',
  '/api/v1/article_tags/..%2F..%2Fetc%2Fpasswd/',
  '/api/v1/articles/1040/..%2F..%2F',
  '/api/client/article/%00',
  '/ds_projects/jiayi/config/%2e%2e%2Fmenus.json',
];

export function pathCase(rng: Rng): HttpCase {
  const api = rng.chance(0.5);
  // Some of the API's paths are POSTs: those get a small JSON body.
  const post = api && rng.chance(0.2);
  const base: string = post ? rng.pick(POST_PATHS) : api ? rng.pick(API_GETS) : rng.pick(PAGES);
  const segments = base.split('/');
  const token = rng.pick(PATH_TOKENS);
  const where = api ? 'api' : 'page';
  let path: string;
  let kind: string;
  switch (rng.int(0, 5)) {
    case 0: {
      // The last named segment (the id, slug or page name) replaced, or carrying the token.
      const last = segments.findLastIndex((s) => s !== '');
      const i = last < 0 ? 1 : last;
      const own = segments[i] ?? '';
      segments[i] = rng.pick([token, `${own}${token}`, `${token}-1`, `${own.slice(0, 1)}${token}${own.slice(1)}`]);
      path = segments.join('/') || '/';
      kind = `path ${token} in segment, ${where}`;
      break;
    }
    case 1: {
      const i = rng.int(1, Math.max(1, segments.length - 1));
      segments.splice(i, 0, token);
      path = segments.join('/');
      kind = `path ${token} as segment, ${where}`;
      break;
    }
    case 2:
      path = rng.pick([`/${token}${base}`, `//${base}`, `/.${base}`, `${base}${token}`, base.replace(/\//g, '\\')]);
      kind = `path prefix/suffix or separators, ${where}`;
      break;
    case 3: {
      const length = rng.pick([2048, 8192, 20_480]) + rng.int(-64, 64);
      const unit = rng.pick(['a', 'a/', '%ZZ', '../', '低', 'ab-']);
      path = `${base}${encodeURI(unit).repeat(Math.ceil(length / encodeURI(unit).length))}`.slice(0, length);
      kind = `path long ${Math.round(length / 1024)}k, ${where}`;
      break;
    }
    case 4: {
      const word = rng.pick(['低代码', 'données', 'Ωmega', '😀', '\u202e', '\ufeff', 'ｎｅｗｓ', '\u0000']);
      path = rng.chance(0.5) ? `${base}${encodeURIComponent(word)}` : `/${encodeURIComponent(word)}${base}`;
      kind = `path unicode, ${where}`;
      break;
    }
    default:
      path = `${base}${token}${rng.pick(PATH_TOKENS)}`;
      kind = `path token pair, ${where}`;
  }
  const c: HttpCase = { category: 'path', transport: 'http', kind, method: 'GET', path: sendable(path) };
  return post
    ? { ...c, method: 'POST', body: Buffer.from('{"limit":1}'), headers: { 'content-type': 'application/json' } }
    : c;
}
