// Render threads: React renders a page on one core, so a server process renders on one core
// unless the renders move off its main thread. The main thread keeps HTTP, the loaders and the
// content caches; a pool of worker threads (RENDER_THREADS) renders the documents and streams
// them back. A thread that dies fails only its own renders (the visitors get the fallback page)
// and is replaced.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RenderHandle, RenderJob, RenderSink } from './render-document.tsx';
import { errorFromInfo, type FromRenderThread, type ToRenderThread } from './render-messages.ts';

export type Renderer = (job: RenderJob, sink: RenderSink) => RenderHandle;

interface Thread {
  worker: Worker;
  jobs: Map<number, RenderSink>;
}

export class RenderPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closing = false;
  private readonly script: string;
  private readonly logger: Logger;

  constructor(script: string, size: number, logger: Logger) {
    this.script = script;
    this.logger = logger;
    for (let i = 0; i < size; i++) this.threads.push(this.spawn());
  }

  get size(): number {
    return this.threads.length;
  }

  /** Renders on the thread with the fewest renders in flight. */
  readonly render: Renderer = (job, sink) => {
    const thread = this.threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
    const id = this.nextId++;
    thread.jobs.set(id, sink);
    this.send(thread, { type: 'render', id, job });
    return {
      abort: () => {
        if (thread.jobs.delete(id)) this.send(thread, { type: 'abort', id });
      },
    };
  };

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private send(thread: Thread, message: ToRenderThread): void {
    thread.worker.postMessage(message);
  }

  private spawn(): Thread {
    // Heap limits, measured: left alone, each thread's heap grew by hundreds of MB under load
    // while about 15 MB of it is live; a bounded old generation makes V8 collect what gets
    // promoted instead (64 MB was too little: threads ran out of memory under load; 112 MB
    // keeps RSS within about 15 % over a minute of load). A 16 MB young generation used less CPU
    // per render than 8, 48 or 96 MB.
    const thread: Thread = {
      worker: new Worker(this.script, { resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 112 } }),
      jobs: new Map(),
    };
    thread.worker.on('message', (message: FromRenderThread) => this.receive(thread, message));
    thread.worker.on('error', (err) => this.logger.error({ err }, 'render thread failed'));
    thread.worker.on('exit', (code) => {
      for (const sink of thread.jobs.values()) sink.fail(new Error(`render thread exited with code ${code}`));
      thread.jobs.clear();
      if (this.closing) return;
      this.logger.warn({ code }, 'render thread exited; starting a new one');
      this.threads[this.threads.indexOf(thread)] = this.spawn();
    });
    // Idle render threads must not keep the process alive on their own.
    thread.worker.unref();
    return thread;
  }

  private receive(thread: Thread, message: FromRenderThread): void {
    const sink = thread.jobs.get(message.id);
    if (!sink) return; // aborted meanwhile
    switch (message.type) {
      case 'output':
        if (message.start) sink.start(message.start.failed);
        if (message.data) sink.write(message.data);
        if (message.end) {
          thread.jobs.delete(message.id);
          sink.end();
        }
        break;
      case 'fail':
        thread.jobs.delete(message.id);
        sink.fail(errorFromInfo(message.error));
        break;
      case 'error':
        sink.error(errorFromInfo(message.error));
        break;
    }
  }
}
