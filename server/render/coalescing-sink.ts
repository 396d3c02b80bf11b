// React writes a document in many small chunks; writing each to the socket costs a syscall and
// dominates a cold render. This sink gathers what React writes in one turn of the event loop
// into one write (streaming is kept: each flush of React is still sent as soon as it is done),
// gzips it when the visitor accepts that (HTML carries Cache-Control: no-transform, which the
// compression middleware honours by not compressing), and can keep a copy of the whole
// uncompressed body for the page cache.
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { constants, createGzip, type Gzip } from 'node:zlib';

export class CoalescingSink extends Writable {
  private pending: Buffer[] = [];
  private scheduled = false;
  private readonly copy: Buffer[] | undefined;
  private readonly res: ServerResponse;
  private readonly gzip: Gzip | undefined;

  constructor(res: ServerResponse, opts: { keepCopy: boolean; gzip: boolean; onBody?: (body: Buffer) => void }) {
    super({ highWaterMark: 1 << 20 });
    this.res = res;
    this.copy = opts.keepCopy ? [] : undefined;
    if (opts.gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      this.gzip = createGzip({ level: 6 });
      this.gzip.pipe(res);
    }
    if (opts.onBody) this.once('finish', () => opts.onBody!(Buffer.concat(this.copy ?? [])));
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    this.pending.push(chunk);
    this.copy?.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flushPending());
    }
    done();
  }

  override _final(done: (err?: Error | null) => void): void {
    this.flushPending();
    if (this.gzip) this.gzip.end();
    else this.res.end();
    done();
  }

  private flushPending(): void {
    this.scheduled = false;
    if (this.pending.length === 0 || this.res.destroyed) return;
    const body = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    if (this.gzip) {
      this.gzip.write(body);
      // Sync flush: what React has finished reaches the visitor now, not when the page ends.
      this.gzip.flush(constants.Z_SYNC_FLUSH);
    } else {
      this.res.write(body);
    }
  }
}
