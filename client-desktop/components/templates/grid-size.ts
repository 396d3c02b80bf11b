// Card sizing rules of the template pages (spec §4), kept pure so they can be tested alone.
// The sizes are the spec's defaults (§9); the CSS uses the same numbers.

export type SolutionCardSize = 'large' | 'small' | 'mini';
export type ConfigCardSize = 'big' | 'small';
export type ValueCardStyle = 'big' | 'plain';

/** Solution items grid: large when the count is even, else small when divisible by 3, else mini. */
export function solutionGridSize(count: number): SolutionCardSize {
  if (count % 2 === 0) return 'large';
  return count % 3 === 0 ? 'small' : 'mini';
}

/** Configurable page grid: big cards when the count is a multiple of 3, small otherwise. */
export function configGridSize(count: number): ConfigCardSize {
  return count % 3 === 0 ? 'big' : 'small';
}

/** Customer value section: big cards when the count is even, plain otherwise. */
export function valueCardStyle(count: number): ValueCardStyle {
  return count % 2 === 0 ? 'big' : 'plain';
}

export const CARD_SIZE = {
  large: { width: 520, height: 288 },
  small: { width: 300, height: 272 },
  mini: { width: 312, height: 272 },
  listItem: { width: 538, height: 120 },
  configBig: { width: 325, height: 300 },
  configSmall: { width: 222, height: 240 },
} as const;
