// Route errors as the visitor sees them (status and message) and as hydration data carries them.
// Nothing of a thrown Error's message or stack reaches the browser.
import { isRouteErrorResponse } from 'react-router';
import type { PageError, SerializedRouteError } from '../../shared/app/payload.ts';

function pageErrorOf(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : error.statusText };
  }
  return { status: 500, message: 'Error' };
}

export function serializeRouteErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, e] of Object.entries(errors)) {
    const { status, message } = pageErrorOf(e);
    out[id] = { status, statusText: isRouteErrorResponse(e) ? e.statusText : 'Internal Server Error', data: message };
  }
  return out;
}
