// Words of the keyword list (/tags, shared/pages/tags-page.tsx), both apps; ./keywords.ts has
// those the keyword pages share.

export const KEYWORD_LIST = {
  summary: '按首字母浏览得帆内容关键词，快速找到低代码、系统集成、主数据、数据中台与行业数字化相关文章。',
  jumpLabel: '按首字母跳转',
  total: (n: number) => ['共 ', n, ' 个关键词'],
  more: '更多',
  moreLabel: (letter: string, n: number) => `更多：${letter} 开头的全部 ${n} 个关键词`,
} as const;
