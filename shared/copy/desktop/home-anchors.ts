// Words of the desktop header's in-page navigation on the home pages (client-desktop/components/home/home-anchors.tsx).

/** The header's in-page navigation on the home pages: its name and the sections' (by section id). */
export const HOME_ANCHORS = {
  zh: {
    nav: '本页导航',
    'home-banner': '焦点',
    'home-figures': '核心数据',
    'home-products': '产品矩阵',
    'home-news': '最新动态',
  },
  en: {
    nav: 'On this page',
    'home-banner': 'Highlights',
    'home-figures': 'Key figures',
    'home-products': 'Products',
    'home-news': 'Events',
  },
} as const;
