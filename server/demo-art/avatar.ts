// Person avatars, 96x96: an abstract head-and-shoulders silhouette in a round frame; the
// background and clothing colours and small details (hair, collar) vary with the index.
import { mix, num, svgDocument } from '../svg/kit.ts';

const W = 96;
const BACKGROUNDS = [
  '#1f5eff',
  '#14b8a6',
  '#ff7a45',
  '#7c5cff',
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#6366f1',
  '#ec4899',
  '#475569',
];
const SKIN = ['#f3d4bd', '#eac3a6', '#f6dcc8', '#e0b593'];
const HAIR = ['#1f2937', '#3f2d22', '#111827', '#5b4636'];

export const AVATAR_COUNT = 10;

export function renderAvatar(index: number): string {
  const i = index - 1;
  const bg = BACKGROUNDS[i % BACKGROUNDS.length] ?? '#1f5eff';
  const skin = SKIN[(i * 3) % SKIN.length] ?? '#f3d4bd';
  const hair = HAIR[(i * 5 + 1) % HAIR.length] ?? '#1f2937';
  const cloth = mix(bg, '#0b1220', 0.55);
  const long = i % 3 === 1; // longer hair
  const id = `av${index}`;

  const defs = `<clipPath id="${id}c"><circle cx="48" cy="48" r="48"/></clipPath>`;
  let body = `<g clip-path="url(#${id}c)">`;
  body += `<rect width="96" height="96" fill="${mix(bg, '#ffffff', 0.78)}"/>`;
  body += `<circle cx="${num(20 + ((i * 17) % 56))}" cy="18" r="26" fill="${bg}" fill-opacity="0.25"/>`;
  if (long) body += `<path d="M28 44C26 22 70 22 68 44V72H28Z" fill="${hair}"/>`;
  // shoulders
  body += `<path d="M12 100C12 76 28 66 48 66S84 76 84 100Z" fill="${cloth}"/>`;
  // collar
  body +=
    i % 2 === 0
      ? `<path d="M40 67L48 80L56 67Z" fill="#fff"/>`
      : `<path d="M38 68Q48 76 58 68" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
  // neck and head
  body += `<rect x="42" y="52" width="12" height="16" rx="5" fill="${mix(skin, '#000000', 0.08)}"/>`;
  body += `<ellipse cx="48" cy="40" rx="15" ry="17" fill="${skin}"/>`;
  // hair on top
  body += long
    ? `<path d="M31 44C28 22 40 16 48 16C56 16 68 22 65 44C60 34 52 30 44 31C38 32 33 37 31 44Z" fill="${hair}"/>`
    : `<path d="M32 41C29 24 38 18 48 18C58 18 67 24 64 41C62 33 56 29 48 29C40 29 34 33 32 41Z" fill="${hair}"/>`;
  body += '</g>';
  body += `<circle cx="48" cy="48" r="47" fill="none" stroke="${bg}" stroke-opacity="0.35" stroke-width="2"/>`;
  return svgDocument(W, W, body, defs);
}
