// Words the keyword pages share on both apps: the keyword list (/tags, ./keyword-list.ts), one
// keyword's articles (/tags/{slug}, ./keyword-page.ts) and the index of one letter
// (/tags/index/{letter}, ./keyword-index.ts). A module a page, so that each page's chunk carries
// its own words; a sentence a page shows as separate pieces of text (words and a figure) is a
// function giving those pieces.

export const KEYWORDS = {
  /** The keyword list's title, and the name of the index pages. */
  title: '内容关键词',
  indexTitle: '关键词索引',
  /** The index letter '#' gathers the keywords that start with a digit or a symbol. */
  letterName: (letter: string) => (letter === '#' ? '数字与符号' : letter),
  startingWith: (letter: string) => (letter === '#' ? '数字与符号开头的关键词' : `${letter} 开头的关键词`),
  pageSuffix: (page: number) => (page > 1 ? ` - 第 ${page} 页` : ''),
  /** The letters' link to '#', read out. */
  hashLetter: '#（数字与符号）',
  backToList: '浏览全部关键词',
} as const;
