// The validator is the fuzzer's judge of upstream mode: a validator that passes everything would
// let every leak through silently, so it is itself checked on requests it must flag and pass.
import { describe, expect, it } from 'vitest';
import type { VendorRequest } from './recording-vendor.ts';
import { FUZZ_OCPC_TOKEN, vendorProblems } from './vendor-validator.ts';

const get = (url: string, headers: VendorRequest['headers'] = {}): VendorRequest => ({
  method: 'GET',
  url,
  headers,
  body: Buffer.alloc(0),
});
const post = (
  url: string,
  body: unknown,
  headers: VendorRequest['headers'] = { 'idempotency-key': 'k' },
): VendorRequest => ({
  method: 'POST',
  url,
  headers,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('the vendor request validator', () => {
  it.each([
    ['/api/v1/articles/?site=defan&category_id=4&page=1&size=10'],
    ['/api/v1/articles/?site=defan&tag=shujuhu&page=2&size=999'],
    ['/api/v1/articles/1040/?category=7'],
    ['/api/v1/article_tags/?index_group=0&page=1&size=90'],
    ['/api/v1/article_tags/shujuhu/'],
    ['/api/v1/article_tags/index_groups/'],
    ['/api/v1/site_pages/?route=%2Fproduct_apaas&site=wx'],
    ['/ds_projects/jiayi/config/menus.json'],
    ['/api/client/article?category=jiayi&pages=1'],
    ['/api/client/article/12?category=jiayi'],
  ])('passes GET %s', (url) => {
    expect(vendorProblems(get(url))).toEqual([]);
  });

  it.each([
    ['/api/v1/articles/?page=1&foo=1', /unknown parameter 'foo'/],
    ['/api/v1/articles/?page=1&page=2', /repeated parameter 'page'/],
    ['/api/v1/articles/?size=1000', /size="1000" out of range/],
    ['/api/v1/articles/?size=1e3', /size/],
    ['/api/v1/articles/?page=0', /page="0" out of range/],
    ['/api/v1/articles/?page=-1', /page/],
    ['/api/v1/articles/?category_id=99', /category_id/],
    ['/api/v1/articles/?utm_source=x', /unknown parameter 'utm_source'/],
    ['/api/v1/articles/?page%5B%5D=1', /unknown parameter 'page\[\]'/],
    ['/api/v1/articles/?page', /without a value/],
    ['/api/v1/articles/?page=%ZZ', /undecodable/],
    ['/api/v1/articles/abc/', /not in the Content API table/],
    ['/api/v1/articles/1040/..%2F/', /escaped path segment/],
    ['/api/v1/articles/../1040/', /path segment '..'/],
    ['/api/v1/article_tags/./', /path segment '.'/],
    ['/api/v1/article_tags/?index_group=AB', /index_group/],
    ['/api/v1/article_tags/?index_group=1', /index_group/],
    ['/api/v1/site_pages/?route=%2F..%2Fetc&site=defan', /route/],
    ['/api/v1/no_such/', /not in the Content API table/],
  ])('flags GET %s', (url, problem) => {
    expect(vendorProblems(get(url)).join('; ')).toMatch(problem);
  });

  it('flags client headers the site forwarded', () => {
    expect(vendorProblems(get('/api/v1/default_hotnews/', { 'x-fuzz-probe': '1' }))).toEqual([
      `client header 'x-fuzz-probe' forwarded`,
    ]);
    expect(vendorProblems(get('/api/v1/default_hotnews/', { cookie: 'fuzz_session=1' }))).toHaveLength(1);
  });

  it('checks document queries', () => {
    expect(
      vendorProblems(post('/api/v1/content/query/', { where: { name: 'privacy', lang: 'zh' }, limit: 1, skip: 0 })),
    ).toEqual([]);
    expect(vendorProblems(post('/api/v1/content/query/', { limit: 101 })).join()).toMatch(/limit 101/);
    expect(vendorProblems(post('/api/v1/content/query/', { limit: 100000 })).join()).toMatch(/limit/);
    expect(vendorProblems(post('/api/v1/content/query/', { where: { $where: 'sleep(1)' } })).join()).toMatch(
      /operator '\$where'/,
    );
    expect(
      vendorProblems(post('/api/v1/content/query/', { where: { $or: [{ name: { $regex: '.' } }] } })).join(),
    ).toMatch(/\$or.*\$regex/);
    expect(vendorProblems(post('/api/v1/content/query/', { token: 'x' })).join()).toMatch(/content query key 'token'/);
    expect(vendorProblems(post('/api/v1/content/query/', [])).join()).toMatch(/not a JSON object/);
    expect(vendorProblems(post('/api/v1/content/query/', '{')).join()).toMatch(/not JSON/);
    expect(vendorProblems(post('/api/v1/content/query/', { search: 'x'.repeat(17_000) })).join()).toMatch(/body of/);
  });

  it('checks leads and conversions', () => {
    const lead = { client_name: '王', corp_name: '瑞程', phone: '13800000000', corp_email: '', demand: '了解' };
    expect(vendorProblems(post('/api/v1/client_demands/', lead))).toEqual([]);
    expect(vendorProblems(post('/api/v1/client_demands/', lead, {})).join()).toMatch(/Idempotency-Key/);
    expect(vendorProblems(post('/api/v1/client_demands/', { ...lead, website: 'x' })).join()).toMatch(
      /lead key 'website'/,
    );
    expect(vendorProblems(post('/api/v1/client_demands/', { ...lead, client_name: { $gt: '' } })).join()).toMatch(
      /\$gt/,
    );
    const conversion = {
      token: FUZZ_OCPC_TOKEN,
      conversionTypes: [{ logidUrl: 'https://www.definesys.cn/?bd_vid=x', newType: 3 }],
    };
    expect(vendorProblems(post('/ocpcapi/api/uploadConvertData', conversion))).toEqual([]);
    expect(vendorProblems(post('/ocpcapi/api/uploadConvertData', { ...conversion, token: 'stolen' })).join()).toMatch(
      /token/,
    );
    expect(vendorProblems(post('/ocpcapi/api/uploadConvertData', { ...conversion, ticket: 't' })).join()).toMatch(
      /conversion key 'ticket'/,
    );
  });

  it('flags a wrong method', () => {
    expect(vendorProblems(post('/api/v1/articles/', {})).join()).toMatch(/method POST/);
  });
});
