// Words of one keyword's articles (/tags/{slug}, shared/pages/tag-page.tsx and the desktop's
// sidebar, client-desktop/pages/tag.tsx); ./keywords.ts has those the keyword pages share.
import { KEYWORDS } from './keywords.ts';

export const KEYWORD_PAGE = {
  headTitle: (name: string, page: number) => `${name}相关文章${KEYWORDS.pageSuffix(page)}`,
  description: (name: string, n: number) => `得帆关于“${name}”的 ${n} 篇文章：产品资讯、客户实践与行业观点。`,
  keywords: (name: string) => `${name},得帆,低代码,数字化转型`,
  eyebrow: '关键词',
  count: (n: number) => ['共 ', n, ' 篇相关文章'],
  listTitle: (name: string) => [name, '相关文章'],
  pagerLabel: '文章分页',
  lettersTitle: '按首字母浏览关键词',
} as const;

/** The desktop's sidebar: the index, letter by letter. */
export const KEYWORD_BROWSE = {
  title: '按首字母浏览',
  group: (letter: string) => (letter === '#' ? '# 数字与符号' : letter),
  count: (n: number) => `${n} 个`,
  all: (n: number) => ['查看全部 ', n, ' 个'],
} as const;
