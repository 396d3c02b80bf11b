// The one pager (spec §9): previous, page numbers, next and a jumper. Every page is a real link
// (?page=N on the current path, other query parameters kept), so it works without JavaScript.
import { AppLink } from '../app/app-link.tsx';
import type { Lang } from '../app/payload.ts';

export interface PagerProps {
  path: string;
  page: number;
  total: number;
  pageSize: number;
  /** Extra query parameters kept on every page link. */
  query?: Record<string, string | number>;
  /** Builds the href of page n; defaults to `${path}?page=n`. */
  hrefFor?: (page: number) => string;
  lang?: Lang;
  label?: string;
}

const COPY = {
  zh: { prev: '上一页', next: '下一页', goto: '前往', page: '页', total: (n: number) => `共 ${n} 条`, label: '分页' },
  en: { prev: 'Previous', next: 'Next', goto: 'Go to', page: 'page', total: (n: number) => `${n} items`, label: 'Pagination' },
};

/** The page numbers to show: first, last, and a window around the current page, with gaps. */
export function pageWindow(page: number, pages: number, span = 2): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= span) out.push(n);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

export function Pager({ path, page, total, pageSize, query = {}, hrefFor, lang = 'zh', label }: PagerProps) {
  const copy = COPY[lang];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href =
    hrefFor ??
    ((n: number) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      if (n > 1) params.set('page', String(n));
      const qs = params.toString();
      return qs ? `${path}?${qs}` : path;
    });
  if (total <= pageSize && page <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? copy.label}>
      <span className="pager__total">{copy.total(total)}</span>
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
                <AppLink className="pager__page" to={href(n)}>
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
      <form className="pager__jumper" method="get" action={path}>
        {Object.entries(query).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={String(v)} />
        ))}
        <label>
          {copy.goto}
          <input type="number" name="page" min={1} max={pages} defaultValue={page} inputMode="numeric" />
          {copy.page}
        </label>
      </form>
    </nav>
  );
}
