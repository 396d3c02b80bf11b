// Odd and repeated query parameters on pages, on the content API's GETs and on /_img: repeats, array
// syntax, values outside the README's ranges, unknown and tracking parameters, broken syntax.
import { sendable, type HttpCase } from './case-types.ts';
import type { Rng } from './prng.ts';

type Pair = [key: string, value: string | undefined];

/** Each target with the query it is normally asked with. */
const TARGETS: { path: string; query: Pair[] }[] = [
  { path: '/news', query: [['page', '2']] },
  { path: '/cases', query: [] },
  { path: '/cases', query: [['page', '2']] },
  { path: '/tags/index/A-1', query: [['size', '90']] },
  { path: '/tags/shujuhu', query: [['page', '1']] },
  { path: '/news/1040', query: [] },
  { path: '/', query: [] },
  { path: '/application', query: [['page', '1']] },
  {
    path: '/api/v1/articles/',
    query: [
      ['category_id', '4'],
      ['page', '1'],
      ['size', '10'],
    ],
  },
  {
    path: '/api/v1/articles/',
    query: [
      ['site', 'defan'],
      ['tag', 'shujuhu'],
      ['page', '1'],
      ['size', '10'],
    ],
  },
  { path: '/api/v1/articles/1040/', query: [['category', '4']] },
  {
    path: '/api/v1/article_tags/',
    query: [
      ['index_group', 'A'],
      ['page', '1'],
      ['size', '90'],
    ],
  },
  { path: '/api/v1/article_tags/shujuhu/', query: [] },
  { path: '/api/v1/article_tags/index_groups/', query: [] },
  {
    path: '/api/v1/site_pages/',
    query: [
      ['route', '/'],
      ['site', 'defan'],
    ],
  },
  {
    path: '/api/v1/site_pages/',
    query: [
      ['route', '%2Fproduct_apaas'],
      ['site', 'defan'],
    ],
  },
  { path: '/api/v1/default_hotnews/', query: [] },
  { path: '/ds_projects/jiayi/config/menus.json', query: [] },
  {
    path: '/api/client/article',
    query: [
      ['category', 'jiayi'],
      ['pages', '1'],
    ],
  },
  { path: '/api/client/article/1', query: [['category', 'jiayi']] },
  {
    path: '/_img',
    query: [
      ['url', '/media/cover/news-1040.svg'],
      ['w', '640'],
      ['q', '75'],
    ],
  },
];

const NUMBERS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '999999',
  '99999999999999999999',
  'abc',
  '',
  '0x10',
  '%201',
  '1%20',
  'NaN',
  'Infinity',
  '%D9%A3',
  '%EF%BC%91',
  '10001',
  '10000',
  '01',
  '%2B1',
  '1,2',
  '2',
  '1%00',
  '-0',
  '1e-3',
  '9007199254740993',
];
/** Odd values per parameter (already encoded as they go on the wire). */
const VALUES: Record<string, readonly string[]> = {
  page: NUMBERS,
  pages: NUMBERS,
  size: ['999999', '1e3', '1000', '999', '0', '-5', 'abc', '361', '360', '90', '10.0', '', '1e308', ...NUMBERS],
  category_id: ['99', '0', 'news', '4.0', '4e0', '-4', '3', '8', '4%00', '', '4%2C5', '7'],
  category: ['99', 'news', '..%2F..', 'jiayi', 'JIAYI', '', 'a'.repeat(40), '4', '%00'],
  index_group: ['AB', '1', '%23', 'a', '0', '%C3%84', '', 'z', '..', '%2e', '%00', 'Z', '%E5%85%A8'],
  site: ['evil', 'wx', 'yx', 'DEFAN', '', 'defan%00', '__proto__', 'defan%20'],
  route: [
    '%2F..%2Fetc%2Fpasswd',
    '%2F%2Fx',
    'news',
    '%2Fnews%3Fx%3D1',
    '%2F%2e%2e%2F',
    '%2Fnews%2F..%2Fadmin',
    '%2Fproduct_apaas',
    '%2Fen',
    '%5Cx',
    '%2F%3Bx',
    `%2F${'a'.repeat(300)}`,
    '',
    '%2F%00',
    '%2Fnews%23x',
  ],
  tag: ['..%2F..', '%3Cscript%3E', 'A-B', 'a'.repeat(100), 'shujuhu', 'a--b', '', '%E4%BD%8E', 'x%00'],
};
const TRACKING = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'bd_vid',
  'gclid',
  'fbclid',
  'msclkid',
  'spm',
  'from',
];
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '__proto__[x]'];
// Query text a parser may choke on, appended as is.
const BROKEN = [
  'page',
  '=1',
  '',
  'page==1',
  '%ZZ=1',
  'page=%ZZ',
  'a=1;b=2',
  'page=1%26size%3D2',
  '+page=1',
  'page=%',
  '&&',
  '=',
  'page=1=2',
];

function mutate(rng: Rng, query: Pair[]): string {
  const keys = query.map(([k]) => k);
  const key = keys.length ? rng.pick(keys) : rng.pick(['page', 'size', 'category_id', 'index_group']);
  const odd = () => rng.pick(VALUES[key] ?? NUMBERS);
  switch (rng.int(0, 7)) {
    case 0:
      query.push([key, odd()]);
      return `repeated ${key}`;
    case 1:
      query.push([`${key}${rng.pick(['[]', '[0]', '[a][b]', '.x'])}`, odd()]);
      return `array ${key}`;
    case 2: {
      const i = query.findIndex(([k]) => k === key);
      if (i >= 0) query[i] = [key, odd()];
      else query.push([key, odd()]);
      return `odd value ${key}`;
    }
    case 3:
      query.push([rng.chance(0.2) ? rng.pick(PROTOTYPE_NAMES) : rng.string(rng.int(1, 12)), rng.string(rng.int(0, 8))]);
      return 'unknown param';
    case 4:
      query.push([rng.pick(TRACKING), rng.string(rng.int(4, 40))]);
      return 'tracking param';
    case 5:
      query.push([rng.pick(BROKEN), undefined]);
      return 'broken syntax';
    case 6:
      query.push([key, rng.string(rng.pick([1024, 4096, 9000]))]);
      return `long value ${key}`;
    default:
      if (query.length) query.splice(rng.int(0, query.length - 1), 1);
      else query.push(['page', '1'], ['page', '1']);
      return 'param dropped';
  }
}

export function queryCase(rng: Rng): HttpCase {
  const target = rng.pick(TARGETS);
  const query: Pair[] = target.query.map(([k, v]) => [k, v]);
  const changes = Array.from({ length: rng.int(1, 3) }, () => mutate(rng, query));
  const text = query.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&');
  const where = target.path.startsWith('/api/') || target.path.startsWith('/ds_') ? 'api' : 'page';
  return {
    category: 'query',
    transport: 'http',
    kind: `query ${changes[0]}, ${where}`,
    method: 'GET',
    path: sendable(`${target.path}?${text}`),
  };
}
