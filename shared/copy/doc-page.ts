// Words of a markdown document's page (shared/pages/doc-page.tsx), both languages: before its last
// update, and the site's name its title ends with (as ./site-name.ts writes it; a module of the
// page's own, so that the phone's document chunk carries its words).

export const DOC_PAGE = {
  zh: { updated: '更新日期：', site: '得帆云' },
  en: { updated: 'Last updated: ', site: 'Defan Cloud' },
} as const;
