// The phone white-paper list shows report covers: each paper's title and the 2026 edition on a
// cover, not a product screen.
import { describe, expect, it } from 'vitest';
import { MOBILE_WHITEPAPER } from '../../shared/copy/mobile/whitepaper.ts';
import { renderMedia } from './render-media.ts';

const ctx = { article: () => undefined };
const words = (svg: string) => [...svg.matchAll(/>([^<>]+)</g)].map((m) => m[1]).join('');

describe('white-paper cards', () => {
  it('draw a report cover with the paper title and the 2026 edition', () => {
    for (const paper of MOBILE_WHITEPAPER.papers) {
      const svg = renderMedia('art', `card-${paper.card}`, ctx) ?? '';
      expect(words(svg)).toContain(paper.title);
      expect(svg).toContain('2026 版');
      expect(svg).toContain('得帆研究院');
      expect(svg).not.toContain('2023');
    }
  });

  it('leave other cards to the product-screen drawing', () => {
    const svg = renderMedia('art', 'card-whitepaper-unknown', ctx) ?? '';
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toContain('得帆研究院 · 白皮书');
  });
});
