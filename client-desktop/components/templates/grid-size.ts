// Card sizing rules of the template pages (spec §4), kept pure so they can be tested alone. The
// sizes themselves (§9: large 520x288, small 300x272, mini 312x272, config 325x300 / 222x240)
// live in templates.css.

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
