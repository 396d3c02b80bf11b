// A render thread: renders the jobs the pool sends (render-pool.ts) and streams each document
// back in messages. What React writes in one turn of the event loop travels as one message.
import { parentPort } from 'node:worker_threads';
import { renderDocument, type RenderHandle, type RenderJob } from './render-document.tsx';
import type { ErrorInfo, FromRenderThread, ToRenderThread } from './render-messages.ts';

const port = parentPort!;
const running = new Map<number, RenderHandle>();

function post(message: FromRenderThread, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

function errorInfo(err: unknown): ErrorInfo {
  return err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { name: 'Error', message: String(err) };
}

function run(id: number, job: RenderJob): void {
  let start: { failed: boolean } | undefined;
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  // Sends what has accumulated: what React wrote in this turn of the event loop, with the start
  // and the end when they happened meanwhile.
  const flush = (end = false) => {
    scheduled = false;
    if (size === 0 && !start && !end) return;
    let data: Uint8Array | undefined;
    if (size > 0) {
      // A fresh buffer of its own, so it can be transferred (React's views share theirs).
      data = new Uint8Array(size);
      let offset = 0;
      for (const chunk of pending) {
        data.set(chunk, offset);
        offset += chunk.byteLength;
      }
    }
    post({ id, type: 'output', start, data, end }, data ? [data.buffer as ArrayBuffer] : []);
    start = undefined;
    pending = [];
    size = 0;
  };
  const later = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  running.set(
    id,
    renderDocument(job, {
      start(failed) {
        start = { failed };
        later();
      },
      write(chunk) {
        pending.push(chunk);
        size += chunk.byteLength;
        later();
      },
      end() {
        running.delete(id);
        flush(true);
      },
      fail(err) {
        running.delete(id);
        post({ id, type: 'fail', error: errorInfo(err) });
      },
      error: (err) => post({ id, type: 'error', error: errorInfo(err) }),
    }),
  );
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') run(message.id, message.job);
  else {
    running.get(message.id)?.abort();
    running.delete(message.id);
  }
});
