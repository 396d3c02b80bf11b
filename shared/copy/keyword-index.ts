// Words of the index of one letter (/tags/index/{letter}, shared/pages/tag-index-page.tsx and the
// desktop's breadcrumb, client-desktop/pages/tag-index.tsx); ./keywords.ts has those the keyword
// pages share.
import { KEYWORDS } from './keywords.ts';

export const KEYWORD_INDEX = {
  headTitle: (letter: string, page: number) =>
    `${KEYWORDS.startingWith(letter)}${KEYWORDS.pageSuffix(page)} - ${KEYWORDS.indexTitle}`,
  description: (letter: string, n: number) =>
    `得帆内容关键词索引：${KEYWORDS.letterName(letter)}开头的 ${n} 个关键词，点击查看相关的产品资讯、客户案例与观点文章。`,
  count: (letter: string, n: number) => [KEYWORDS.startingWith(letter), '，共 ', n, ' 个'],
  filterLabel: '按首字母筛选',
  pagerLabel: '关键词分页',
  /** The desktop breadcrumb's last step. */
  crumb: (letter: string) => `${KEYWORDS.indexTitle} · ${KEYWORDS.letterName(letter)}`,
} as const;
