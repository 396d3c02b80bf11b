// Downloads a source picture for /_img into a temporary file: one GET with a time limit, redirects
// followed only where a visitor's url could go (image-request.ts). The bytes are checked as they
// arrive: the first ones must be a JPEG, PNG, GIF, WebP or AVIF (anything else, an SVG included,
// is refused and the download stopped there), the header must declare no more pixels than the
// limit, and the whole no more bytes than its limit. Nothing of the source stays in the JS heap:
// it goes to disk chunk by chunk, and sharp reads it from there. A download nobody waits for any
// more is aborted (the signal). The only retry is the one browsers make too: a kept-alive
// connection the media host closed just as it was reused (ECONNRESET or EPIPE before any answer)
// is asked again once, on a new connection. Nothing else is retried (the browser asks again; a
// dead media host should not hold workers).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import got, { RequestError } from 'got';
import { Abandoned, allowedRedirect, ImageRequestError, tooManyPixels, type MediaRules } from './image-request.ts';
import { headerSize, sniff, type RasterKind } from './source-header.ts';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxPixels: number;
  /** Where a redirect may lead: where a visitor's url may. */
  media: MediaRules;
  /** Where the source is written (the caller deletes it). */
  file: string;
  /** Aborted when nobody waits for the picture any more. */
  signal: AbortSignal;
}

export interface Source {
  kind: RasterKind;
  bytes: number;
}

const MAX_REDIRECTS = 3;
/** The header must say the size within this many bytes, or sharp reads it after the download. */
const HEAD_MAX = 256 * 1024;

const agent = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

const client = got.extend({
  agent,
  retry: { limit: 0 },
  followRedirect: false,
  throwHttpErrors: false,
  decompress: true,
  headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8', 'user-agent': 'defan-site' },
});

export async function fetchSource(url: URL, limits: FetchLimits): Promise<Source> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const answer = await download(current, limits).catch((err: unknown) => {
      if (err instanceof DroppedConnection) return download(current, limits);
      throw err;
    });
    if ('kind' in answer) return answer;
    const { status, location } = answer;
    if (status >= 300 && status < 400 && location) {
      if (hop >= MAX_REDIRECTS) throw new ImageRequestError(502, 'The media host redirected too many times');
      current = allowedRedirect(location, current, limits.media);
      continue;
    }
    // A private bucket (OSS, COS, S3) answers 403 for an object that is not there.
    if (status === 404 || status === 410 || status === 403)
      throw new ImageRequestError(404, `The media host has no such image (HTTP ${status})`);
    throw new ImageRequestError(502, `The media host answered HTTP ${status}`);
  }
}

/** One GET: a picture written to limits.file, or the status (and location) of any other answer. */
async function download(url: URL, limits: FetchLimits): Promise<Source | { status: number; location?: string }> {
  if (limits.signal.aborted) throw new Abandoned();
  const stream = client.stream(url, { timeout: { request: limits.timeoutMs }, signal: limits.signal });
  let res: http.IncomingMessage;
  try {
    res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
  } catch (err) {
    throw failure(err, limits.signal, false);
  }
  const status = res.statusCode ?? 0;
  // Nothing of a redirect's or an error's body is needed.
  if (status !== 200) {
    stream.destroy();
    return { status, location: res.headers.location };
  }
  if (Number(res.headers['content-length']) > limits.maxBytes) {
    stream.destroy();
    throw tooLarge(limits);
  }
  const check = new SourceCheck(limits);
  try {
    await pipeline(stream, check, fs.createWriteStream(limits.file));
  } catch (err) {
    throw failure(err, limits.signal, true);
  }
  return { kind: check.kind!, bytes: check.bytes };
}

/** Passes the bytes on while they are what they must be: a raster kind, pixels and bytes within limits. */
class SourceCheck extends Transform {
  kind: RasterKind | undefined;
  bytes = 0;
  private head = Buffer.alloc(0);
  private sized = false;
  private readonly limits: FetchLimits;

  constructor(limits: FetchLimits) {
    super();
    this.limits = limits;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) return done(tooLarge(this.limits));
    try {
      if (!this.sized) {
        this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_MAX - this.head.length)]);
        this.inspect(false);
      }
    } catch (err) {
      return done(err as Error);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.sized) this.inspect(true);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  /** Decides what it can from the head; throws when the source is refused. */
  private inspect(complete: boolean): void {
    if (!this.kind) {
      const sniffed = sniff(this.head, complete);
      if (sniffed === 'more') return;
      if ('refused' in sniffed) throw new ImageRequestError(400, sniffed.refused);
      this.kind = sniffed.kind;
    }
    const size = headerSize(this.kind, this.head);
    if (size === 'more' && !complete && this.head.length < HEAD_MAX) return;
    // Decided, or left to sharp: the head is not needed any more.
    this.sized = true;
    this.head = Buffer.alloc(0);
    if (typeof size !== 'object') return;
    if (size.width * size.height > this.limits.maxPixels) throw tooManyPixels(this.limits.maxPixels);
    if (size.width === 0 || size.height === 0) throw new ImageRequestError(400, 'The source image is empty (0 pixels)');
  }
}

/** What a failed download tells the visitor. */
function failure(err: unknown, signal: AbortSignal, answered: boolean): Error {
  if (signal.aborted) return new Abandoned();
  if (err instanceof ImageRequestError) return err;
  const code = (err as RequestError).code;
  if (!answered && (code === 'ECONNRESET' || code === 'EPIPE')) return new DroppedConnection(code);
  if (code === 'ETIMEDOUT') return new ImageRequestError(504, 'The media host did not answer in time');
  return new ImageRequestError(502, `The media host is unreachable (${code ?? (err as Error).message})`);
}

/** The connection closed before any answer; asked again once, then the media host is unreachable. */
class DroppedConnection extends ImageRequestError {
  constructor(code: string) {
    super(502, `The media host is unreachable (${code})`);
  }
}

const tooLarge = (limits: FetchLimits) =>
  new ImageRequestError(400, `The source image is larger than ${Math.round(limits.maxBytes / 2 ** 20)} MB`);
