// Render threads: React renders a page on one core, so a server process renders on one core
// unless the renders move off its main thread. The main thread keeps HTTP, the loaders and the
// content caches; a pool of worker threads (RENDER_THREADS) renders the documents and sends
// them back. Each thread renders at most a couple of pages at a time (the rest wait here, in
// order), so its memory does not grow with the traffic. A thread that dies fails only its own
// renders (the visitors get the fallback page) and is replaced.
// Kept instead of piscina: in turns against the same server on piscina 5 (every atomics mode, one
// to four tasks per thread), this pool served more pages at a fraction of the tail latency
// (docs/performance.md); and piscina ends a thread to abort a running task, where this pool only
// drops renders still waiting.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RenderJob } from './render-document.tsx';
import { errorFromInfo, type FromRenderThread, type ToRenderThread } from './render-messages.ts';

/** Renders a job's document; a render still waiting for a thread is dropped when `signal` aborts. */
export type Renderer = (job: RenderJob, signal?: AbortSignal) => Promise<Uint8Array>;

interface Render {
  id: number;
  job: RenderJob;
  resolve(html: Uint8Array): void;
  reject(err: unknown): void;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Render>;
  /** It has loaded the renderer (its 'ready' message). */
  started: boolean;
}

/** Renders one thread works on at once: one rendering while the next one's data is read. */
export const RENDERS_PER_THREAD = 2;

export class RenderPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Render[] = [];
  private nextId = 1;
  private closing = false;
  private readonly script: string;
  private readonly logger: Logger;
  private allStarted!: () => void;
  /** Resolves once every thread has loaded the renderer (a thread that died first, once its
   *  replacement has): a server listens only then, so its first pages do not wait for a thread
   *  still loading React on a busy machine. Renders asked before simply wait. */
  readonly ready: Promise<void>;

  constructor(script: string, size: number, logger: Logger) {
    this.script = script;
    this.logger = logger;
    this.ready = new Promise((resolve) => (this.allStarted = resolve));
    for (let i = 0; i < size; i++) this.threads.push(this.spawn());
  }

  get size(): number {
    return this.threads.length;
  }

  /** Renders on the thread with the fewest renders in flight, or queues the render. A render
   *  already on a thread runs to its end (a few milliseconds); its result is then ignored. */
  readonly render: Renderer = (job, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const render: Render = { id: this.nextId++, job, resolve, reject };
      this.waiting.push(render);
      signal?.addEventListener(
        'abort',
        () => {
          const queued = this.waiting.indexOf(render);
          if (queued >= 0) this.waiting.splice(queued, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      this.dispatch();
    });

  /** Hands waiting renders to threads with room. */
  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      if (thread.jobs.size >= RENDERS_PER_THREAD) return;
      const render = this.waiting.shift()!;
      thread.jobs.set(render.id, render);
      thread.worker.postMessage({ id: render.id, job: render.job } satisfies ToRenderThread);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private spawn(): Thread {
    // Heap limits, measured: left alone, each thread's heap grew by hundreds of MB under load
    // while about 15 MB of it is live; a bounded old generation makes V8 collect what gets
    // promoted instead. With at most RENDERS_PER_THREAD renders in a thread, 64 MB holds (no
    // thread ran out of memory under 96 connections of the heaviest pages); before that bound,
    // it did not. A 16 MB young generation used less CPU per render than 8, 48 or 96 MB.
    const thread: Thread = {
      worker: new Worker(this.script, { resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 } }),
      jobs: new Map(),
      started: false,
    };
    thread.worker.on('message', (message: FromRenderThread) => this.receive(thread, message));
    thread.worker.on('error', (err) => this.logger.error({ err }, 'render thread failed'));
    thread.worker.on('exit', (code) => {
      for (const render of thread.jobs.values()) render.reject(new Error(`render thread exited with code ${code}`));
      thread.jobs.clear();
      if (this.closing) {
        for (const render of this.waiting.splice(0)) render.reject(new Error('render threads closed'));
        return;
      }
      this.logger.warn({ code }, 'render thread exited; starting a new one');
      this.threads[this.threads.indexOf(thread)] = this.spawn();
      this.dispatch();
    });
    return thread;
  }

  private receive(thread: Thread, message: FromRenderThread): void {
    if (message.type === 'ready') {
      thread.started = true;
      // Idle render threads must not keep the process alive on their own (one still loading
      // does: the server waits for it before it listens).
      thread.worker.unref();
      if (this.threads.every((t) => t.started)) this.allStarted();
      return;
    }
    const render = thread.jobs.get(message.id);
    if (!render) return;
    thread.jobs.delete(message.id);
    if (message.type === 'done') render.resolve(message.html);
    else render.reject(errorFromInfo(message.error));
    this.dispatch();
  }
}
