import { describe, expect, it } from 'vitest';
import { CATEGORY, CATEGORY_IDS, type CategoryId } from '../../shared/api/types.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import { renderMedia, type MediaContext } from './render-media.ts';
import { textWidthEm, wrapText } from '../svg/text-wrap.ts';

const articles = new Map<number, { title: string; category: CategoryId }>([
  [1, { title: '得帆云低代码平台 V6.0 正式发布：全面拥抱 AI 与信创', category: CATEGORY.news }],
  [2, { title: '对话 CIO：<script>alert("x")</script> & \'低代码\' 的复杂场景实践', category: CATEGORY.interviews }],
  [3, { title: '短标题', category: CATEGORY.market }],
  [4, { title: '超长标题'.repeat(40), category: CATEGORY.cases }],
  [5, { title: 'SAP、MES、WMS、PLM 多系统集成下的主数据一致性治理', category: CATEGORY.complexScene }],
  [6, { title: '伙伴计划招募启动', category: CATEGORY.partner }],
]);
const ctx: MediaContext = { article: (id) => articles.get(id) };
const { brands } = loadContent();

/** Minimal XML well-formedness check: balanced tags, quoted attributes, valid entities, no raw '<' in text. */
function checkXml(xml: string): { root: string; rootAttrs: Record<string, string> } {
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
  const checkText = (text: string, where: string): void => {
    if (text.includes('<')) throw new Error(`raw '<' in ${where}`);
    for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
      entity.lastIndex = i;
      if (!entity.test(text)) throw new Error(`bad entity in ${where}: ${text.slice(i, i + 12)}`);
    }
  };
  const stack: string[] = [];
  let root = '';
  let rootAttrs: Record<string, string> = {};
  let pos = 0;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const text = xml.slice(pos, lt < 0 ? xml.length : lt);
    if (text.trim() !== '') {
      if (stack.length === 0) throw new Error(`text outside the root: ${text.slice(0, 20)}`);
      checkText(text, 'text');
    }
    if (lt < 0) break;
    const gt = xml.indexOf('>', lt);
    if (gt < 0) throw new Error('unterminated tag');
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('/')) {
      const name = tag.slice(1);
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
    } else {
      const m = /^([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)$/.exec(tag);
      if (!m) throw new Error(`malformed tag <${tag.slice(0, 60)}>`);
      const [, name = '', attrText = '', selfClosing] = m;
      const attrs: Record<string, string> = {};
      for (const a of attrText.matchAll(/([\w:-]+)="([^"]*)"/g)) {
        const [, k = '', v = ''] = a;
        if (k in attrs) throw new Error(`duplicate attribute ${k}`);
        checkText(v, `attribute ${k}`);
        attrs[k] = v;
      }
      if (stack.length === 0) {
        if (root) throw new Error('more than one root element');
        root = name;
        rootAttrs = attrs;
      }
      if (!selfClosing) stack.push(name);
    }
    pos = gt + 1;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { root, rootAttrs };
}

function expectSvg(svg: string | undefined, width: number, height: number): string {
  expect(svg).toBeTypeOf('string');
  const text = svg as string;
  const { root, rootAttrs } = checkXml(text);
  expect(root).toBe('svg');
  expect(rootAttrs.xmlns).toBe('http://www.w3.org/2000/svg');
  expect(rootAttrs.width).toBe(String(width));
  expect(rootAttrs.height).toBe(String(height));
  expect(rootAttrs.viewBox).toBe(`0 0 ${width} ${height}`);
  expect(rootAttrs['font-family']).toContain('Noto Sans CJK SC');
  expect(text).not.toMatch(/NaN|undefined|Infinity|\[object/);
  return text;
}

const ART: [string, number, number][] = [
  ['hero-lowcode', 1920, 440],
  ['hero-about-us', 1920, 440],
  ['pic-dashboard', 1200, 640],
  ['pic-workflow', 1200, 640],
  ['pic-mdm', 1200, 640],
  ['pic-lowcode-form', 1200, 640],
  ['pic-x7', 1200, 640],
  ['card-ipaas', 520, 288],
  ['card-9', 520, 288],
  ['icon-workflow', 64, 64],
  ['icon-zzz', 64, 64],
  ['banner-home-1', 1920, 440],
  ['banner-a', 1920, 440],
  ['banner-wide-home-1', 1680, 440],
  ['sketch-lowcode-form', 1200, 640],
  ['banner-mobile-home-1', 390, 397],
  ['banner-mobile-a', 390, 397],
];

describe('the XML check itself', () => {
  it('rejects malformed documents', () => {
    for (const bad of [
      '<svg><g></svg>',
      '<svg>a < b</svg>',
      '<svg a="1" a="2"/>',
      '<svg x=1/>',
      '<svg>&nbsp;</svg>',
      '<svg a="<"/>',
      '<svg/><svg/>',
      '<svg><g>',
      'x<svg/>',
    ]) {
      expect(() => checkXml(bad), bad).toThrow();
    }
    expect(checkXml('<svg a="&amp;"><g><text>1 &lt; 2</text></g><rect/></svg>').root).toBe('svg');
  });
});

describe('renderMedia: every documented kind renders', () => {
  it('cover for every category', () => {
    for (const [id, a] of articles) {
      const svg = expectSvg(renderMedia('cover', String(id), ctx), 640, 360);
      // no words at all: a cover is shown from 112 px wide, where no word would be legible
      expect(svg, String(a.category)).not.toContain('<text');
    }
    expect(new Set([...articles.values()].map((a) => a.category))).toEqual(new Set(CATEGORY_IDS));
  });

  it('never prints the title (it stands next to the cover on every card)', () => {
    for (const [id, a] of articles) {
      const svg = renderMedia('cover', String(id), ctx) ?? '';
      expect(svg).not.toContain(a.title.slice(0, 6));
      expect(svg).not.toContain('超长标题');
    }
  });

  it('logo for every brand', () => {
    expect(brands).toHaveLength(114);
    for (let i = 1; i <= brands.length; i++) {
      const svg = expectSvg(renderMedia('logo', String(i), ctx), 200, 80);
      expect(svg).toContain(`>${brands[i - 1]?.short}</text>`);
    }
  });

  it('16 honours with distinct titles, 10 avatars, the service QR code', () => {
    const honours = Array.from({ length: 16 }, (_, i) =>
      expectSvg(renderMedia('honour', String(i + 1), ctx), 240, 320),
    );
    expect(new Set(honours).size).toBe(16);
    for (const h of honours) expect(h).toMatch(/20(1[6-9]|2[0-3]) 年度/);
    const avatars = Array.from({ length: 10 }, (_, i) => expectSvg(renderMedia('avatar', String(i + 1), ctx), 96, 96));
    expect(new Set(avatars).size).toBe(10);
    expectSvg(renderMedia('qr', 'service', ctx), 160, 160);
  });

  it('art of every kind', () => {
    for (const [name, w, h] of ART) expectSvg(renderMedia('art', name, ctx), w, h);
  });

  it('icons follow a keyword in the name and at least 12 differ', () => {
    const keywords = [
      'workflow',
      'database',
      'api',
      'shield',
      'chart',
      'users',
      'factory',
      'car',
      'pill',
      'building',
      'gear',
      'cloud',
      'document',
      'link',
    ];
    const icons = keywords.map((k) => renderMedia('art', `icon-${k}`, ctx));
    expect(new Set(icons).size).toBe(keywords.length);
    const strip = (s: string | undefined): string => (s ?? '').replace(/stroke="#[0-9a-f]{6}"/g, '');
    expect(strip(renderMedia('art', 'icon-process-car', ctx))).toBe(strip(renderMedia('art', 'icon-workflow', ctx)));
  });
});

describe('renderMedia: invalid names', () => {
  const bad = ['0', '115', '../x', 'ABC', '', 'x'.repeat(1000), '01', '1.5', '-1', ' 1', '1 ', '1e2', '+1', '９'];
  it.each(bad)('logo %j is undefined', (name) => {
    expect(renderMedia('logo', name, ctx)).toBeUndefined();
  });
  it('out of range for each numbered kind', () => {
    expect(renderMedia('honour', '17', ctx)).toBeUndefined();
    expect(renderMedia('honour', '0', ctx)).toBeUndefined();
    expect(renderMedia('avatar', '11', ctx)).toBeUndefined();
    expect(renderMedia('cover', '7', ctx)).toBeUndefined();
    expect(renderMedia('cover', '0', ctx)).toBeUndefined();
    expect(renderMedia('cover', '9'.repeat(30), ctx)).toBeUndefined();
  });
  it('malformed art and other names', () => {
    for (const name of [
      'hero-',
      'hero-ABC',
      'hero-../x',
      'hero-a b',
      `hero-${'a'.repeat(61)}`,
      'poster-x',
      'hero',
      '',
      'x'.repeat(1000),
      'pic-a.svg',
      'icon-é',
    ]) {
      expect(renderMedia('art', name, ctx), name).toBeUndefined();
    }
    expect(renderMedia('art', `hero-${'a'.repeat(60)}`, ctx)).toBeTypeOf('string');
    expect(renderMedia('qr', 'other', ctx)).toBeUndefined();
    expect(renderMedia('qr', '', ctx)).toBeUndefined();
    for (const kind of ['', 'unknown', '__proto__', 'constructor', 'COVER', '../cover']) {
      expect(renderMedia(kind, '1', ctx)).toBeUndefined();
    }
  });
});

describe('renderMedia: output', () => {
  const samples: [string, string][] = [
    ['cover', '1'],
    ['logo', '7'],
    ['honour', '3'],
    ['avatar', '4'],
    ['qr', 'service'],
    ...ART.map(([n]) => ['art', n] as [string, string]),
  ];

  it('is deterministic', () => {
    for (const [kind, name] of samples) expect(renderMedia(kind, name, ctx)).toBe(renderMedia(kind, name, ctx));
  });

  it('differs with the name', () => {
    for (const prefix of ['hero', 'pic', 'card', 'banner']) {
      expect(renderMedia('art', `${prefix}-one`, ctx)).not.toBe(renderMedia('art', `${prefix}-two`, ctx));
    }
  });

  it('lets no markup from a title through', () => {
    for (const id of [2, 5]) {
      const svg = expectSvg(renderMedia('cover', String(id), ctx), 640, 360);
      expect(svg).not.toContain('<script');
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
    // a complex scene draws its scenario (master data across systems: the golden record), without words
    const scene = renderMedia('cover', '5', ctx) ?? '';
    expect(scene).not.toContain('SAP');
    expect(scene).toContain('<svg');
  });

  it('is compact', () => {
    for (const [kind, name] of samples) expect((renderMedia(kind, name, ctx) ?? '').length).toBeLessThan(60_000);
  });
});

describe('text wrapping', () => {
  it('breaks CJK per character and keeps lines within the width', () => {
    const lines = wrapText('低代码平台助力企业数字化转型，实现业务与IT高效协同', 10, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidthEm(l)).toBeLessThanOrEqual(11);
    expect(lines.join('')).toBe('低代码平台助力企业数字化转型，实现业务与IT高效协同');
  });
  it('keeps ASCII words whole and never starts a line with closing punctuation', () => {
    const lines = wrapText('Integration platform iPaaS，连接一切系统。', 12, 4);
    expect(lines.some((l) => l.includes('platform') || l.includes('Integration'))).toBe(true);
    for (const l of lines) expect(l).not.toMatch(/^[，。、]/);
  });
  it('ends with an ellipsis when the text does not fit', () => {
    const lines = wrapText('很长的标题'.repeat(20), 8, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(textWidthEm(lines[1] ?? '')).toBeLessThanOrEqual(8);
  });
});

describe('brands', () => {
  it('are 114 distinct companies', () => {
    expect(brands).toHaveLength(114);
    expect(new Set(brands.map((b) => b.name)).size).toBe(114);
    expect(new Set(brands.map((b) => b.short)).size).toBe(114);
    for (const b of brands) {
      expect(b.name.length).toBeGreaterThan(b.short.length);
      expect([...b.short].length).toBeLessThanOrEqual(5);
      expect(b.industry).toMatch(/^\S+$/);
    }
    expect(new Set(brands.map((b) => b.industry)).size).toBe(12);
  });
});
