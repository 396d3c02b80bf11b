// A render thread: renders the jobs the pool sends (render-pool.ts) and sends each document back
// in one message, its bytes transferred rather than copied.
import { flushCompileCache } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { renderDocument } from './render-document.tsx';
import { errorInfo, type FromRenderThread, type ToRenderThread } from './render-messages.ts';

const port = parentPort!;

port.on('message', ({ id, job }: ToRenderThread) => {
  renderDocument(job).then(
    (html) => port.postMessage({ id, type: 'done', html } satisfies FromRenderThread, [html.buffer as ArrayBuffer]),
    (err: unknown) => port.postMessage({ id, type: 'fail', error: errorInfo(err) } satisfies FromRenderThread),
  );
});
// The renderer is loaded: the pool may count this thread as started (RenderPool.ready), and
// what was compiled for it is kept for the next thread (with NODE_COMPILE_CACHE; index.ts).
port.postMessage({ type: 'ready' } satisfies FromRenderThread);
flushCompileCache();
