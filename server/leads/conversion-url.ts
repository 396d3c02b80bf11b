// The address a lead's conversion reports to Baidu. oCPC's logidUrl is "the current URL with the
// click id bd_vid added" (spec §7): the browser sends the address of the page the lead was sent
// from (page_url), and the server builds the logidUrl from it, so what reaches Baidu with the
// company's token is always an address of this site carrying exactly the lead's click, whatever a
// browser (or a bot) sent. Nothing about it refuses a lead: an address that will not do falls back
// to the site's own.
import { BD_VID_KEY } from '../../shared/forms/ad-click.ts';

const HTTP = /^https?:$/;

/**
 * `pageUrl` itself when it is an http(s) address of this site (`isOwnUrl`); else its path and query
 * on `siteBase` (the request environment's public base), or, when it has none to give (absent, as
 * from pages of releases that did not send it, unreadable, or not http(s)), the base's home page.
 * In each case with `bd_vid` set to `bdVid` (one, replacing any other) and no fragment, which never
 * reaches a server.
 */
export function conversionUrl(opts: {
  pageUrl: string | undefined;
  siteBase: string;
  bdVid: string;
  isOwnUrl: (url: URL) => boolean;
}): string {
  // Read against the base, so a path alone ("/form?x=1") is on this site too.
  const page = URL.parse(opts.pageUrl ?? '/', opts.siteBase);
  const own = page && HTTP.test(page.protocol) && opts.isOwnUrl(page);
  const url = own ? page : new URL('/', opts.siteBase);
  if (!own && page && HTTP.test(page.protocol)) {
    // Set as parts, not resolved as a reference: a path of "//elsewhere" stays a path on our host.
    url.pathname = page.pathname;
    url.search = page.search;
  }
  url.hash = '';
  url.searchParams.set(BD_VID_KEY, opts.bdVid);
  return url.toString();
}
