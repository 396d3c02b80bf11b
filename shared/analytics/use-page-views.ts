// Page views for an app that navigates on the client: the component its router renders on every
// page calls this with the router's location; ./analytics.ts decides what counts and reports it.
// Kept apart from ./analytics.ts, which the document imports on every page.
import { useEffect } from 'react';
import { trackPageView } from './analytics.ts';

/** Reports each page the router shows (the first one too: trackPageView tells it apart). */
export function usePageViews(pathname: string, search: string): void {
  const path = pathname + search;
  useEffect(() => trackPageView(path), [path]);
}
