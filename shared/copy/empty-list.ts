// Words of what a list shows when it has nothing to show (shared/components/empty-list.tsx), on
// both devices, and of the ways back its pages offer.

export const EMPTY_LIST = { noData: '暂无数据', firstPage: '返回第一页', home: '返回首页' } as const;
