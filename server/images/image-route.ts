// GET /_img?url=&w=&q=: a raster picture from a media host, resized to one of the allowed widths
// and encoded as AVIF, WebP or the source's kind by Accept. A variant is made once: the disk cache
// serves it to every process afterwards, and in one process concurrent requests for a missing
// variant share one job (one download, one resize). Answers are immutable (the address names the
// variant); a CMS that replaces a picture uploads it under a new address.
//
// Hostile traffic must not hold the endpoint for everyone. Jobs take turns fairly between client
// addresses (fair-turns.ts), so one address's burst delays another's picture by a turn; an address
// waits for at most maxPerClient pictures not yet made, and past that, or past maxWaiting jobs in
// all, the answer is an immediate 503 with Retry-After. A job lives only while someone waits for
// it: when every client that asked has gone, a waiting job is dropped, a download is aborted and a
// resize stops before it encodes.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { abortOnClose } from '../concurrency/abort-on-close.ts';
import { IdleTracker } from '../concurrency/idle.ts';
import { SingleFlight, type Flight } from '../concurrency/single-flight.ts';
import { DiskImageCache } from './disk-cache.ts';
import { FairTurns } from './fair-turns.ts';
import { fetchSource } from './fetch-source.ts';
import {
  Abandoned,
  acceptClass,
  ImageRequestError,
  parseImageRequest,
  type ImageRequest,
  type OutputFormat,
} from './image-request.ts';
import type { RasterKind } from './source-header.ts';
import { CONTENT_TYPES, transform } from './transform.ts';
import { countImageRefusal, imageJobs, imagesMade } from '../metrics/metrics.ts';

export { IMG_PATH } from '../../shared/images/responsive-image.ts';

export interface ImageHandlerOptions {
  config: Readonly<Config>;
  logger: Logger;
  /** Decompression-bomb guard (default 25 megapixels: a 6000 x 4000 camera picture passes). */
  maxInputPixels?: number;
  /** Largest source download (default 20 MB). */
  maxSourceBytes?: number;
  /** Resizes one process runs at once; more wait (default 2, for a 2-core machine). */
  maxParallel?: number;
  /** Pictures one process makes at once, download included (default 4). */
  maxJobs?: number;
  /** Pictures that may wait for a turn; past that /_img answers 503 (IMAGE_QUEUE.waiting). */
  maxWaiting?: number;
  /** Pictures not yet made one client address may wait for at once; past that 503
   *  (IMAGE_QUEUE.perClient). */
  maxPerClient?: number;
  /** Counts the pictures each client address has made (not found on disk nor being made): past
   *  its limit, 429 with Retry-After. Shared by every server when Redis is (createCounter). */
  misses?: { take(address: string): Promise<{ ok: boolean; retryAfterS: number }> };
}

/** What may wait at once, by default. One address: every picture of the fullest page on a cold
 *  cache (the home page's 114-logo wall and the rest; a fast scroll asks for them all within a
 *  second, and 48 refused some on a loaded server); waiting costs only a place in line, as a job
 *  downloads nothing before its turn. In all: room for two such pages and more. */
export const IMAGE_QUEUE = { perClient: 160, waiting: 384 } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RETRY_AFTER_S = '5';

/** A picture being made: the client addresses waiting for it, and how many requests of each (its
 *  turns are taken in the line of the address that asked first). */
interface Job {
  waiters: Map<string, number>;
}

/** A picture as /_img names it: what to make, and its key in the disk cache (also its ETag). */
interface Variant {
  image: ImageRequest;
  accept: string | undefined;
  key: string;
  etag: string;
}

/** /_img's handler, what it is making, and a wait until it makes nothing. */
export type ImageHandler = RequestHandler & {
  /** Pictures being made (downloaded, resized) or waiting for their turn, and of those, waiting. */
  load(): { jobs: number; waiting: number };
  whenIdle(): Promise<void>;
};

export function createImageHandler(opts: ImageHandlerOptions): ImageHandler {
  const { config, logger } = opts;
  const cache = new DiskImageCache(path.join(config.dataDir, 'images'), config.media.imageCacheMaxBytes, logger);
  const maxInputPixels = opts.maxInputPixels ?? 25_000_000;
  const maxSourceBytes = opts.maxSourceBytes ?? 20 * 1024 * 1024;
  const maxPerClient = opts.maxPerClient ?? IMAGE_QUEUE.perClient;
  // Every picture not on disk is a job: it takes a turn for its download and resize, so a flood of
  // distinct addresses holds at most maxJobs downloads at once; the rest wait, past maxWaiting 503.
  // One address takes all but one of the turns at most: the last is there for another address at
  // once, which then waits only for a resize turn.
  const maxJobs = opts.maxJobs ?? 4;
  const turns = new FairTurns(maxJobs, {
    maxWaiting: opts.maxWaiting ?? IMAGE_QUEUE.waiting,
    perAddress: Math.max(1, maxJobs - 1),
  });
  // Resizes are shared the same way: one address holds all but one of the resize threads at most.
  const maxParallel = opts.maxParallel ?? 2;
  const resizes = new FairTurns(maxParallel, { perAddress: Math.max(1, maxParallel - 1) });
  /** One job per variant being made: it lives while someone waits for it (single flight). */
  const jobs = new SingleFlight<string, Job, Buffer>();
  const making = new IdleTracker();
  /** Distinct jobs each client address waits for. */
  const pending = new Map<string, number>();

  /** Downloads the source to a scratch file and resizes it, in the address's turns; the variant
   *  is stored on disk for every process. */
  function make(variant: Variant, address: string, signal: AbortSignal): Promise<Buffer> {
    return turns.run(address, signal, async () => {
      // Another process may have made it meanwhile.
      const made = await cache.get(variant.key);
      if (made) return made;
      const file = await cache.scratchFile();
      try {
        const source = await download(variant.image, file, signal);
        const body = await resize(variant, source.kind, file, address, signal);
        await cache.put(variant.key, body);
        imagesMade.inc();
        return body;
      } finally {
        await fs.rm(file, { force: true });
      }
    });
  }

  function download(image: ImageRequest, file: string, signal: AbortSignal) {
    return fetchSource(image.url, {
      timeoutMs: config.upstream.timeoutMs,
      maxBytes: maxSourceBytes,
      maxPixels: maxInputPixels,
      media: config.media,
      file,
      signal,
    });
  }

  /** A resize whose clients have all gone stops before it encodes (libvips cannot be stopped
   *  within a step); one already encoding is finished and kept. */
  async function resize(
    variant: Variant,
    kind: RasterKind,
    file: string,
    address: string,
    signal: AbortSignal,
  ): Promise<Buffer> {
    const { image, accept } = variant;
    const { body } = await resizes.run(address, signal, () =>
      transform(file, { kind, width: image.width, quality: image.quality, accept, maxInputPixels, signal }),
    );
    return body;
  }

  /** The job making the variant, joined by `address`; throws a 503 when the address or the queue
   *  is full. */
  function join(variant: Variant, address: string): Flight<Job, Buffer> {
    let job = jobs.get(variant.key);
    const own = pending.get(address) ?? 0;
    if (!job?.state.waiters.has(address) && own >= maxPerClient)
      throw new ImageRequestError(
        503,
        `Your address is waiting for ${own} pictures being made (at most ${maxPerClient}); try again in a few seconds`,
      );
    if (!job) {
      if (turns.refuses(address))
        throw new ImageRequestError(503, 'Too many pictures are being made; try again in a few seconds');
      imageJobs.inc();
      job = jobs.start(variant.key, { waiters: new Map() }, (signal) =>
        making.track(make(variant, address, signal).finally(() => imageJobs.dec())),
      );
    }
    const count = job.state.waiters.get(address) ?? 0;
    if (count === 0) pending.set(address, own + 1);
    job.state.waiters.set(address, count + 1);
    return job;
  }

  /** One request of `address` no longer waits for the job. */
  function leave(job: Job, address: string): void {
    const count = job.waiters.get(address)! - 1;
    if (count > 0) {
      job.waiters.set(address, count);
      return;
    }
    job.waiters.delete(address);
    const own = pending.get(address)! - 1;
    if (own > 0) pending.set(address, own);
    else pending.delete(address);
  }

  /** The variant made for this request (or by another's job), or undefined when the client went
   *  first. When everyone waiting for a job has gone, it is dropped (or its download aborted),
   *  and a later request starts anew. */
  async function madeFor(req: Request, res: Response, variant: Variant): Promise<Buffer | undefined> {
    const address = clientAddress(req);
    if (!jobs.get(variant.key) && opts.misses) {
      const { ok, retryAfterS } = await opts.misses.take(address);
      if (!ok) {
        res.set('Retry-After', String(retryAfterS));
        throw new ImageRequestError(429, 'Your address has had many new pictures made; try again later');
      }
    }
    const job = join(variant, address);
    try {
      return await jobs.wait(variant.key, job, abortOnClose(res));
    } finally {
      leave(job.state, address);
    }
  }

  async function answer(req: Request, res: Response, variant: Variant): Promise<void> {
    const { etag } = variant;
    if (req.get('if-none-match') === etag) {
      res.status(304).set({ ETag: etag, 'Cache-Control': IMMUTABLE }).end();
      return;
    }
    let body = await cache.get(variant.key);
    if (!body) {
      // A client gone already is not given any work.
      if (res.closed) return;
      body = await madeFor(req, res, variant);
      // The client has gone: nobody to answer.
      if (!body) return;
    }
    res
      .status(200)
      .set({
        'Content-Type': CONTENT_TYPES[sniff(body)],
        'Cache-Control': IMMUTABLE,
        ETag: etag,
        'Content-Length': String(body.length),
      })
      .end(req.method === 'HEAD' ? undefined : body);
  }

  const handler: RequestHandler = async (req, res) => {
    res.vary('Accept');
    let variant: Variant | undefined;
    try {
      variant = variantOf(req, config.media);
      await answer(req, res, variant);
    } catch (err) {
      if (err instanceof Abandoned || res.destroyed) return;
      // The visitor's mistakes are logged at info, the media host's failures at warn.
      refuse(req, res, err, variant !== undefined, logger);
    }
  };
  return Object.assign(handler, {
    load: () => ({ jobs: making.busy, waiting: turns.queued }),
    whenIdle: () => making.whenIdle(),
  });
}

/** The variant a request names; throws a 400 for a bad one. */
function variantOf(req: Request, media: Config['media']): Variant {
  const image = parseImageRequest(req.query as Record<string, unknown>, media);
  const accept = req.get('accept');
  const key = createHash('sha256')
    .update(JSON.stringify([image.url.href, image.width, image.quality, acceptClass(accept)]))
    .digest('hex')
    .slice(0, 40);
  return { image, accept, key, etag: `"${key}"` };
}

/** Answers a refusal as JSON (503 with Retry-After), logged at warn when the request was good and
 *  the picture still could not be made, at info otherwise. */
function refuse(req: Request, res: Response, err: unknown, checked: boolean, logger: Logger): void {
  const known = err instanceof ImageRequestError;
  const status = known ? err.status : 500;
  const message = known ? err.message : 'The image could not be made';
  // The request's own logger in the site (its lines carry the request id); the handler's
  // own when it runs without the app's request logger.
  const log = (req.log as Logger | undefined) ?? logger;
  (checked && status !== 503 ? log.warn : log.info).call(
    log,
    { err, url: String(req.query.url ?? '').slice(0, 300), status },
    `image refused: ${message}`,
  );
  countImageRefusal(status);
  if (status === 503) res.set('Retry-After', RETRY_AFTER_S);
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error_code: status >= 500 ? 'image_unavailable' : 'bad_image', message });
}

/** Whose picture it is: the client address Express found (trust proxy), an IPv6 client by its /56. */
function clientAddress(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The format of a stored variant, from its first bytes (the file name does not say it). */
function sniff(body: Buffer): OutputFormat {
  if (body[0] === 0xff && body[1] === 0xd8) return 'jpeg';
  if (body[0] === 0x89 && body[1] === 0x50) return 'png';
  if (body.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return 'avif';
}
