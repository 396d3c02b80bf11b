// Loads the demo content from content/ (see content/README.md for its layout), checked against
// the schemas, in a fixed order. Read once per process: the store seeds from it at start, and the
// media generator draws logos and diagrams from it; read again when the store is seeded anew
// while the site runs (npm run content:reload, content-watch.ts).
import { schemas } from '../../../shared/api/schemas.ts';
import { CATEGORY, type CategoryId } from '../../../shared/api/types.ts';
import { check, ContentFiles } from './content-files.ts';
import * as S from './content-schemas.ts';
import type { SeedArticle, SeedContent, SeedSite } from './seed-types.ts';

/** Article folders under content/articles/ and the category of their articles. */
const ARTICLE_FOLDERS: Record<string, CategoryId> = {
  news: CATEGORY.news,
  cases: CATEGORY.cases,
  market: CATEGORY.market,
  interviews: CATEGORY.interviews,
  'complex-scene': CATEGORY.complexScene,
  partner: CATEGORY.partner,
};

/** The index file that lists the articles of a category, as messages name it. */
export function articleIndexFile(category: CategoryId): string {
  const folder = Object.keys(ARTICLE_FOLDERS).find((f) => ARTICLE_FOLDERS[f] === category);
  return `content/articles/${folder}/index.json`;
}

/** An article body or a document: Markdown (raw HTML for articles), without the file's closing newline. */
const body = (files: ContentFiles, rel: string) => files.text(rel).trim();

function loadArticles(files: ContentFiles): SeedArticle[] {
  return Object.entries(ARTICLE_FOLDERS).flatMap(([folder, category]) =>
    files.json(`articles/${folder}/index.json`, S.articleEntry.array()).map((a) => ({
      ...a,
      category,
      content: body(files, `articles/${folder}/${a.id}.md`),
    })),
  );
}

function loadSite(files: ContentFiles): SeedSite {
  const documents = files.json('documents/index.json', S.documentIndex).map((d) => ({
    ...d,
    body: body(files, `documents/${d.lang}/${d.name}.md`),
  }));
  // The vendor schemas are typed loosely (by answer shape); they satisfy the types named here.
  return {
    menus: files.json('site/menus.json', schemas.menus) as SeedSite['menus'],
    config: siteConfig(files),
    comments: files.json('site/comments.json', schemas.comments) as SeedSite['comments'],
    defaultHotNews: files.json('site/hot-news.json', schemas.hotNews) as SeedSite['defaultHotNews'],
    defaultHotTags: files.json('site/hot-tags.json', S.slugList),
    documents,
  };
}

/** The vendor's config schema checks the file; the logo lists it lacks are added by seeding. */
function siteConfig(files: ContentFiles): SeedSite['config'] {
  const config = files.json('site/config.json', S.siteConfig);
  check(schemas.projectConfig, { ...config, brandWall: [], trialLogos: [], honours: [] }, 'content/site/config.json');
  return config as SeedSite['config'];
}

export function readContent(files = new ContentFiles()): SeedContent {
  const pagesOf = <T extends S.SolutionCopy | S.ConfigCopy>(
    dir: string,
    schema: typeof S.solutionCopy | typeof S.configCopy,
  ) =>
    files
      .list(`pages/${dir}`)
      .filter((rel) => rel.endsWith('.json'))
      .map((rel) => ({ file: files.name(rel), copy: files.json(rel, schema) as T }));
  const content: SeedContent = {
    articles: loadArticles(files),
    tags: files.json('tags.json', S.tagList),
    brands: files.json('brands.json', S.brand.array()),
    cases: files.json('case-copy.json', S.caseCopy),
    site: loadSite(files),
    fixedPages: files.json('pages/fixed.json', S.fixedPages),
    solutions: pagesOf<S.SolutionCopy>('solutions', S.solutionCopy),
    configPages: pagesOf<S.ConfigCopy>('config', S.configCopy),
    fingerprint: files.fingerprint(),
  };
  check(S.uniqueIds, content.articles, 'content/articles/*/index.json');
  return content;
}

let folder: ContentFiles | undefined;
let loaded: SeedContent | undefined;

/** Where this process reads its content: `dir` (CONTENT_DIR), or content/ beside package.json
 *  when it is undefined. Called once at start, before the first read; returns the folder. */
export function useContentDir(dir: string | undefined): string {
  folder = new ContentFiles(dir);
  loaded = undefined;
  return folder.dir;
}

/** The content of this process's content folder, read on first use. */
export function loadContent(): SeedContent {
  loaded ??= readContent((folder ??= new ContentFiles()));
  return loaded;
}

/** The fingerprint of this process's content folder (names and bytes of its files), without
 *  reading and checking the content: what a start needs when the store already holds it. */
export function contentFingerprint(): string {
  return loaded?.fingerprint ?? (folder ??= new ContentFiles()).fingerprint();
}

/** Reads the content folder again, after the store was seeded from it anew; when it cannot be
 *  read (a file broken since), the content read before stays and the error is thrown. */
export function reloadContent(): SeedContent {
  loaded = readContent((folder ??= new ContentFiles()));
  return loaded;
}
