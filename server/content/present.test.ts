import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../shared/api/client.ts';
import type { ApiRequest, Shape, Transport } from '../../shared/api/transport.ts';
import type { Menus, PageDetail, ProjectConfig } from '../../shared/api/types.ts';
import { createContentStore } from '../content-store/content-store.ts';
import { openContentDb } from '../content-store/db.ts';
import { IMAGE_SCHEMES, isSafeUrl, LINK_SCHEMES, present, presentingTransport, renderMarkdown, sanitizeArticleHtml, withSafeUrls } from './present.ts';

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'javascript\t:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  ' //evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
];
const GOOD_LINKS = [
  'http://example.com/',
  'https://account.definesys.cn/jiayi/register',
  'HTTPS://example.com/',
  'mailto:bd@definesys.com',
  'tel:400-000-0000',
  '/product_apaas',
  '/news/1040?from=home#top',
  '#contact',
  'form',
  '?page=2',
  './a:b',
  '',
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('which URLs are safe', () => {
  it.each(HOSTILE_LINKS)('refuses the link %j', (url) => {
    expect(isSafeUrl(url, LINK_SCHEMES)).toBe(false);
  });

  it.each(GOOD_LINKS)('keeps the link %j', (url) => {
    expect(isSafeUrl(url, LINK_SCHEMES)).toBe(true);
  });

  it('allows images only over http(s) or relative to the site', () => {
    for (const ok of ['/media/art/hero-about.svg', 'https://cdn.example.com/a.png', 'http://cdn.example.com/a.png', 'pic.png']) {
      expect(isSafeUrl(ok, IMAGE_SCHEMES), ok).toBe(true);
    }
    for (const bad of [...HOSTILE_LINKS, 'data:image/svg+xml,<svg onload="alert(1)"/>', 'mailto:a@b.c', 'tel:1', 'blob:https://x/1']) {
      expect(isSafeUrl(bad, IMAGE_SCHEMES), bad).toBe(false);
    }
  });
});

describe('the structured fields of answers', () => {
  const menus = (link: string, icon: string): Menus => ({
    products: [{ link, name: '产品', aTitle: '' }],
    productLinks: [],
    industrySolutions: [],
    sceneSolutions: [],
    about: [{ link: '/about', name: '关于', aTitle: '' }],
    choiceness: [{ link, icon, title: '精选', brief: '', aTitle: '' }],
    footer: [{ title: '底部', entries: [{ link, name: '条目', aTitle: '' }] }],
  });

  it('empties unsafe links and images in menus and keeps the safe ones', () => {
    const out = present('menus', { zh: menus('javascript:alert(1)', 'data:text/html,x'), en: menus('/en/form', '/media/art/icon-case.svg') }) as {
      zh: Menus;
      en: Menus;
    };
    expect(out.zh.products[0]!.link).toBe('');
    expect(out.zh.choiceness[0]).toMatchObject({ link: '', icon: '' });
    expect(out.zh.footer[0]!.entries[0]!.link).toBe('');
    expect(out.zh.about[0]!.link).toBe('/about');
    expect(out.en).toEqual(menus('/en/form', '/media/art/icon-case.svg'));
  });

  it('checks every link and image of page sections, buttons, cases and practice items', () => {
    const page: PageDetail = {
      route: '/x',
      site: 'defan',
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      seo_h1: '',
      updated_at: '',
      ext: {
        template: 'solution',
        pageConfig: {
          p1: {
            title: 'javascript:alert(1) is text here',
            bg: ' javascript:alert(1)',
            background: '//evil.example/bg.png',
            pic: 'vbscript:x',
            button: { text: '试用', link: 'JAVASCRIPT:alert(1)' },
            secondaryButton: { text: '咨询', link: '/form' },
            items: [
              { icon: 'data:image/svg+xml,<svg/>', link: 'data:text/html,x', logos: [{ icon: 'javascript:x', name: 'a' }], items: ['javascript:kept-as-text'] },
              { icon: '/media/art/icon-case.svg', link: 'https://example.com/' },
            ],
            cases: [{ id: 1, link: '\u0001javascript:alert(1)', cover: 'http://cdn.example.com/c.png', tags: [], summary: '', title: '' }],
          },
        },
        practice: [{ link: 'tel:400-000-0000', a_title: '', title: '', desc: '' }],
      },
    };
    const p1 = (present('pageDetail', page) as PageDetail).ext.pageConfig!.p1!;
    expect(p1).toMatchObject({ title: 'javascript:alert(1) is text here', bg: '', background: '', pic: '' });
    expect(p1.button).toEqual({ text: '试用', link: '' });
    expect(p1.secondaryButton).toEqual({ text: '咨询', link: '/form' });
    expect(p1.items![0]).toEqual({ icon: '', link: '', logos: [{ icon: '', name: 'a' }], items: ['javascript:kept-as-text'] });
    expect(p1.items![1]).toEqual({ icon: '/media/art/icon-case.svg', link: 'https://example.com/' });
    expect(p1.cases![0]).toMatchObject({ link: '', cover: 'http://cdn.example.com/c.png' });
    expect((present('pageDetail', page) as PageDetail).ext.practice![0]!.link).toBe('tel:400-000-0000');
  });

  it('checks the project configuration: every *Url, the ICP link, the QR code and the logo walls', () => {
    const config = {
      companyName: '得帆',
      privacyPolicyUrl: '/doc/md_privacy',
      registerUrl: 'javascript:alert(1)',
      loginUrl: 'https://account.definesys.cn/jiayi/login',
      wecomServiceUrl: 'data:text/html,x',
      icp: { text: '沪ICP备', link: ' vbscript:x' },
      serviceQrCode: 'javascript:alert(1)',
      brandWall: [{ icon: '//evil.example/logo.png', name: 'x' }],
      trialLogos: [{ icon: '/media/logo/1.svg', name: 'y' }],
      honours: [{ image: 'data:image/png;base64,AAAA', title: 'z' }],
    } as unknown as ProjectConfig;
    expect(present('projectConfig', config)).toEqual({
      ...config,
      registerUrl: '',
      wecomServiceUrl: '',
      icp: { text: '沪ICP备', link: '' },
      serviceQrCode: '',
      brandWall: [{ icon: '', name: 'x' }],
      honours: [{ image: '', title: 'z' }],
    });
  });

  it('checks article urls, covers, hot news and recommendations, and comment avatars', () => {
    const summary = { id: 1, url: 'javascript:alert(1)', cover_image: 'data:text/html,x', title: 't' };
    expect(present('articlePage', { count: 1, results: [summary] })).toEqual({ count: 1, results: [{ ...summary, url: '', cover_image: '' }] });
    const article = present('article', {
      ...summary,
      content: '<p>x</p>',
      recommends: [{ ...summary, url: '/news/2' }],
      hot_news: [{ url: 'vbscript:x', title: 'h' }],
    }) as Record<string, unknown>;
    expect(article).toMatchObject({ url: '', cover_image: '', recommends: [{ url: '/news/2', cover_image: '' }], hot_news: [{ url: '', title: 'h' }] });
    expect(present('hotNews', [{ url: ' javascript:x', title: 'h' }, { url: '/news/3', title: 'i' }])).toEqual([
      { url: '', title: 'h' },
      { url: '/news/3', title: 'i' },
    ]);
    expect(present('comments', [{ avatar: 'javascript:x', nickname: 'n', title: '', content: '' }])).toEqual([
      { avatar: '', nickname: 'n', title: '', content: '' },
    ]);
  });

  it('copies what it changes and never touches a frozen input', () => {
    const input = deepFreeze({
      zh: { products: [{ link: 'javascript:alert(1)', name: 'a' }], about: [{ link: '/about', name: 'b' }] },
      en: { products: [{ link: '/en', name: 'c' }] },
    });
    const out = withSafeUrls(input);
    expect(input.zh.products[0]!.link).toBe('javascript:alert(1)');
    expect(out.zh.products[0]!.link).toBe('');
    expect(out).not.toBe(input);
    // Only the path to the change is copied: untouched parts are the same objects.
    expect(out.en).toBe(input.en);
    expect(out.zh.about).toBe(input.zh.about);
  });

  it('returns an answer without unsafe URLs as the same object', () => {
    const input = deepFreeze({ results: [{ url: '/news/1', cover_image: '/media/cover/1.svg', tags: [{ name: 'a', slug: 'a' }] }], count: 1 });
    expect(withSafeUrls(input)).toBe(input);
  });

  it('leaves answers that are not content alone', () => {
    const answer = { openlink: 'weixin://dl/business/?t=abc', url: 'weixin://dl/business/?t=abc' };
    expect(present('any', answer)).toBe(answer);
  });

  it('applies to whatever a transport answers, before anything renders it', async () => {
    const inner: Transport = async (req: ApiRequest) =>
      deepFreeze(req.shape === 'hotNews' ? [{ url: 'javascript:alert(1)', title: 'h' }] : { openlink: 'weixin://x' });
    const transport = presentingTransport(inner);
    const req = (shape: Shape): ApiRequest => ({ method: 'GET', path: '/x', shape });
    expect(await transport(req('hotNews'))).toEqual([{ url: '', title: 'h' }]);
    expect(await transport({ ...req('any'), method: 'POST' })).toEqual({ openlink: 'weixin://x' });
  });
});

describe('the embedded store through the presenting transport', () => {
  let dir: string;
  let close: () => void;
  let api: ReturnType<typeof createApi>;
  let raw: ReturnType<typeof createApi>;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'present-test-'));
    const db = openContentDb(dir);
    close = () => db.close();
    const store = createContentStore(db);
    raw = createApi(async (req) => store.handle(req));
    api = createApi(presentingTransport(async (req) => store.handle(req)));
  });
  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every link and image of the demo content as it is', async () => {
    expect(await api.getMenus()).toEqual(await raw.getMenus());
    expect(await api.getProjectConfig()).toEqual(await raw.getProjectConfig());
    expect(await api.listAllArticles({ site: 'defan' })).toEqual(await raw.listAllArticles({ site: 'defan' }));
    expect(await api.getSitePage('/solution_aftersale', 'defan')).toEqual(await raw.getSitePage('/solution_aftersale', 'defan'));
    expect(await api.listComments()).toEqual(await raw.listComments());
  });
});

describe('article HTML', () => {
  const hrefOf = (html: string) => /<a\b[^>]*?\bhref="([^"]*)"/.exec(sanitizeArticleHtml(html))?.[1];
  const srcOf = (html: string) => /<img\b[^>]*?\bsrc="([^"]*)"/.exec(sanitizeArticleHtml(html))?.[1];

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['upper-case', '<a href="JAVASCRIPT:alert(1)">x</a>'],
    ['mixed case after a space', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['a tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['a newline entity inside', '<a href="java&#10;script:alert(1)">x</a>'],
    ['entity-encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
    ['a named entity', '<a href="javascript&colon;alert(1)">x</a>'],
    ['data:text/html', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.example/">x</a>'],
    ['backslashes', '<a href="\\\\evil.example/">x</a>'],
  ])('drops a link: %s', (_name, html) => {
    expect(hrefOf(html)).toBeUndefined();
    expect(sanitizeArticleHtml(html)).toContain('>x</a>');
  });

  it.each(['http://example.com/', 'https://example.com/a?b=1', 'mailto:bd@definesys.com', 'tel:400-000-0000', '/news/1040', '#part-2', 'other-page'])(
    'keeps the link %s',
    (href) => {
      expect(hrefOf(`<a href="${href}">x</a>`)).toBe(href);
    },
  );

  it('opens http(s) links in a new tab, whatever their case', () => {
    expect(sanitizeArticleHtml('<a href="HTTPS://example.com/">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeArticleHtml('<a href="/news/1">x</a>')).not.toContain('target=');
  });

  it('keeps http(s) and relative images and drops the rest', () => {
    expect(srcOf('<img src="/media/cover/1037.svg">')).toBe('/media/cover/1037.svg');
    expect(srcOf('<img src="https://cdn.example.com/a.png">')).toBe('https://cdn.example.com/a.png');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,&lt;svg onload=alert(1)&gt;', 'data:text/html,x', '//evil.example/a.png', 'mailto:a@b.c', ' JaVaScRiPt:x']) {
      expect(srcOf(`<img src="${bad}">`), bad).toBeUndefined();
    }
  });

  it('holds markdown documents to the same rule', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](/doc/x) [c](//evil.example) ![d](data:image/png;base64,AAAA) ![e](/media/a.svg)');
    expect(html).not.toMatch(/(href|src)="[^"]*(javascript|evil|data)/);
    expect(html).toContain('<a>c</a>');
    expect(html).toContain('href="/doc/x"');
    expect(html).toContain('src="/media/a.svg"');
  });
});

describe('pictures in article HTML', () => {
  const media = ['https://cdn.example.com'];

  it('serves raster pictures from a media host through /_img with srcset and sizes, lazily', () => {
    const html = sanitizeArticleHtml('<p><img src="https://cdn.example.com/uploads/a.png" srcset="https://evil.example/x.png 2x" sizes="1px" width="800" height="450" alt="a"></p>', media);
    expect(html).toContain('src="/_img?url=https://cdn.example.com/uploads/a.png&amp;w=1080"');
    // The column is fluid on phones: every width from half to three times 868 px.
    expect(html).toContain('srcset="/_img?url=https://cdn.example.com/uploads/a.png&amp;w=640 640w, ');
    expect(html).toContain('/_img?url=https://cdn.example.com/uploads/a.png&amp;w=1920 1920w');
    expect(html).toContain('sizes="(max-width: 900px) calc(100vw - 32px), 868px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="800"');
    expect(html).not.toContain('evil.example');
  });

  it('leaves SVG, other hosts and unknown origins as they are, without the CMS srcset', () => {
    expect(sanitizeArticleHtml('<img src="/media/cover/1.svg">', media)).toBe('<img src="/media/cover/1.svg" loading="lazy" decoding="async" />');
    const other = sanitizeArticleHtml('<img src="https://other.example/a.jpg" srcset="https://other.example/b.jpg 2x">', media);
    expect(other).toBe('<img src="https://other.example/a.jpg" loading="lazy" decoding="async" />');
    expect(sanitizeArticleHtml('<img src="https://cdn.example.com/a.jpg">')).not.toContain('/_img');
  });
});

