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
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (size === 0) return;
    // A fresh buffer of its own, so it can be transferred (React's views share theirs).
    const data = new Uint8Array(size);
    let offset = 0;
    for (const chunk of pending) {
      data.set(chunk, offset);
      offset += chunk.byteLength;
    }
    pending = [];
    size = 0;
    post({ id, type: 'chunk', data }, [data.buffer]);
  };
  running.set(
    id,
    renderDocument(job, {
      start: (failed) => post({ id, type: 'start', failed }),
      write(chunk) {
        pending.push(chunk);
        size += chunk.byteLength;
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      },
      end() {
        flush();
        running.delete(id);
        post({ id, type: 'end' });
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
