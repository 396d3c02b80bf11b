// Route id → mobile page module. `satisfies MobilePageMap` makes a missing page a type error.
// English routes are absent: the English site always uses the desktop layout.
import type { MobilePageMap } from '../shared/app/page-types.ts';

export const mobilePages = {
  home: () => import('./pages/home.tsx'),
  news: () => import('./pages/news.tsx'),
  article: () => import('./pages/article.tsx'),
  tags: () => import('./pages/tags.tsx'),
  'tag-index': () => import('./pages/tag-index.tsx'),
  tag: () => import('./pages/tag.tsx'),
  whitepaper: () => import('./pages/whitepaper.tsx'),
  form: () => import('./pages/form.tsx'),
  'complex-scene': () => import('./pages/complex-scene.tsx'),
  application: () => import('./pages/application.tsx'),
  cases: () => import('./pages/cases.tsx'),
  'case-detail': () => import('./pages/case-detail.tsx'),
  cooperative: () => import('./pages/cooperative.tsx'),
  about: () => import('./pages/about.tsx'),
  evaluate: () => import('./pages/evaluate.tsx'),
  marketing: () => import('./pages/marketing.tsx'),
  doc: () => import('./pages/doc.tsx'),
  'bad-request': () => import('./pages/bad-request.tsx'),
  sorry: () => import('./pages/sorry.tsx'),
  template: () => import('./pages/template.tsx'),
} satisfies MobilePageMap;
