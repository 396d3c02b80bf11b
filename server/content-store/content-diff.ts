// What seeding the store anew changed, for the person who edited content/ (npm run
// content:reload prints it): the store is read before and after, inside the seeding transaction,
// and compared item by item (articles, pages, documents, tags, site settings).
import type { DatabaseSync } from 'node:sqlite';

/** An article as the summary names it: its address and title. */
interface ArticleRef {
  url: string;
  title: string;
}

/** Items of one kind that appeared, changed and disappeared. */
interface ItemChanges<T> {
  added: T[];
  changed: T[];
  removed: T[];
}

export interface ContentChanges {
  articles: ItemChanges<ArticleRef>;
  /** Articles whose own words stayed but whose related lists (recommendations, hot news, hot
   *  tags) changed with another article. */
  relatedOnly: number;
  /** Pages by route, with their site when it is not the main one: "/solution/hr", "/ (en)". */
  pages: ItemChanges<string>;
  /** Documents as lang/name: "zh/privacy". */
  documents: ItemChanges<string>;
  /** Whether the tag list (names, slugs or order) changed. */
  tags: boolean;
  /** Site settings (menus, config, comments, default hot lists...) that changed, by key. */
  settings: string[];
}

interface StoredArticle extends ArticleRef {
  /** The article's own fields, as stored. */
  own: string;
  /** Its lists drawn from other articles. */
  related: string;
}

interface StoreSnapshot {
  articles: Map<number, StoredArticle>;
  pages: Map<string, string>;
  documents: Map<string, string>;
  tags: string;
  settings: Map<string, string>;
}

/** Fields of an article's detail drawn from other articles. */
const RELATED_FIELDS = ['recommends', 'hot_news', 'hot_tags'];

/** The store's content, as compareStores compares it. */
export function snapshotStore(db: DatabaseSync): StoreSnapshot {
  const articles = new Map<number, StoredArticle>();
  for (const row of db.prepare('SELECT id, detail FROM articles').all() as { id: number; detail: string }[]) {
    const detail = JSON.parse(row.detail) as Record<string, unknown> & ArticleRef;
    const related = RELATED_FIELDS.map((field) => detail[field]);
    for (const field of RELATED_FIELDS) delete detail[field];
    articles.set(row.id, {
      url: detail.url,
      title: detail.title,
      own: JSON.stringify(detail),
      related: JSON.stringify(related),
    });
  }
  const pages = db.prepare('SELECT route, site, detail FROM pages').all() as {
    route: string;
    site: string;
    detail: string;
  }[];
  const documents = db.prepare('SELECT name, lang, title, description, body FROM documents').all() as {
    name: string;
    lang: string;
  }[];
  const tags = db.prepare('SELECT slug, name FROM tags ORDER BY position').all();
  const settings = db.prepare('SELECT key, value FROM kv').all() as { key: string; value: string }[];
  return {
    articles,
    pages: new Map(pages.map((p) => [p.site === 'defan' ? p.route : `${p.route} (${p.site})`, p.detail])),
    documents: new Map(documents.map((d) => [`${d.lang}/${d.name}`, JSON.stringify(d)])),
    tags: JSON.stringify(tags),
    settings: new Map(settings.map((s) => [s.key, s.value])),
  };
}

export function compareStores(before: StoreSnapshot, after: StoreSnapshot): ContentChanges {
  const articles = compareItems(before.articles, after.articles, (a) => a.own);
  const ref = (from: Map<number, StoredArticle>) => (id: number) => {
    const { url, title } = from.get(id)!;
    return { url, title };
  };
  let relatedOnly = 0;
  for (const [id, old] of before.articles) {
    const now = after.articles.get(id);
    if (now && now.own === old.own && now.related !== old.related) relatedOnly++;
  }
  const settings = compareItems(before.settings, after.settings);
  return {
    articles: {
      added: articles.added.map(ref(after.articles)),
      changed: articles.changed.map(ref(after.articles)),
      removed: articles.removed.map(ref(before.articles)),
    },
    relatedOnly,
    pages: compareItems(before.pages, after.pages),
    documents: compareItems(before.documents, after.documents),
    tags: before.tags !== after.tags,
    settings: [...settings.added, ...settings.changed, ...settings.removed].sort(),
  };
}

/** The keys of the items that appeared, changed (compared by `value`) and disappeared, in order. */
function compareItems<K, T>(
  before: Map<K, T>,
  after: Map<K, T>,
  value: (item: T) => unknown = (item) => item,
): ItemChanges<K> {
  const changes: ItemChanges<K> = { added: [], changed: [], removed: [] };
  for (const [key, item] of after) {
    const old = before.get(key);
    if (old === undefined) changes.added.push(key);
    else if (value(old) !== value(item)) changes.changed.push(key);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.removed.push(key);
  return changes;
}

/** The changes as lines for a person, each list cut at `max` items; none when nothing changed. */
export function describeChanges(changes: ContentChanges, max = 20): string[] {
  const list = (items: string[]) =>
    items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');
  const lines: string[] = [];
  const items = (what: string, all: ItemChanges<string>) => {
    for (const how of ['added', 'changed', 'removed'] as const)
      if (all[how].length) lines.push(`${what} ${how} (${all[how].length}): ${list(all[how])}`);
  };
  const { articles } = changes;
  items('articles', {
    added: articles.added.map((a) => `${a.url} ${a.title}`),
    changed: articles.changed.map((a) => `${a.url} ${a.title}`),
    removed: articles.removed.map((a) => `${a.url} ${a.title}`),
  });
  if (changes.relatedOnly)
    lines.push(`${changes.relatedOnly} other articles show the change in their recommendations or hot lists`);
  items('pages', changes.pages);
  items('documents', changes.documents);
  if (changes.tags) lines.push('the tag list changed');
  if (changes.settings.length) lines.push(`site settings changed: ${list(changes.settings)}`);
  return lines;
}
