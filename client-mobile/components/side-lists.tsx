// The lists under an article or case on a phone: hot picks (numbered) and hot tags.
import type { HotNewsItem, Tag } from '../../shared/api/types.ts';
import { MSection } from './m-section.tsx';

export function HotPicks({ title, items, id }: { title: string; items: HotNewsItem[]; id: string }) {
  if (!items.length) return null;
  return (
    <MSection id={id} title={title} className="m-hot">
      <ol className="m-hot__list">
        {items.map((n, i) => (
          <li key={n.url} className="m-hot__item">
            <span className={`m-hot__rank${i < 3 ? ' is-top' : ''}`} aria-hidden="true">
              {i + 1}
            </span>
            <a href={n.url}>{n.title}</a>
          </li>
        ))}
      </ol>
    </MSection>
  );
}

export function HotTags({ title, tags, id }: { title: string; tags: Tag[]; id: string }) {
  if (!tags.length) return null;
  return (
    <MSection id={id} title={title} tone="soft" className="m-hot-tags">
      <p className="tag-list">
        {tags.map((t) => (
          <a key={t.slug} className="tag-chip" href={`/tags/${t.slug}`}>
            {t.name}
          </a>
        ))}
      </p>
    </MSection>
  );
}
