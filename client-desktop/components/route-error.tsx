// Error views of the desktop app: a page's error keeps the header and footer around it; an error
// of the root (menus or config unavailable) shows the bare error view. A client navigation that
// fails for want of a connection, or of the page's code, says so (LoadFailureView).
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { isApiError } from '../../shared/api/errors.ts';
import type { ChunkFailure } from '../../shared/app/chunk-reload.ts';
import { useOnline } from '../../shared/app/connection.ts';
import { pageErrorOf } from '../../shared/app/payload.ts';
import { routeErrorOf } from '../../shared/app/route-error.ts';
import { ErrorView } from '../../shared/components/error-view.tsx';
import { LoadFailureView } from './load-failure-view.tsx';
import { useReportNavigationFailure } from './loading-bar.tsx';

/** What the error view shows of a route's error (the one mapping, shared/app/route-error.ts). */
const viewOf = (error: unknown) => pageErrorOf(routeErrorOf(error));

/** A loader's request that got no answer at all (shared/api/fetch-transport.ts). */
const isNetworkError = (error: unknown) => isApiError(error) && error.code === 'network_error';

/** The failure of a navigation for want of the network or of the page's code. Offline, the page
 *  loads by itself once the connection is back, as the offline notice promises; online again
 *  (or never offline in the browser's view), it offers to reload. */
function LoadFailure({ failure }: { failure: ChunkFailure }) {
  const { pathname, search, hash } = useLocation();
  const online = useOnline();
  useEffect(() => {
    if (failure !== 'offline') return undefined;
    const resume = () => window.location.reload();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [failure]);
  return (
    <LoadFailureView
      reason={failure === 'offline' && !online ? 'offline' : 'missing'}
      href={pathname + search + hash}
    />
  );
}

export function RouteError() {
  const error = useRouteError();
  const reportFailure = useReportNavigationFailure();
  useEffect(() => reportFailure(), [reportFailure]);
  return (
    <main className="page page--error" id="main">
      {isNetworkError(error) ? <LoadFailure failure="offline" /> : <ErrorView {...viewOf(error)} />}
    </main>
  );
}

/** The route component of a page whose chunk could not load (shared/app/chunk-reload.ts). It
 *  stays the route's component in this document: a missing chunk will not come back, and an
 *  offline one is had by a full load once online. */
export function chunkFailurePage(failure: ChunkFailure) {
  return function ChunkFailurePage() {
    const reportFailure = useReportNavigationFailure();
    useEffect(() => reportFailure(), [reportFailure]);
    return (
      <main className="page page--error" id="main">
        <LoadFailure failure={failure} />
      </main>
    );
  };
}

export function RootError() {
  return (
    <main className="page page--error" id="main">
      <ErrorView {...viewOf(useRouteError())} />
    </main>
  );
}
