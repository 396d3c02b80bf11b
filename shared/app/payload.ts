// The hydration data: what the browser needs to pick up where the server left off. It travels in
// a <script type="application/json"> element, never in executable script, so the CSP stays strict.
import type { Analytics } from '../analytics/analytics-tags.ts';
import type { PostedForm } from '../forms/posted-form.ts';
import type { PageRouteId, RootData } from '../routes/route-table.ts';
import type { SiteInfo } from '../routes/router-context.ts';
import type { Device, Lang } from '../site-types.ts';

export interface Assets {
  /** The device's entry script. */
  js: string;
  /** Stylesheets. No module chunks are hinted (see server/pages/manifest.ts). */
  css: string[];
}

/** A route error as hydration data carries it (shared/app/route-error.ts makes it). */
export interface SerializedRouteError {
  status: number;
  statusText: string;
  /** The message a 404 shows (notFound's), else the status text or 'Error'. */
  data: string;
}

/** What an error view shows of a route error (shared/components/error-view.tsx). */
export interface PageError {
  status: number;
  message: string;
}

/** A route error (as route-error.ts maps it) as an error view shows it: a 404 shows its message. */
export function pageErrorOf(error: SerializedRouteError): PageError {
  return { status: error.status, message: error.data };
}

/** The third-party services ops configured, which the browser loads from our own bundle. */
export interface ThirdParty {
  analytics?: Analytics;
  /** The captcha provider's script (config CAPTCHA_SCRIPT_URL), loaded on demand. */
  captchaScriptUrl?: string;
}

interface PayloadBase {
  lang: Lang;
  assets: Assets;
  site: SiteInfo;
  /** Chosen once on the server (e.g. the mobile reading count), so both renders agree. */
  seed: number;
  /** Absent when none is configured. */
  thirdParty?: ThirdParty;
  /** A lead form posted without the page's script that the server could not take: the page
   *  answered to that POST shows it with the visitor's values (never on a cached page). */
  postedForm?: PostedForm;
}

/** One shape for both apps: the desktop app hydrates its router from loaderData and errors; the
 *  phone app renders the route's page from the same fields (pageParts). */
export interface Payload extends PayloadBase {
  device: Device;
  /** The route that rendered. */
  routeId: PageRouteId;
  /** By route id: the root's (menus, config) and the page's. */
  loaderData: Record<string, unknown>;
  /** By the id of the route whose error boundary shows them; null when the page rendered. */
  errors: Record<string, SerializedRouteError> | null;
  location: { pathname: string; search: string };
}

/** The phone app's view of a payload: the root data, the page's data and its error, if any. */
export function pageParts(payload: Payload): { root: RootData | null; data: unknown; error: PageError | null } {
  const first = payload.errors ? Object.values(payload.errors)[0] : undefined;
  return {
    root: (payload.loaderData.root ?? null) as RootData | null,
    data: payload.loaderData[payload.routeId] ?? null,
    error: first ? pageErrorOf(first) : null,
  };
}

export const PAYLOAD_ELEMENT_ID = 'site-data';

export function readPayload(doc: Document): { payload: Payload; json: string } {
  const json = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '';
  return { payload: JSON.parse(json) as Payload, json };
}
