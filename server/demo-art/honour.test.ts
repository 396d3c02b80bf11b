// The honours wall: sixteen cards that differ at a glance, each emblem chosen by what the award is.
import { describe, expect, it } from 'vitest';
import { HONOURS, HONOURS_EN } from '../content-store/seed/honours.ts';
import { honourKinds, renderHonour } from './honour.ts';

describe('honours', () => {
  const kinds = honourKinds(HONOURS);

  it('mix at least seven kinds of emblem and never repeat one side by side', () => {
    expect(new Set(kinds.map((k) => k.kind)).size).toBeGreaterThanOrEqual(7);
    kinds.forEach((k, i) => {
      if (i > 0) expect(k.kind, HONOURS[i]?.title).not.toBe(kinds[i - 1]?.kind);
    });
    // no emblem in more than three of sixteen cards, and a repeat gets another metal
    const counts = new Map<string, number>();
    for (const k of kinds) counts.set(k.kind, (counts.get(k.kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  it('pick the emblem by the award', () => {
    const kindOf = (title: string) => kinds[HONOURS.findIndex((h) => h.title === title)]?.kind;
    expect(kindOf('低代码领域领导者象限')).toBe('quadrant');
    expect(kindOf('国家高新技术企业')).toBe('certificate');
    expect(kindOf('中国 SaaS 百强企业')).toBe('podium');
    expect(kindOf('年度最受用户欢迎企业门户产品')).toBe('stars');
    expect(kindOf('制造业数字化标杆案例')).toBe('crystal');
    expect(kindOf('年度最具创新力低代码平台')).toBe('trophy');
  });

  it('show the title, the year and the issuer on each card, and no two cards alike', () => {
    const cards = HONOURS.map((h, i) => renderHonour(i + 1, h));
    expect(new Set(cards).size).toBe(HONOURS.length);
    HONOURS.forEach((h, i) => {
      const svg = cards[i] ?? '';
      expect(svg).toContain(`>${h.year} 年度</text>`);
      // the words, wrapped into lines, are all there, none of them under 25 px on the card
      const words = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join('');
      expect(words.replace(/\s/g, '')).toContain(h.issuer.replace(/\s/g, ''));
      expect(words.replace(/\s/g, '')).toContain(h.title.replace(/\s/g, ''));
      for (const size of svg.slice(svg.lastIndexOf('</g>')).matchAll(/font-size="(\d+)"/g))
        expect(Number(size[1])).toBeGreaterThanOrEqual(25);
      expect(svg.length).toBeLessThan(4000);
    });
  });
});

describe('English honours', () => {
  it('keep the emblem of the Chinese card (the words do not pick it)', () => {
    const emblem = (svg: string) =>
      svg.slice(svg.indexOf('<g transform'), svg.indexOf('</g>', svg.indexOf('<g transform')));
    HONOURS.forEach((h, i) => {
      const zh = renderHonour(i + 1, h);
      const en = renderHonour(i + 1, { ...h, ...HONOURS_EN[i] }, 'en');
      expect(emblem(en)).toBe(emblem(zh));
    });
  });
});
