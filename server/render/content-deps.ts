// Which content-API answers a page render used, so a cached page can be dropped when one of them
// changes. A transport wrapper records each request's key into the render's own set
// (AsyncLocalStorage keeps concurrent renders apart).
import { AsyncLocalStorage } from 'node:async_hooks';
import { requestKey, type Transport } from '../../shared/api/transport.ts';

const current = new AsyncLocalStorage<Set<string>>();

export function withContentDeps<T>(deps: Set<string>, fn: () => T): T {
  return current.run(deps, fn);
}

export function trackingTransport(inner: Transport): Transport {
  return (req) => {
    if (req.method === 'GET') current.getStore()?.add(requestKey(req));
    return inner(req);
  };
}
