// Words of the one pager (shared/components/pager.tsx), both languages.

export const PAGER = {
  zh: {
    prev: '上一页',
    next: '下一页',
    goto: '前往',
    page: '页',
    go: '确定',
    total: (n: number) => `共 ${n} 条`,
    perPage: '每页显示',
    size: (n: number) => `${n} 条/页`,
    /** A page number's link, read out. */
    pageLink: (n: number) => `第 ${n} 页`,
    label: '分页',
  },
  en: {
    prev: 'Previous',
    next: 'Next',
    goto: 'Go to',
    page: 'page',
    go: 'Go',
    total: (n: number) => `${n} items`,
    perPage: 'Per page',
    size: (n: number) => `${n} / page`,
    pageLink: (n: number) => `Page ${n}`,
    label: 'Pagination',
  },
} as const;
