// A regular expression's alternation of literal words: a pattern that recognises the site's words
// (site names in titles, separators in names) is built from the copy that lists them
// (shared/copy), never written with the words inside it.

/** `text` as a regular expression's source that matches it as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `(?:word|word…)` source matching any of `words` as written. */
export function anyOf(words: readonly string[]): string {
  return `(?:${words.map(escapeRegExp).join('|')})`;
}
