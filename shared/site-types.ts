// The audience of a request, as every part of the site names it: the server decides these once per
// request (server/request-context.ts), and the apps, loaders, copy and SEO modules read them. A leaf:
// this module imports nothing, so anything may import it without closing a circle.

/** The site's two languages: Chinese, and English under /en. */
export type Lang = 'zh' | 'en';

/** The app a request gets: the desktop app, or the phone app. */
export type Device = 'desktop' | 'mobile';

/** The host a request came in on: the general site, or the WeCom (wx.) or marketing-automation (yx.) one. */
export type HostType = 'general' | 'wx' | 'yx';
