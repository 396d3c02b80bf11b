// Error views of the desktop app: a page's error keeps the header and footer around it; an error
// of the root (menus or config unavailable) shows the bare error view.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../../shared/components/error-view.tsx';
import { useReportNavigationFailure } from './loading-bar.tsx';

function statusOf(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : undefined };
  }
  return { status: 500 };
}

export function RouteError() {
  const error = useRouteError();
  const reportFailure = useReportNavigationFailure();
  useEffect(() => reportFailure(), [reportFailure]);
  return (
    <main className="page page--error" id="main">
      <ErrorView {...statusOf(error)} />
    </main>
  );
}

export function RootError() {
  return (
    <main className="page page--error" id="main">
      <ErrorView {...statusOf(useRouteError())} />
    </main>
  );
}
