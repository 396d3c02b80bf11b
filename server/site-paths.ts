// Which requests are pages: a GET or HEAD of any address but the site's own other paths (the
// content API, files, internal endpoints, the staff inbox). The fast path answers these with the
// page service, and an error answers them with HTML unless the client asks for JSON
// (http-errors.ts).

/** Paths the app's own routes answer (matched as Express matches them: any case, with or without
 *  a trailing slash; /admin as a prefix), which are never pages. */
const NOT_A_PAGE =
  /^\/(api|assets|brand|media|ds_projects|ocpcapi)(\/|$)|^\/admin|^\/(healthz|readyz|robots\.txt|sitemap[\w-]*\.xml|favicon\.(svg|ico)|apple-touch-icon(-precomposed)?\.png|(en\/)?manifest\.webmanifest|_img|_revalidate)\/?$/i;

/** Whether a request (its method, and its path without the query) asks for a page. */
export function isPageRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_A_PAGE.test(path);
}
