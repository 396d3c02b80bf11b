// Line icons, 64x64 (the drawings are in art-icon-set.ts). An icon is chosen by the first part of
// the image name that one of them lists (icon-warranty-claim → receipt); a name none lists gets
// one by its hash, so every name still draws, but the site's own names are all listed (tested).
import { ACCENTS, PALETTE, fnv1a, pick, svgDocument } from '../svg/kit.ts';
import { ICONS, type IconDef } from './art-icon-set.ts';

const BY_NAME = new Map<string, IconDef>(ICONS.flatMap((icon) => icon.names.map((n) => [n, icon] as const)));

/** The icon a name part lists, or undefined when no part of the name is known. */
export function iconByName(name: string): IconDef | undefined {
  for (const part of name.split('-')) {
    const hit = BY_NAME.get(part);
    if (hit) return hit;
  }
  return undefined;
}

/** The first icon whose meaning a title's words match (for picking a motif from a title). */
export function iconForTitle(title: string): IconDef | undefined {
  return ICONS.find((icon) => icon.means.test(title));
}

/** The line drawing alone, in the given colours, to place inside a larger picture. */
export function iconGlyph(icon: IconDef, main: string, accent: string, width = 3): string {
  const common = `fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  let out = `<g ${common} stroke="${main}">${icon.main}</g>`;
  if (icon.accent) out += `<g ${common} stroke="${accent}">${icon.accent}</g>`;
  return out;
}

export function renderIcon(name: string): string {
  const icon = iconByName(name) ?? pick(ICONS, fnv1a(name));
  const accent = pick(ACCENTS.slice(1), fnv1a(`accent:${name}`));
  return svgDocument(64, 64, iconGlyph(icon, PALETTE.primary, accent));
}
