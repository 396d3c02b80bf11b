// The one mapping from whatever a route threw to what the visitor sees: the server puts it in the
// hydration data (a loader's error, or a component's that threw while the page rendered), the
// desktop's error boundaries apply it to the errors of client navigations, and both apps' error
// views read its result (pageErrorOf). Nothing of a thrown Error's message or stack reaches the
// browser.
import { isRouteErrorResponse } from 'react-router';
import type { SerializedRouteError } from './payload.ts';

/** A route error response (a loader's thrown data(), as notFound's 404, or react-router's own)
 *  keeps its status and text; anything else is a 500. */
export function routeErrorOf(error: unknown): SerializedRouteError {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      statusText: error.statusText,
      data: typeof error.data === 'string' ? error.data : error.statusText,
    };
  }
  return { status: 500, statusText: 'Internal Server Error', data: 'Error' };
}

/** The route errors of a render (by the id of the route whose boundary shows each), as hydration
 *  data carries them. */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, routeErrorOf(e)]));
}
