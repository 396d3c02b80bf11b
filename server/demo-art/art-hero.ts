// Page hero backgrounds, 1920x440: a soft light gradient, a faint grid, glows and a small network
// of nodes and lines. Shapes sit mostly on the right so page titles on the left stay readable,
// and wholly inside the picture (nothing is cut at its edges); their placement and the tint come
// from the name's hash. A product's hero draws that product at work instead (art-hero-products.ts),
// a solution's its industry (art-hero-industries.ts), a home story its subject (art-hero-stories.ts).
import { PALETTE, linearGradient, mix, num, pick, radialGlow, seeded, svgDocument } from '../svg/kit.ts';
import { productHero } from './art-hero-products.ts';
import { industryHero } from './art-hero-industries.ts';
import { storyArt, storyMotif } from './art-hero-stories.ts';

const W = 1920;
const H = 440;

const TINTS = [
  { from: '#eaf1ff', to: '#f7faff', glow: PALETTE.primary, second: PALETTE.teal },
  { from: '#ecf4ff', to: '#f4f1ff', glow: PALETTE.purple, second: PALETTE.primary },
  { from: '#e9f8f6', to: '#f3f7ff', glow: PALETTE.teal, second: PALETTE.primary },
  { from: '#eef2ff', to: '#fff6f1', glow: PALETTE.primary, second: PALETTE.orange },
] as const;

/** Nodes on the right two thirds and the edges between near neighbours. */
function network(rand: () => number, color: string): string {
  const nodes: { x: number; y: number }[] = [];
  const count = 16 + Math.floor(rand() * 8);
  for (let i = 0; i < count; i++) nodes.push({ x: 760 + rand() * 1060, y: 40 + rand() * 360 });
  let edges = '';
  for (let i = 0; i < nodes.length; i++) {
    const a = nodes[i]!;
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((n) => n.j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const n of near) {
      if (n.d > 360) continue;
      const b = nodes[n.j]!;
      edges += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
    }
  }
  let out = `<path d="${edges}" stroke="${color}" stroke-opacity="0.22" stroke-width="1.2" fill="none"/>`;
  out += nodes
    .map((n, i) => {
      const r = i % 5 === 0 ? 6 : 3;
      const fill = i % 5 === 0 ? '#fff' : color;
      const stroke = i % 5 === 0 ? ` stroke="${color}" stroke-opacity="0.6" stroke-width="2"` : '';
      return `<circle cx="${num(n.x)}" cy="${num(n.y)}" r="${r}" fill="${fill}" fill-opacity="${i % 5 === 0 ? 1 : 0.45}"${stroke}/>`;
    })
    .join('');
  return out;
}

/** What a hero draws: its product, its industry, its story's subject, or the abstract network. */
export const heroMotif = (name: string): string =>
  productHero(name)?.key ?? industryHero(name)?.key ?? storyMotif(name) ?? 'network';

/** The drawing of a hero that stands for something (a product, an industry, a story), placed:
 *  a product's or industry's at four fifths, its right edge kept at x 1880 (at 1280 px the title's
 *  veil fades out by x 1624 of the picture, and the drawing, from x 1400, started under it); a
 *  story's as art-hero-stories.ts places it. test/e2e/hero-art.spec.ts measures both. */
function subject(name: string, rand: () => number): string | undefined {
  if (name.startsWith('story-')) {
    const story = storyArt(name, rand);
    return story && `<g class="subject">${story}</g>`;
  }
  const drawn = (productHero(name) ?? industryHero(name))?.draw(rand);
  return drawn && `<g class="subject" transform="translate(376 44) scale(0.8)">${drawn}</g>`;
}

export function renderHero(name: string): string {
  const rand = seeded(`hero:${name}`);
  const tint = pick(TINTS, rand() * TINTS.length);
  const id = 'hr';
  const defs =
    linearGradient(
      `${id}b`,
      [
        [0, tint.from],
        [1, tint.to],
      ],
      [0, 0, 1, 0.4],
    ) +
    radialGlow(`${id}g1`, tint.glow, 0.22) +
    radialGlow(`${id}g2`, tint.second, 0.18) +
    linearGradient(
      `${id}f`,
      [
        [0, tint.from, 1],
        [0.35, tint.from, 0.85],
        [0.6, tint.from, 0],
      ],
      [0, 0, 1, 0],
    ) +
    `<pattern id="${id}p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${PALETTE.primary}" stroke-opacity="0.07"/></pattern>`;

  let body = `<rect width="${W}" height="${H}" fill="url(#${id}b)"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#${id}p)"/>`;
  body += `<ellipse cx="${num(1250 + rand() * 400)}" cy="${num(rand() * 200)}" rx="520" ry="300" fill="url(#${id}g1)"/>`;
  body += `<ellipse cx="${num(900 + rand() * 300)}" cy="${num(300 + rand() * 140)}" rx="420" ry="240" fill="url(#${id}g2)"/>`;
  const drawn = subject(name, rand);
  if (drawn) return svgDocument(W, H, body + drawn, defs);
  body += network(rand, tint.glow);
  // large outlined shapes: rings and a rotated rounded square
  // every shape stays inside the picture with a margin: a ring cut by the edge looks broken
  const rx = 1420 + rand() * 240;
  const ry = 200 + rand() * 40;
  for (let i = 0; i < 3; i++) {
    body += `<circle cx="${num(rx)}" cy="${num(ry)}" r="${72 + i * 52}" fill="none" stroke="${tint.glow}" stroke-opacity="${(0.16 - i * 0.04).toFixed(2)}" stroke-width="1.5"/>`;
  }
  const sx = 1100 + rand() * 250;
  const sy = 90 + rand() * 160;
  body += `<rect x="${num(sx)}" y="${num(sy)}" width="120" height="120" rx="24" fill="#fff" fill-opacity="0.55" stroke="${mix(tint.glow, '#ffffff', 0.5)}" stroke-opacity="0.6" transform="rotate(${num(10 + rand() * 25)} ${num(sx + 60)} ${num(sy + 60)})"/>`;
  body += `<circle cx="${num(sx + 150 + rand() * 80)}" cy="${num(sy + 40)}" r="10" fill="${tint.second}" fill-opacity="0.7"/>`;
  body += `<circle cx="${num(rx - 160)}" cy="${num(ry + 120)}" r="6" fill="${PALETTE.orange}" fill-opacity="0.7"/>`;
  // keep the left part calm for the page title
  body += `<rect width="${W}" height="${H}" fill="url(#${id}f)"/>`;
  return svgDocument(W, H, body, defs);
}
