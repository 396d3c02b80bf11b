// Island name → its code (shared/app/island.tsx): one chunk each, loaded only on pages that have
// the island (client-mobile/island-runtime.tsx). `satisfies` makes a missing island a type error.
import type { IslandLoaders } from './island-runtime.tsx';

export const islandCode = {
  offline: () => import('./islands/offline.ts'),
  header: () => import('./islands/header.ts'),
  'bottom-bar': () => import('./islands/bottom-bar.ts'),
  'home-banner': () => import('./islands/home-banner.ts'),
  'swipe-tabs': () => import('./islands/swipe-tabs.ts'),
  'logo-fold': () => import('./islands/logo-fold.ts'),
  'case-carousel': () => import('./islands/case-carousel.ts'),
  honours: () => import('./islands/honours.ts'),
  'static-carousel': () => import('./islands/static-carousel.ts'),
  consult: () => import('./islands/consult.ts'),
  subscribe: () => import('./islands/subscribe.ts'),
  'news-list': () => import('./islands/news-list.ts'),
  interviews: () => import('./islands/interviews.ts'),
  reviews: () => import('./islands/reviews.ts'),
  'trial-form': () => import('./islands/trial-form.ts'),
} satisfies IslandLoaders;
