// The one pager (spec §9): previous, page numbers, next and a jumper, plus a page-size choice
// when the page lets the size change. Every page and size is a real link (?page=N, ?size=N on
// the current path, other query parameters kept), so it works without JavaScript.
import type { FormEvent } from 'react';
import { AppLink } from '../app/app-link.tsx';
import type { Lang } from '../site-types.ts';
import { PAGER } from '../copy/pager.ts';

export interface PagerProps {
  path: string;
  page: number;
  total: number;
  pageSize: number;
  /** Extra query parameters kept on every page link. */
  query?: Record<string, string | number>;
  /** Builds the href of page n; defaults to `${path}?page=n`. */
  hrefFor?: (page: number) => string;
  /** Page sizes to offer (e.g. PAGER_SIZES); no size choice when absent. */
  sizes?: readonly number[];
  /** Builds the href of the first page at another size; defaults to `${path}?size=n`. */
  sizeHrefFor?: (size: number) => string;
  lang?: Lang;
  label?: string;
}

/** The page numbers to show: first, last, and a window around the current page, with gaps. */
export function pageWindow(page: number, pages: number, span = 2): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= span) out.push(n);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

function withQuery(path: string, query: Record<string, string | number>, extra: Record<string, number | null>): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  for (const [k, v] of Object.entries(extra)) {
    if (v === null) params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function Pager({
  path,
  page,
  total,
  pageSize,
  query = {},
  hrefFor,
  sizes,
  sizeHrefFor,
  lang = 'zh',
  label,
}: PagerProps) {
  const copy = PAGER[lang];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = hrefFor ?? ((n: number) => withQuery(path, query, { page: n > 1 ? n : null }));
  const sizeHref = sizeHrefFor ?? ((n: number) => withQuery(path, query, { page: null, size: n }));
  const canResize = Boolean(sizes?.length) && total > Math.min(...(sizes ?? [pageSize]));
  if (total <= pageSize && page <= 1 && !canResize) return null;

  // Pages with their own URL scheme (hrefFor) cannot be reached by a plain GET form, so the
  // jumper navigates itself there; on ?page= paths the form works without JavaScript too.
  const onJump = (e: FormEvent<HTMLFormElement>) => {
    if (!hrefFor) return;
    e.preventDefault();
    const raw = Number(new FormData(e.currentTarget).get('page'));
    if (Number.isInteger(raw) && raw >= 1 && raw <= pages) window.location.assign(href(raw));
  };

  return (
    <nav className="pager" aria-label={label ?? copy.label}>
      <span className="pager__total">{copy.total(total)}</span>
      {canResize ? (
        <span className="pager__sizes">
          <span className="pager__sizes-label">{copy.perPage}</span>
          <ul className="pager__size-list">
            {sizes!.map((n) => (
              <li key={n}>
                {n === pageSize ? (
                  <span className="pager__size is-current" aria-current="true">
                    {copy.size(n)}
                  </span>
                ) : (
                  <AppLink className="pager__size" to={sizeHref(n)}>
                    {copy.size(n)}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </span>
      ) : null}
      {page > 1 ? (
        <AppLink className="pager__step" to={href(page - 1)} rel="prev">
          {copy.prev}
        </AppLink>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          {copy.prev}
        </span>
      )}
      <ul className="pager__pages">
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="pager__page is-current" aria-current="page">
                  {n}
                </span>
              ) : (
                <AppLink className="pager__page" to={href(n)} aria-label={copy.pageLink(n)}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <AppLink className="pager__step" to={href(page + 1)} rel="next">
          {copy.next}
        </AppLink>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          {copy.next}
        </span>
      )}
      {pages > 1 ? (
        <form className="pager__jumper" method="get" action={path} onSubmit={onJump}>
          {Object.entries(query).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={String(v)} />
          ))}
          <label>
            {copy.goto}
            <input type="number" name="page" min={1} max={pages} defaultValue={page} inputMode="numeric" />
            {copy.page}
          </label>
          <button type="submit" className="pager__go">
            {copy.go}
          </button>
        </form>
      ) : null}
    </nav>
  );
}
