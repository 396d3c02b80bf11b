// How loaders turn content-API failures into what the visitor sees (spec §8): a 404 page with
// the given message, /400 for a 400, /sorry for anything that broke upstream, and a browser's
// request that got no answer as it is (the route's error view tells the visitor they are offline).
import { data, redirect } from 'react-router';
import { isApiError } from '../api/errors.ts';

export const BAD_REQUEST_PATH = '/400';
export const SORRY_PATH = '/sorry';

export function notFound(message: string): never {
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/** Rethrows an API failure as the visitor's outcome; `notFoundMessage` is shown for a 404. */
function apiFailure(e: unknown, notFoundMessage?: string): never {
  if (isApiError(e)) {
    // No answer at all (the browser is offline): the route's error view says so; /sorry would
    // be one more page that cannot load.
    if (e.code === 'network_error') throw e;
    if (e.status === 404 && notFoundMessage) notFound(notFoundMessage);
    if (e.status === 400) throw redirect(BAD_REQUEST_PATH);
  }
  throw redirect(SORRY_PATH);
}

/** Runs an API call; a 404 becomes undefined (optional data), other failures as apiFailure. */
export async function optional<T>(p: Promise<T>): Promise<T | undefined> {
  try {
    return await p;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return undefined;
    apiFailure(e);
  }
}

/** Runs an API call whose failure ends the page (404 with the message, or /400, /sorry). */
export async function required<T>(p: Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await p;
  } catch (e) {
    apiFailure(e, notFoundMessage);
  }
}
