// The desktop app's view of a client navigation that could not load its page: the connection is
// gone, or the page's code is (spec: a deploy replaced it). The phone app navigates with full page
// loads and never shows it.
import { useSiteData } from '../../shared/app/site-data.tsx';
import { PageHead } from '../../shared/components/page-head.tsx';
import { LOAD_FAILURE } from '../../shared/copy/desktop/frame.ts';

/**
 * A page that could not be had in this client navigation: the connection is gone, or its code
 * is (a deploy replaced it, and the one reload the chunk guard allows has happened). Offline,
 * it waits for the connection; otherwise its retry link loads `href` as a whole new document.
 */
export function LoadFailureView({ reason, href }: { reason: 'offline' | 'missing'; href: string }) {
  const { lang } = useSiteData();
  const copy = LOAD_FAILURE[lang];
  return (
    <section className="error-view" aria-labelledby="error-title" data-reason={reason}>
      <PageHead title={copy[reason].title} />
      <h1 id="error-title" className="error-view__title">
        {copy[reason].title}
      </h1>
      <p className="error-view__detail">{copy[reason].detail}</p>
      {reason === 'offline' ? null : (
        // A whole new document: the client router would only try the same missing files again.
        <a className="btn btn--primary" href={href} data-full-load="">
          {copy.retry}
        </a>
      )}
    </section>
  );
}
