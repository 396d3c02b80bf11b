// The brand emblem of shared/components/brand-logo.tsx (a blue rounded square, a white D and a
// teal dot, drawn on a 32-unit grid) for every icon the site serves: the SVG favicon, the raster
// icons and the emblem on the preview cards.
const MARK =
  '<path d="M9 23V9h7.5a7 7 0 0 1 0 14H9z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><circle cx="22.5" cy="9.5" r="2.5" fill="#14b8a6"/>';

/** The emblem as SVG elements, size px square, at the current origin. */
export function emblem(size: number): string {
  return `<g transform="scale(${size / 32})"><rect width="32" height="32" rx="8" fill="#1f5eff"/>${MARK}</g>`;
}

/** A standalone icon. Full bleed (no rounded corners, the mark inside the middle 80 %) is for
 *  platforms that cut their own shape: iOS home screens and maskable manifest icons. */
export function iconSvg(size: number, fullBleed = false): string {
  const body = fullBleed
    ? `<g transform="scale(${size / 32})"><rect width="32" height="32" fill="#1f5eff"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></g>`
    : emblem(size);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}
