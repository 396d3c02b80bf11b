// The news of one keyword on the desktop: the shared page with the breadcrumb and a sidebar
// that browses the keyword index letter by letter (the article frame's accordion list).
import type { PageProps } from '../../shared/app/page-types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { TAG_ROW_MORE_AT } from '../../shared/constants.ts';
import { TagPage } from '../../shared/pages/tag-page.tsx';
import { tagIndexHref } from '../../shared/routes/tag-links.ts';
import { AccordionList } from '../components/content/accordion-list.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { KEYWORD_BROWSE as C, KEYWORD_PAGE } from '../../shared/copy/keyword-page.ts';

export default function DesktopTagPage(props: PageProps<'tag'>) {
  const { tag, groups } = props.data;
  const own = groups.find((g) => g.top_n_tags.some((t) => t.slug === tag.slug))?.name ?? tag.index_group;
  const aside = (
    <aside className="article-sidebar" aria-label={KEYWORD_PAGE.lettersTitle}>
      <section className="sidebar-card" aria-labelledby="tag-browse-title">
        <h2 id="tag-browse-title" className="sidebar-card__title">
          {C.title}
        </h2>
        <AccordionList
          initialOpen={own}
          entries={groups.map((g) => ({
            key: g.name,
            title: C.group(g.name),
            meta: C.count(g.count),
            content: (
              <>
                <p className="tag-list">
                  {g.top_n_tags.map((t) => (
                    <AppLink
                      key={t.slug}
                      className={`tag-chip${t.slug === tag.slug ? ' is-current' : ''}`}
                      to={`/tags/${t.slug}`}
                    >
                      {t.name}
                    </AppLink>
                  ))}
                </p>
                {g.count >= TAG_ROW_MORE_AT ? (
                  <AppLink className="sidebar-card__more" to={tagIndexHref(g.name)}>
                    {C.all(g.count)}
                  </AppLink>
                ) : null}
              </>
            ),
          }))}
        />
      </section>
    </aside>
  );
  return (
    <TagPage
      {...props}
      breadcrumb={
        <Breadcrumb navs={[{ name: CRUMB.home, link: '/' }, { name: CRUMB.tags, link: '/tags' }, { name: tag.name }]} />
      }
      aside={aside}
    />
  );
}
