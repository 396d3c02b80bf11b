// The emblems of the award cards, each drawn in the 240-wide card's upper part around x = 120:
// a trophy, a framed certificate with a seal, an analyst quadrant, a ranking podium, a rating
// plaque with stars, a glass award on a base, a shield badge with a ribbon and a laurel medal.
// No words: an emblem is drawn at 0.7 of its size on a card the wall shows at about half.
import { PALETTE, num } from '../svg/kit.ts';

export type HonourKind = 'trophy' | 'certificate' | 'quadrant' | 'podium' | 'stars' | 'crystal' | 'shield' | 'medal';

/** Ids of the gradients every emblem may use: gold metal and a light glass. */
export interface HonourPaint {
  gold: string;
  glass: string;
  accent: string;
}

const star = (cx: number, cy: number, ro: number, ri: number, fill: string): string => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? ro : ri;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${num(cx + r * Math.cos(a))},${num(cy + r * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

function laurel(side: number, cx: number, cy: number, radius: number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const deg = 128 + i * 22;
    const a = (deg * Math.PI) / 180;
    const xl = cx + Math.cos(a) * radius;
    const x = side < 0 ? xl : 2 * cx - xl;
    const y = cy + Math.sin(a) * radius;
    const rot = side < 0 ? deg + 25 : -(deg + 25);
    const r = i === 5 ? 3.5 : 4.5;
    out += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${r}" ry="${num(r * 2.1)}" transform="rotate(${num(rot)} ${num(x)} ${num(y)})"/>`;
  }
  return `<g fill="${PALETTE.gold}" fill-opacity="0.85">${out}</g>`;
}

export const EMBLEMS: Record<HonourKind, (p: HonourPaint) => string> = {
  trophy: (p) =>
    `<path d="M88 56a16 16 0 0 0 2 30M152 56a16 16 0 0 1-2 30" fill="none" stroke="url(#${p.gold})" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M84 40h72v30a36 36 0 0 1-72 0Z" fill="url(#${p.gold})"/>` +
    `<rect x="113" y="104" width="14" height="20" fill="url(#${p.gold})"/><rect x="96" y="122" width="48" height="10" rx="3" fill="url(#${p.gold})"/>` +
    `<rect x="88" y="132" width="64" height="16" rx="3" fill="${PALETTE.navy}"/>` +
    star(120, 68, 13, 5.5, '#fff'),
  certificate: (p) =>
    `<rect x="52" y="34" width="136" height="104" rx="4" fill="#fff" stroke="url(#${p.gold})" stroke-width="4"/>` +
    `<rect x="60" y="42" width="120" height="88" fill="none" stroke="${PALETTE.gold}" stroke-opacity="0.6"/>` +
    `<rect x="86" y="56" width="68" height="8" rx="4" fill="${PALETTE.ink}"/><rect x="74" y="74" width="92" height="5" rx="2.5" fill="${PALETTE.line}"/><rect x="80" y="86" width="80" height="5" rx="2.5" fill="${PALETTE.line}"/>` +
    `<path d="M150 126l-8 28 12-6 10 8-2-30ZM164 126l10 26 4-10 10 2-12-24Z" fill="${p.accent}"/>` +
    `<circle cx="160" cy="118" r="16" fill="#d94a38"/><circle cx="160" cy="118" r="11" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    star(160, 118, 6, 2.6, '#fff'),
  quadrant: (p) =>
    `<rect x="62" y="30" width="116" height="116" rx="8" fill="#fff" stroke="${PALETTE.line}" stroke-width="2"/>` +
    `<rect x="120" y="36" width="52" height="52" rx="4" fill="${p.accent}" fill-opacity="0.12"/>` +
    `<path d="M68 88h104M120 36v104" stroke="${PALETTE.mist}" stroke-width="1.5"/>` +
    `<path d="M74 140L168 40" stroke="${PALETTE.mist}" stroke-width="1" stroke-dasharray="3 4"/>` +
    [
      [84, 120],
      [98, 104],
      [136, 118],
      [88, 70],
      [150, 104],
      [104, 56],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#b8c7e6"/>`)
      .join('') +
    `<circle cx="154" cy="54" r="9" fill="${p.accent}" stroke="#fff" stroke-width="3"/>`,
  podium: (p) =>
    `<rect x="64" y="96" width="38" height="52" rx="3" fill="#cbd5e1"/><rect x="101" y="76" width="38" height="72" rx="3" fill="url(#${p.gold})"/><rect x="138" y="110" width="38" height="38" rx="3" fill="#e0a36a"/>` +
    // a plaque on each step instead of its place number, which the wall showed at 6 px
    `<g fill="#fff" fill-opacity="0.85"><circle cx="83" cy="116" r="6"/><circle cx="120" cy="96" r="8"/><circle cx="157" cy="126" r="5"/></g>` +
    star(120, 50, 20, 8.5, p.accent) +
    `<path d="M60 148h120" stroke="${PALETTE.navy}" stroke-width="4" stroke-linecap="round"/>`,
  stars: (p) =>
    `<rect x="54" y="44" width="132" height="92" rx="14" fill="${p.accent}"/><rect x="62" y="52" width="116" height="76" rx="10" fill="none" stroke="#fff" stroke-opacity="0.5"/>` +
    star(120, 80, 20, 8.5, '#fde68a') +
    [0, 1, 2, 3, 4].map((i) => star(84 + i * 18, 114, 7, 3, '#fff')).join('') +
    `<path d="M100 136l-6 18h52l-6-18Z" fill="${PALETTE.navy}"/>`,
  crystal: (p) =>
    `<path d="M92 34h46l18 20-14 76H98L84 54Z" fill="url(#${p.glass})" stroke="#9cc1ff" stroke-width="1.5"/>` +
    `<path d="M92 34l14 20h32l18-20M106 54l-8 76M138 54l4 76" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    star(122, 88, 12, 5, p.accent) +
    `<rect x="84" y="130" width="72" height="18" rx="3" fill="${PALETTE.navy}"/><rect x="98" y="136" width="44" height="5" rx="2.5" fill="url(#${p.gold})"/>`,
  shield: (p) =>
    `<path d="M120 30l44 16v36c0 28-20 48-44 60-24-12-44-32-44-60V46Z" fill="${p.accent}"/>` +
    `<path d="M120 42l32 12v28c0 21-14 36-32 46-18-10-32-25-32-46V54Z" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>` +
    `<path d="M104 86l12 12 22-24" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M62 112h116l-8 12 8 12H62l8-12Z" fill="url(#${p.gold})"/>`,
  medal: (p) =>
    laurel(-1, 120, 84, 46) +
    laurel(1, 120, 84, 46) +
    `<path d="M102 102l-12 36 13-6 7 12 10-34ZM138 102l12 36-13-6-7 12-10-34Z" fill="${p.accent}"/>` +
    `<circle cx="120" cy="84" r="30" fill="url(#${p.gold})"/><circle cx="120" cy="84" r="23" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    star(120, 84, 13, 5.5, '#fff'),
};
