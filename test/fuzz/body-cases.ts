// POST bodies for the three POST endpoints: oversized, deeply nested, query operators, huge
// limits, arrays for objects, wrong content types, invalid JSON, wrong charsets and encodings,
// and the wrong methods on the API's paths.
import { gzipSync } from 'node:zlib';
import type { HttpCase } from './case-types.ts';
import type { Rng } from './prng.ts';

export const POST_PATHS = [
  '/api/v1/content/query/',
  '/api/v1/client_demands/',
  '/ocpcapi/api/uploadConvertData',
] as const;
type PostPath = (typeof POST_PATHS)[number];

const LABEL: Record<PostPath, string> = {
  '/api/v1/content/query/': 'content query',
  '/api/v1/client_demands/': 'client demands',
  '/ocpcapi/api/uploadConvertData': 'conversion',
};
const JSON_TYPE = 'application/json';
/** Stands for the conversion ticket in a generated body until the runner has a real one. */
const TICKET = 'FUZZ-TICKET-PLACEHOLDER';

function validBody(rng: Rng, path: PostPath): Record<string, unknown> {
  if (path === '/api/v1/content/query/') {
    return rng.pick([
      { where: { name: 'privacy', lang: 'zh' }, limit: 1 },
      { only: ['name', 'title'], sort: { updated_at: -1 }, limit: 5, skip: 0 },
      { search: '隐私', without: ['body'] },
      {},
    ]);
  }
  if (path === '/api/v1/client_demands/') {
    // Valid for its form: the English form requires the email.
    const form = rng.pick(['consult', 'consult-en', 'trial']);
    return {
      client_name: `测试${rng.string(3)}`,
      corp_name: `模糊测试公司${rng.string(4)}`,
      phone: `138${rng.string(8, '0123456789')}`,
      corp_email: form === 'consult-en' || rng.chance(0.5) ? `${rng.string(6)}@example.com` : '',
      demand: `想了解低代码平台 ${rng.string(10)}`,
      form,
      website: '',
      // From an ad click now and then, with the page it was sent from (ours or not): the site
      // stores the click's conversion with the lead and builds the address it reports.
      ...(rng.chance(0.3)
        ? {
            bd_vid: rng.string(12),
            page_url: rng.pick([
              `https://www.definesys.cn/form?n=${rng.string(4)}`,
              `https://evil.example/${rng.string(6)}`,
              `javascript:${rng.string(8)}`,
            ]),
          }
        : {}),
    };
  }
  return {
    ...(rng.chance(0.9) ? { ticket: TICKET } : {}),
    conversionTypes: [
      {
        logidUrl: `https://www.definesys.cn/news?bd_vid=${rng.string(20)}`,
        newType: rng.chance(0.8) ? 3 : rng.int(1, 100),
      },
    ],
  };
}

/** A random address, so the per-address limits on leads and conversions do not stop every case. */
function forwardedFor(rng: Rng): string {
  return `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

function hasTicket(body: Buffer): boolean {
  return body.includes(Buffer.from(TICKET, 'latin1')) || body.includes(Buffer.from(TICKET, 'utf16le'));
}

/** `body` with every placeholder ticket (as Latin-1/UTF-8 or UTF-16 bytes) replaced by `ticket`. */
function withTicket(body: Buffer, ticket: string): Buffer {
  let out = body;
  for (const encoding of ['latin1', 'utf16le'] as const) {
    const needle = Buffer.from(TICKET, encoding);
    for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, at)) {
      out = Buffer.concat([out.subarray(0, at), Buffer.from(ticket, encoding), out.subarray(at + needle.length)]);
    }
  }
  return out;
}

/** A value nested `depth` levels deep, as JSON text (built by hand: JSON.stringify would recurse). */
function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

const OPERATORS: unknown[] = [
  { where: { $or: [{ name: 'privacy' }, { name: 'support' }] } },
  { where: { name: { $regex: '.*' } } },
  { $where: 'sleep(1000)' },
  { where: { $where: 'this.body.length > 0' } },
  { where: { name: { $ne: null } } },
  { where: { name: { $gt: '' } }, limit: 100 },
  { sort: { $natural: 1 } },
  { only: ['$body'] },
  { where: { lang: { $in: ['zh', 'en'] } } },
  { search: { $regex: 'a' } },
  { client_name: { $gt: '' }, corp_name: 'x', phone: '1', demand: 'x' },
  { conversionTypes: { $size: 1 } },
  { conversionTypes: [{ logidUrl: { $gt: '' }, newType: 3 }] },
];

const INVALID_JSON = [
  '{',
  '{"a":}',
  'nul',
  '"str"',
  '123',
  'null',
  'true',
  '',
  'NaN',
  '{"a":1}garbage',
  '\ufeff{"limit":1}',
  "{'a':1}",
  '{"a":1,}',
  '[',
  '{"a":"\\ud800"}',
  '\u0000',
  '{"limit":1}\u0000',
  '{"a":1}{"b":2}',
  '/* x */ {}',
];

const CONTENT_TYPES: (string | undefined)[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  undefined,
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;charset=koi8-r',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/vnd.api+json',
  'text/json',
  '*/*',
  '',
  'application/json; charset=',
  'application/json; boundary=x',
  'application/jsonx',
];

function bytesFor(rng: Rng, path: PostPath): { kind: string; body: Buffer; headers: Record<string, string> } {
  const json = (v: unknown, type = JSON_TYPE) => ({
    body: Buffer.from(JSON.stringify(v)),
    headers: { 'content-type': type },
  });
  const valid = validBody(rng, path);
  switch (rng.int(0, 11)) {
    case 0:
      return { kind: 'body valid', ...json(valid) };
    case 1: {
      const size = rng.pick([16_385, 17_000, 40_000, 1_048_576]);
      const key = Object.keys(valid)[0] ?? 'search';
      return { kind: `body oversized ${Math.round(size / 1024)}k`, ...json({ ...valid, [key]: 'x'.repeat(size) }) };
    }
    case 2: {
      const depth = rng.pick([10_000, 3000, 500]);
      const [open, close] = rng.pick([
        ['{"a":', '}'],
        ['[', ']'],
        ['{"where":', '}'],
      ] as const);
      const text = rng.chance(0.5) ? `{"where":${nested(depth, open, close)}}` : nested(depth, open, close);
      return { kind: `body nested ${depth}`, body: Buffer.from(text), headers: { 'content-type': JSON_TYPE } };
    }
    case 3:
      return { kind: 'body $ operator', ...json(rng.pick(OPERATORS)) };
    case 4: {
      const limits: Record<string, unknown>[] = [
        { limit: 100000 },
        { limit: 101 },
        { limit: 100 },
        { limit: -1 },
        { limit: 0 },
        { limit: '10' },
        { limit: 1.5 },
        { limit: 1e21 },
        { limit: null },
        { skip: -1 },
        { skip: 1e9 },
        { limit: [1] },
        { limit: { $gt: 0 } },
      ];
      return { kind: 'body limit/skip', ...json({ ...valid, ...rng.pick(limits) }) };
    }
    case 5: {
      const arrays: unknown[] = [
        [],
        [valid],
        { where: [] },
        { only: { a: 1 } },
        { conversionTypes: {} },
        { client_name: ['a'] },
        { sort: [] },
        [[[]]],
      ];
      return { kind: 'body array for object', ...json(rng.pick(arrays)) };
    }
    case 6: {
      const extra = rng.pick<Record<string, unknown>>([
        { [rng.string(6)]: 1 },
        { token: 'stolen-token' },
        { form: 'admin' },
        { id: 1 },
        { where: { name: 'privacy', body: 'x' } },
      ]);
      // JSON.stringify drops a __proto__ own key made by a literal, so it is written by hand.
      const text = rng.chance(0.3)
        ? `{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`
        : JSON.stringify({ ...valid, ...extra });
      return {
        kind: 'body unknown keys',
        body: Buffer.from(text.replace(',}', '}')),
        headers: { 'content-type': JSON_TYPE },
      };
    }
    case 7: {
      const type = rng.pick(CONTENT_TYPES);
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
      const body = type?.startsWith('multipart')
        ? `------fuzz\r\nContent-Disposition: form-data; name="limit"\r\n\r\n1\r\n------fuzz--\r\n`
        : type === 'application/x-www-form-urlencoded'
          ? 'limit=1&where[name]=privacy&client_name=x'
          : JSON.stringify(valid);
      return { kind: `body content-type ${type ?? 'none'}`, body: Buffer.from(body), headers };
    }
    case 8:
      return {
        kind: 'body invalid JSON',
        body: Buffer.from(rng.pick(INVALID_JSON)),
        headers: { 'content-type': JSON_TYPE },
      };
    case 9: {
      const text = JSON.stringify(valid);
      const variants: [string, Buffer, string][] = [
        ['utf-16le', Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16le'],
        [
          'gbk bytes as utf-8',
          Buffer.from([
            0x7b, 0x22, 0x73, 0x65, 0x61, 0x72, 0x63, 0x68, 0x22, 0x3a, 0x22, 0xc4, 0xe3, 0xba, 0xc3, 0x22, 0x7d,
          ]),
          JSON_TYPE,
        ],
        ['gbk declared', Buffer.from(text), 'application/json; charset=gbk'],
        ['latin1 bytes', Buffer.from(text, 'latin1'), 'application/json; charset=iso-8859-1'],
        [
          'lone 0xff',
          Buffer.concat([Buffer.from('{"search":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
          JSON_TYPE,
        ],
      ];
      const [name, body, type] = rng.pick(variants);
      return { kind: `body charset ${name}`, body, headers: { 'content-type': type } };
    }
    case 10: {
      const text = Buffer.from(JSON.stringify(valid));
      const variants: [string, Buffer, string][] = [
        ['gzip', gzipSync(text), 'gzip'],
        ['gzip bomb', gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), 'gzip'],
        ['gzip garbage', text, 'gzip'],
        ['deflate garbage', text, 'deflate'],
        ['br', text, 'br'],
        ['unknown', text, 'x-fuzz'],
        ['identity', text, 'identity'],
      ];
      const [name, body, encoding] = rng.pick(variants);
      return {
        kind: `body encoding ${name}`,
        body,
        headers: { 'content-type': JSON_TYPE, 'content-encoding': encoding },
      };
    }
    default:
      return {
        kind: 'body valid, fuzz headers',
        ...json(valid),
        headers: { 'content-type': JSON_TYPE, 'x-fuzz-probe': '1', cookie: 'fuzz_session=1' },
      };
  }
}

/** A wrong method on an API path: GETs posted to, POSTs fetched, and methods nobody serves. */
function methodCase(rng: Rng): HttpCase {
  const path = rng.pick<string>([
    ...POST_PATHS,
    '/api/v1/articles/',
    '/api/v1/site_pages/?route=/',
    '/ds_projects/jiayi/config/menus.json',
  ]);
  const method = rng.pick(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST', 'TRACE']);
  const body = ['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method) ? undefined : Buffer.from('{"limit":1}');
  const headers = body ? { 'content-type': JSON_TYPE } : undefined;
  return { category: 'body', transport: 'http', kind: `body method ${method}`, method, path, body, headers };
}

export function bodyCase(rng: Rng): HttpCase {
  if (rng.chance(0.1)) return methodCase(rng);
  const path = rng.pick(POST_PATHS);
  const { kind, body, headers } = bytesFor(rng, path);
  // Leads and conversions are rate-limited per address; a random forwarded address (the site
  // trusts loopback proxies) keeps most of them past the limiter so their bodies get checked.
  if (path !== '/api/v1/content/query/' && rng.chance(0.9)) headers['x-forwarded-for'] = forwardedFor(rng);
  const c: HttpCase = {
    category: 'body',
    transport: 'http',
    kind: `${kind} → ${LABEL[path]}`,
    method: 'POST',
    path,
    body,
    headers,
  };
  if (hasTicket(body)) {
    // A lead as a server of an earlier release took it (without the click, so without its
    // conversion), whose ticket names the ad click the conversion is for (when the body still
    // names one), so it may convert it.
    const click = /bd_vid=([A-Za-z0-9_-]{1,128})/.exec(body.toString('latin1'))?.[1];
    const { bd_vid: _click, page_url: _page, ...older } = validBody(rng, '/api/v1/client_demands/');
    const lead = Buffer.from(JSON.stringify(older));
    c.ticket = {
      click,
      lead: {
        category: 'body',
        transport: 'http',
        kind: 'body valid → client demands (for a conversion ticket)',
        method: 'POST',
        path: '/api/v1/client_demands/',
        body: lead,
        headers: { 'content-type': JSON_TYPE, 'x-forwarded-for': forwardedFor(rng) },
      },
      body: (ticket) => withTicket(body, ticket),
    };
  }
  return c;
}
