// QR-code-looking square, 160x160, for /media/qr/service.svg.
//
// This is a STAND-IN for the real WeCom (企业微信) customer-service QR code, which ops configure
// in production (the site config points at the real image). It only looks like a QR code: the
// three finder squares, the timing rows and deterministic pseudo-random data modules. It is not
// an encoding of anything and is not meant to be scannable.
import { PALETTE, seeded, svgDocument } from '../svg/kit.ts';

const SIZE = 160;
const MODULES = 25; // a version-2 sized symbol
const QUIET = 2;
const CELL = SIZE / (MODULES + 2 * QUIET);

function isReserved(x: number, y: number): boolean {
  const inFinder = (fx: number, fy: number): boolean => x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7;
  if (inFinder(0, 0) || inFinder(MODULES - 7, 0) || inFinder(0, MODULES - 7)) return true;
  if (x === 6 || y === 6) return true; // timing patterns
  const c = MODULES / 2;
  if (Math.abs(x - c + 0.5) <= 3.5 && Math.abs(y - c + 0.5) <= 3.5) return true; // centre badge
  return false;
}

function finder(fx: number, fy: number): string {
  const x = (QUIET + fx) * CELL;
  const y = (QUIET + fy) * CELL;
  const r = (n: number): string => n.toFixed(2);
  return (
    `<rect x="${r(x + CELL / 2)}" y="${r(y + CELL / 2)}" width="${r(CELL * 6)}" height="${r(CELL * 6)}" rx="${r(CELL)}" fill="none" stroke="${PALETTE.ink}" stroke-width="${r(CELL)}"/>` +
    `<rect x="${r(x + CELL * 2)}" y="${r(y + CELL * 2)}" width="${r(CELL * 3)}" height="${r(CELL * 3)}" rx="${r(CELL / 2)}" fill="${PALETTE.ink}"/>`
  );
}

export function renderQr(name: string): string {
  const rand = seeded(`qr:${name}`);
  let d = '';
  const r = (n: number): string => n.toFixed(2);
  for (let y = 0; y < MODULES; y++) {
    let run = 0; // horizontal runs of dark modules become one rectangle each
    for (let x = 0; x <= MODULES; x++) {
      let on = false;
      if (x < MODULES && isReserved(x, y)) {
        on = (x === 6 && y > 7 && y < MODULES - 8) || (y === 6 && x > 7 && x < MODULES - 8);
        on &&= (x + y) % 2 === 0; // timing pattern
      } else if (x < MODULES) {
        on = rand() < 0.48;
      }
      if (on) {
        run++;
      } else if (run > 0) {
        d += `M${r((QUIET + x - run) * CELL)} ${r((QUIET + y) * CELL)}h${r(run * CELL)}v${r(CELL)}h-${r(run * CELL)}z`;
        run = 0;
      }
    }
  }
  const c = SIZE / 2;
  let body = `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>`;
  body += `<path d="${d}" fill="${PALETTE.ink}"/>`;
  body += finder(0, 0) + finder(MODULES - 7, 0) + finder(0, MODULES - 7);
  // centre badge: a small rounded square in the brand blue with a white sail mark
  body += `<rect x="${c - 17}" y="${c - 17}" width="34" height="34" rx="8" fill="#fff"/>`;
  body += `<rect x="${c - 14}" y="${c - 14}" width="28" height="28" rx="6" fill="${PALETTE.primary}"/>`;
  body += `<path d="M${c - 7} ${c + 7}L${c + 1} ${c - 9}V${c + 7}ZM${c + 3} ${c - 5}L${c + 9} ${c + 7}H${c + 3}Z" fill="#fff"/>`;
  return svgDocument(SIZE, SIZE, body);
}
