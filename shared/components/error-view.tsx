// What a visitor sees when a page cannot be shown: the status, what went wrong in the page's
// language, and a way back home.
import { useSiteData } from '../app/site-data.tsx';
import { chromeCopy } from '../copy/chrome.ts';
import { ERROR_DETAIL as DETAIL, ERROR_STATUS_TEXT as STATUS_TEXT } from '../copy/errors.ts';
import { AppLink } from '../app/app-link.tsx';
import { PageHead } from './page-head.tsx';

export function ErrorView({ status, message }: { status: number; message?: string }) {
  const { lang } = useSiteData();
  const copy = chromeCopy(lang);
  const title = STATUS_TEXT[lang][status] ?? (status >= 500 ? STATUS_TEXT[lang][500]! : copy.errorTitle);
  // 404s carry their own message (文章不存在, 页面不存在); other statuses explain themselves.
  const detail = status === 404 ? message : (DETAIL[lang][status] ?? DETAIL[lang][500]);
  return (
    <section className="error-view" aria-labelledby="error-title">
      <PageHead title={`${status} ${title}`} />
      <p className="error-view__status">{status}</p>
      <h1 id="error-title" className="error-view__title">
        {title}
      </h1>
      {/* The Chinese 404 leads in Chinese (issue 39); the spec's English message follows, smaller. */}
      {status === 404 && lang === 'zh' ? (
        <p className="error-view__subtitle" lang="en">
          {copy.notFound}
        </p>
      ) : null}
      {detail ? <p className="error-view__detail">{detail}</p> : null}
      <AppLink className="btn btn--primary" to={lang === 'en' ? '/en' : '/'}>
        {copy.backHome}
      </AppLink>
    </section>
  );
}
