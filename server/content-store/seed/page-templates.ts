// The page templates: they turn a page's copy from content/pages/ into the page detail the site
// renders, and record the pictures drawn from that copy (see SeedDiagram). English pages show the
// English versions of generated images with words (?lang=en) and link only to English pages: an
// English case item leads to the consultation form, as the English home's do.
import type { CaseItem, PageConfig, SectionItem } from '../../../shared/api/types.ts';
import { architectureFacts } from './architecture-facts.ts';
import type { CaseRef, ConfigCopy, FixedPageCopy, SolutionCopy } from './content-schemas.ts';
import type { DiagramItem, SeedContent, SeedDiagram, SeedPage } from './seed-types.ts';

import type { Lang } from '../../../shared/site-types.ts';
import { langOfPath } from '../../../shared/routes/path-language.ts';
type Row = readonly [icon: string, title: string, summary: string];

const icon = (name: string) => `/media/art/icon-${name}.svg`;
/** A showcase item, `title` or `title|note|note` (the notes are drawn under a step's title). */
const diagramItem = (item: string): DiagramItem => {
  const [title = '', ...notes] = item.split('|').map((part) => part.trim());
  return notes.length ? { title, notes } : { title };
};
/** The query that asks the media route for an image's English words. */
const inLang = (lang: Lang) => (lang === 'en' ? '?lang=en' : '');
const pic = (name: string, lang: Lang) => `/media/art/pic-${name}.svg${inLang(lang)}`;
const hero = (name: string) => `/media/art/hero-${name}.svg`;

const rows = (list: readonly Row[]): SectionItem[] =>
  list.map(([name, title, summary]) => ({ icon: icon(name), title, summary }));

const metaFields = (meta: FixedPageCopy['meta']) => ({
  meta_title: meta.title,
  meta_description: meta.description,
  meta_keywords: meta.keywords,
  seo_h1: meta.h1,
});

/** Call-to-action texts per language (spec: English solution buttons are fixed). */
const CTA = {
  zh: { hero: '立即使用', solution: '获取完整解决方案', moreCases: '了解更多案例', consult: '立即咨询', form: '/form' },
  en: {
    hero: 'Try for free',
    solution: 'Get the complete solution',
    moreCases: 'Explore more',
    consult: 'Explore more',
    form: '/en/form',
  },
} as const;

export class PageTemplates {
  /** Pictures drawn from the pages' own content, by picture name (pic-{name}); filled as pages
   *  are built, drawn by server/demo-art/art-diagrams.ts. */
  readonly diagrams = new Map<string, SeedDiagram>();
  private readonly content: Pick<SeedContent, 'cases' | 'brands'>;

  constructor(content: Pick<SeedContent, 'cases' | 'brands'>) {
    this.content = content;
  }

  /** A customer logo; English ones carry the brand's English name as their alt text. */
  private logo(n: number, lang: Lang) {
    const brand = this.content.brands[n - 1];
    if (!brand)
      throw new Error(`Demo content: a page shows logo ${n}, but brands.json has ${this.content.brands.length} brands`);
    return lang === 'en'
      ? { icon: `/media/logo/${n}.svg?lang=en`, name: brand.en.short }
      : { icon: `/media/logo/${n}.svg` };
  }

  /** A case item; a page's own summary overrides the stock one where it tells the case from its own angle. */
  private caseItem(lang: Lang, ref: CaseRef, where: string): CaseItem {
    const { id, summary } = typeof ref === 'number' ? { id: ref, summary: undefined } : ref;
    const copy = this.content.cases[lang][id];
    if (!copy) throw new Error(`Demo content: ${where} shows case ${id}, which case-copy.json has no ${lang} copy of`);
    const link = lang === 'en' ? CTA.en.form : `/cases/${id}`;
    return {
      id,
      link,
      cover: `/media/cover/${id}.svg${inLang(lang)}`,
      tags: [...copy.tags],
      summary: summary ?? copy.summary,
      title: copy.title,
    };
  }

  /** A fixed-design page: meta, and the case list's cases block (three case items, a consult button: spec §2). */
  fixed(copy: FixedPageCopy, where: string): SeedPage {
    const c = copy.cases;
    const ext = c
      ? {
          pageConfig: {
            p8: {
              title: c.title,
              summary: c.summary,
              cases: c.items.map((r) => this.caseItem('zh', r, where)),
              button: c.button,
            },
          },
        }
      : {};
    return { route: copy.route, ...metaFields(copy.meta), ext };
  }

  /** Solution template (spec 'Solution page'): p1 hero … p8 cases block. */
  solution(copy: SolutionCopy, where: string): SeedPage {
    const cta = CTA[copy.lang];
    const text = JSON.stringify([
      copy.overview,
      copy.challenges,
      copy.architecture,
      copy.scenarios,
      copy.values,
      copy.featured,
    ]);
    const scenarios = copy.scenarios.rows.map(([icon, title]): DiagramItem => ({ title, icon }));
    this.diagrams.set(copy.architecture.pic, {
      kind: 'architecture',
      lang: copy.lang,
      apps: scenarios,
      ...architectureFacts(text, copy.lang),
    });
    // The featured case's window shows the customer's name and this solution's scenarios as its menu.
    const featuredPic =
      copy.lang === 'en' && !copy.featured.pic.endsWith('-en') ? `${copy.featured.pic}-en` : copy.featured.pic;
    const customer = copy.featured.title.split(/[：:]/)[0] ?? copy.featured.title;
    this.diagrams.set(featuredPic, {
      kind: 'screen',
      lang: copy.lang,
      title: customer,
      menu: scenarios.map((a) => a.title),
      active: 0,
    });
    const pageConfig: PageConfig = {
      p1: {
        titleParts: copy.hero.parts,
        highlight: copy.hero.highlight,
        subtitle: copy.hero.subtitle,
        bg: hero(copy.hero.bg),
        button: { text: cta.hero, link: cta.form },
      },
      ...(copy.overview ? { p2: { title: copy.overview.title, summary: copy.overview.summary } } : {}),
      p3: { title: copy.challenges.title, items: rows(copy.challenges.rows) },
      p4: {
        title: copy.architecture.title,
        summary: copy.architecture.summary,
        pic: pic(copy.architecture.pic, copy.lang),
      },
      p5: {
        title: copy.scenarios.title,
        summary: copy.scenarios.summary,
        items: rows(copy.scenarios.rows),
        button: { text: cta.solution, link: cta.form },
      },
      p6: { title: copy.values.title, items: rows(copy.values.rows) },
      p7: {
        title: copy.featured.title,
        summary: copy.featured.summary,
        points: copy.featured.points,
        logos: copy.featured.logos.map((n) => this.logo(n, copy.lang)),
        pic: pic(featuredPic, copy.lang),
        button: { text: cta.moreCases, link: copy.lang === 'en' ? cta.form : `/cases/${copy.featured.caseId}` },
      },
      p8: {
        title: copy.cases.title,
        cases: copy.cases.ids.map((id) => this.caseItem(copy.lang, id, where)),
        button: { text: cta.consult, link: cta.form },
      },
    };
    return {
      route: copy.route,
      ...metaFields(copy.meta),
      ext: { template: 'solution', pageConfig, ...(copy.practice ? { practice: copy.practice } : {}) },
    };
  }

  /** Configurable template (spec 'Configurable product, partner and marketing-automation page'). */
  config(copy: ConfigCopy, where: string): SeedPage {
    const lang = langOfPath(copy.route);
    const d = copy.showcase.diagram;
    this.diagrams.set(
      copy.showcase.pic,
      d.kind === 'workbench'
        ? {
            ...d,
            lang,
            todos: { title: d.todos.title, rows: d.todos.rows.map(diagramItem) },
            news: { title: d.news.title, rows: d.news.rows.map(diagramItem) },
          }
        : d.kind === 'hub'
          ? { kind: 'hub', lang, center: d.center, items: d.items.map((title) => ({ title })) }
          : {
              kind: d.kind,
              lang,
              items: d.items.map(diagramItem),
              ...(d.center ? { center: d.center } : {}),
            },
    );
    copy.tabs.items.forEach(([title, summary, name], i) => {
      const menu = copy.tabs.items.map(([t]) => t);
      this.diagrams.set(name, { kind: 'screen', lang, title, menu, active: i, summary });
    });
    const pageConfig: PageConfig = {
      p1: {
        title: copy.hero.title,
        ...(copy.hero.titleParts ? { titleParts: copy.hero.titleParts, highlight: copy.hero.highlight } : {}),
        subtitle: copy.hero.subtitle,
        bg: hero(copy.hero.bg),
        button: copy.hero.button,
        ...(copy.hero.secondaryButton ? { secondaryButton: copy.hero.secondaryButton } : {}),
      },
      p2: { title: copy.features.title, items: rows(copy.features.rows) },
      p3: { title: copy.showcase.title, summary: copy.showcase.summary, pic: pic(copy.showcase.pic, lang) },
      p4: {
        title: copy.tabs.title,
        items: copy.tabs.items.map(([title, summary, name]) => ({ title, summary, pic: pic(name, lang) })),
      },
      p5: { title: copy.cases.title, cases: copy.cases.items.map((r) => this.caseItem(lang, r, where)) },
      ...(copy.news
        ? {
            p6: {
              items: copy.news.map(([date, title, summary, art, link]) => ({
                date: `${date.replace(' ', 'T')}+08:00`,
                title,
                summary,
                pic: `/media/art/card-${art}.svg${inLang(lang)}`,
                link,
              })),
            },
          }
        : {}),
    };
    return {
      route: copy.route,
      ...(copy.site ? { site: copy.site } : {}),
      ...metaFields(copy.meta),
      ext: { template: 'config', pageConfig },
    };
  }
}
