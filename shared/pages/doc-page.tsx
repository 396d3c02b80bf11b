// A markdown document (/doc/md_{name}, /en/doc/md_{name}): title, last update and the HTML the
// server rendered from the markdown and sanitized, in the page's language.
import type { PageProps } from '../app/page-types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { PageHead } from '../components/page-head.tsx';
import { formatDate } from '../format/date.ts';
import { DOC_PAGE } from '../copy/doc-page.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page shows the title itself; the document's own leading '# Title' arrives as bare text
 * (the sanitizer does not allow h1), so it is dropped instead of being shown twice.
 */
function withoutLeadingTitle(html: string, title: string): string {
  const lead = escapeHtml(title);
  const trimmed = html.trimStart();
  if (!title || !trimmed.startsWith(lead)) return html;
  const rest = trimmed.slice(lead.length);
  return /^\s*(<|$)/.test(rest) ? rest.trimStart() : html;
}

export function DocPage({ data }: Pick<PageProps<'doc'>, 'data'>) {
  const { lang } = useSiteData();
  const copy = DOC_PAGE[lang];
  const { doc } = data;
  const updated = formatDate(doc.updated_at, 'yyyy-MM-dd');
  return (
    <main id="main" className={`page doc-page doc-page--${lang}`}>
      <PageHead title={`${doc.title} - ${copy.site}`} description={doc.description} />
      <header className="doc-page__header">
        <div className="container doc-page__container">
          <h1 className="doc-page__title">{doc.title}</h1>
          {doc.description ? <p className="doc-page__description">{doc.description}</p> : null}
          {updated ? (
            <p className="doc-page__updated">
              {copy.updated}
              <time dateTime={doc.updated_at}>{updated}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="container doc-page__container doc-page__body">
        <article
          className="rich-text doc-page__content"
          dangerouslySetInnerHTML={{ __html: withoutLeadingTitle(doc.html, doc.title) }}
        />
      </div>
    </main>
  );
}
