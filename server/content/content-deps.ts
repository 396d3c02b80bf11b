// Which content-API answers a page render used, so a cached page can be dropped when one of them
// changes, and which of its calls failed, so a page that ends on an error page can say why. A
// transport wrapper records each request into the render's own record (AsyncLocalStorage keeps
// concurrent renders apart).
import { AsyncLocalStorage } from 'node:async_hooks';
import { requestKey, type Transport } from '../../shared/api/transport.ts';

export interface ContentRecord {
  /** Request keys of the GET answers the render read. */
  deps: Set<string>;
  /** Calls that failed, with the status the content source answered (0: no answer). */
  failures: { request: string; status: number; message: string }[];
}

const current = new AsyncLocalStorage<ContentRecord>();

export function withContentRecord<T>(record: ContentRecord, fn: () => T): T {
  return current.run(record, fn);
}

export function trackingTransport(inner: Transport): Transport {
  return (req) => {
    const record = current.getStore();
    if (!record) return inner(req);
    const key = requestKey(req);
    if (req.method === 'GET') record.deps.add(key);
    return inner(req).catch((e: unknown) => {
      const err = e as { status?: number; message?: string };
      if (record.failures.length < 10) record.failures.push({ request: key, status: err.status ?? 0, message: String(err.message ?? e).slice(0, 200) });
      throw e;
    });
  };
}
