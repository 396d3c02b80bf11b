// URLs of the keyword pages: the index letter '#' is written 0 in the URL (spec §2).
import { TAG_PAGE_SIZE } from '../constants.ts';

export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

export const indexCode = (letter: string) => (letter === '#' ? '0' : letter);

/** /tags/index/{letter}-{page}, with ?size= only when it is not the default 90. */
export function tagIndexHref(letter: string, page = 1, size = TAG_PAGE_SIZE): string {
  const base = `/tags/index/${indexCode(letter)}-${page}`;
  return size === TAG_PAGE_SIZE ? base : `${base}?size=${size}`;
}
