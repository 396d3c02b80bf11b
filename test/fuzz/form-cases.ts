// Lead forms posted as plain HTML forms to page addresses (server/leads/form-post.ts): valid and
// half-filled forms, forms of no kind of ours, repeated and bracketed fields, broken
// percent-escapes and bytes that are not UTF-8, too many or too large fields, every content type
// but the form's, and cross-site or header-less posts. Each must get a 4xx, a page (422/429) or a
// redirect (303), never a 5xx.
import type { HttpCase } from './case-types.ts';
import type { Rng } from './prng.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Page addresses a form may be posted to: pages with a form, pages without one, a 404 page, the
 *  error pages, with queries and ad clicks. */
function pagePath(rng: Rng): string {
  const path = rng.pick([
    '/',
    '/form',
    '/en/form',
    '/product_mdm',
    '/en/cooperative',
    '/complex-scene',
    '/news/1040',
    '/tags/index/A-1',
    '/sorry',
    '/400',
    `/no-such-page-${rng.string(5)}`,
    '/en',
    '/product_apaas/',
    '/PRODUCT_MDM',
  ]);
  const query = rng.pick([
    '',
    `?bd_vid=${rng.string(rng.int(1, 40))}`,
    `?bd_vid=${rng.string(200)}`,
    '?bd_vid=a&bd_vid=b',
    '?page=2',
    '?bd_vid=%ZZ',
    `?phone=138${rng.string(8, '0123456789')}`,
  ]);
  return path + query;
}

function fields(rng: Rng, form: string): Record<string, string> {
  return {
    form,
    client_name: rng.chance(0.8) ? `模糊${rng.string(3)}` : '',
    corp_name: rng.chance(0.8) ? `测试公司${rng.string(4)}` : '',
    phone: rng.chance(0.8) ? `139${rng.string(8, '0123456789')}` : '',
    corp_email: rng.pick(['', `${rng.string(6)}@example.com`, 'not-an-email', '@@']),
    demand: rng.chance(0.8) ? `需求 ${rng.string(12)}` : '',
    website: rng.chance(0.1) ? 'https://spam.example' : '',
  };
}

const encode = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** One form post with something wrong, or nothing wrong at all. */
function formBody(rng: Rng): { kind: string; body: Buffer; type?: string } {
  const form = rng.pick(['consult', 'consult-en', 'trial', 'newsletter', '', 'CONSULT']);
  const valid = encode(fields(rng, form));
  switch (rng.int(0, 11)) {
    case 0:
      return { kind: 'repeated field', body: Buffer.from(`${valid}&client_name=a&client_name=b`), type: FORM_TYPE };
    case 1:
      return { kind: 'bracketed keys', body: Buffer.from(`form[a][b]=1&client_name[]=x&${valid}`), type: FORM_TYPE };
    case 2:
      return {
        kind: 'broken escapes',
        body: Buffer.from(`form=consult&client_name=%ZZ%&demand=%E4%B8`),
        type: FORM_TYPE,
      };
    case 3:
      return {
        kind: 'bytes not UTF-8',
        body: Buffer.concat([Buffer.from('form=consult&client_name='), Buffer.from([0xff, 0xfe, 0x00, 0xc3])]),
        type: FORM_TYPE,
      };
    case 4:
      return {
        kind: 'too many fields',
        body: Buffer.from(Array.from({ length: rng.int(8, 2000) }, (_, i) => `f${i}=${i}`).join('&')),
        type: FORM_TYPE,
      };
    case 5:
      return {
        kind: 'too large',
        body: Buffer.from(`${valid}&demand=${'x'.repeat(rng.int(2001, 40_000))}`),
        type: FORM_TYPE,
      };
    case 6:
      return { kind: 'as JSON', body: Buffer.from(JSON.stringify(fields(rng, 'consult'))), type: 'application/json' };
    case 7:
      return {
        kind: 'as multipart',
        body: Buffer.from('--x\r\nContent-Disposition: form-data; name="form"\r\n\r\nconsult\r\n--x--\r\n'),
        type: 'multipart/form-data; boundary=x',
      };
    case 8:
      return { kind: 'no content type', body: Buffer.from(valid) };
    case 9:
      return {
        kind: 'odd charset',
        body: Buffer.from(valid),
        type: `${FORM_TYPE}; charset=${rng.pick(['utf-16', 'latin1', 'x-fuzz'])}`,
      };
    case 10:
      return { kind: 'empty', body: Buffer.alloc(0), type: FORM_TYPE };
    default:
      return { kind: `form ${form || 'of no kind'}`, body: Buffer.from(valid), type: FORM_TYPE };
  }
}

export function formPostCase(rng: Rng): HttpCase {
  const { kind, body, type } = formBody(rng);
  const headers: Record<string, string> = {
    // A random address, so the lead limit per address does not stop every case.
    'x-forwarded-for': `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    accept: rng.pick(['text/html,application/xhtml+xml,*/*;q=0.8', '*/*', 'application/json']),
  };
  if (type) headers['content-type'] = type;
  const origin = rng.pick(['same', 'cross', 'null', 'none']);
  if (origin === 'same') headers['sec-fetch-site'] = 'same-origin';
  if (origin === 'cross') Object.assign(headers, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
  if (origin === 'null') headers.origin = 'null';
  return {
    category: 'body',
    transport: 'http',
    kind: `form post: ${kind} (${origin})`,
    method: 'POST',
    path: pagePath(rng),
    body,
    headers,
  };
}
