// Vendor raster pictures render with a srcset of /_img widths in both apps, SVG art stays as it
// is, and the LCP hero keeps fetchpriority=high without lazy loading.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HonoursWall } from '../../client-desktop/components/company/honours-wall.tsx';
import { CaseCard } from '../../client-mobile/components/case-card.tsx';
import { MHero } from '../../client-mobile/components/m-hero.tsx';
import { imageItemsHtml } from '../../shared/components/image-list.tsx';

const COVER = 'https://cdn.example.com/uploads/cover.png';
const img = (html: string) => /<img\b[^>]*>/.exec(html)?.[0] ?? '';

describe('vendor pictures in markup', () => {
  it('renders a phone case card cover with src and srcset on /_img, width and height kept', () => {
    const tag = img(
      renderToStaticMarkup(createElement(CaseCard, { href: '/cases/1', cover: COVER, tags: [], title: 't' })),
    );
    // Shown 356 px wide: one candidate per screen density (1x, 1.5x, 2x, 3x).
    expect(tag).toContain(`src="/_img?url=${COVER}&amp;w=384"`);
    expect(tag).toMatch(
      /srcSet="\/_img\?url=https:\/\/cdn\.example\.com\/uploads\/cover\.png&amp;w=384 384w, .*w=640 640w, .*w=750 750w, .*w=1080 1080w"/,
    );
    expect(tag).toContain('sizes="356px"');
    expect(tag).toContain('width="640" height="360"');
  });

  it('renders the desktop honours wall through /_img and leaves SVG art alone', () => {
    const html = renderToStaticMarkup(
      createElement(HonoursWall, {
        title: 'h',
        subtitle: 's',
        honours: [
          { image: 'https://cdn.example.com/h.jpg', title: 'a' },
          { image: '/media/honour/2.svg', title: 'b' },
        ],
      }),
    );
    expect(html).toContain('srcSet="/_img?url=https://cdn.example.com/h.jpg&amp;w=256 256w');
    expect(html).toContain('sizes="130px"');
    expect(html).toContain('src="/media/honour/2.svg"');
    expect(html.match(/srcSet=/g)).toHaveLength(1);
  });

  it('keeps the hero picture high priority and eager', () => {
    const tag = img(renderToStaticMarkup(createElement(MHero, { title: 'x', bg: 'https://cdn.example.com/hero.jpg' })));
    expect(tag).toContain('fetchPriority="high"');
    expect(tag).toContain('srcSet="/_img?');
    expect(tag).not.toContain('loading=');
  });

  it('gives raster logos of an image list a srcset, escaped', () => {
    const html = imageItemsHtml([
      { src: 'https://cdn.example.com/logo.png', alt: 'L', width: 150, height: 60 },
      { src: '/media/logo/1.svg', alt: 'S' },
    ]);
    expect(html).toContain('srcset="/_img?url=https://cdn.example.com/logo.png&amp;w=128 128w, ');
    expect(html).toContain('sizes="120px"');
    expect(html).toContain('<img src="/media/logo/1.svg" alt="S"');
  });
});
