// A regular expression's alternation of literal words: a pattern that recognises the site's words
// (site names in titles, separators in names) is built from the copy that lists them
// (shared/copy), never written with the words inside it.

/** `(?:word|word…)` source matching any of `words` as written. */
export function anyOf(words: readonly string[]): string {
  return `(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
}
