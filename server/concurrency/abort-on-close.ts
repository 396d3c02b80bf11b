// The visitor's going as an AbortSignal: what the page service, /_img and the plain-form post give
// the work they start for one request, so that work nobody waits for any more can stop.
import type { ServerResponse } from 'node:http';

/** A signal that aborts when the visitor goes before the answer is complete (an aborted signal
 *  costs an exception object, so only then). */
export function abortOnClose(res: ServerResponse): AbortSignal {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  return abort.signal;
}
