// Words of the customer logo walls (shared/components/brand-wall.tsx, the phone's logo-wall.tsx):
// their default title and the button that unfolds and folds them (fold-button.tsx).

export const BRAND_WALL_TITLE = { zh: '500+大型企业的共同选择', en: 'Trusted by 500+ large enterprises' } as const;

export const BRAND_WALL_FOLD = {
  zh: { more: (n: number) => `查看全部 ${n} 家客户`, less: '收起' },
  en: { more: (n: number) => `Show all ${n} customers`, less: 'Show fewer' },
} as const;
