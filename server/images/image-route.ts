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
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
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

interface Job {
  /** Requests waiting for it, by client address (its turns are taken in the first one's line). */
  waiters: Map<string, number>;
  controller: AbortController;
  settled: boolean;
  result: Promise<Buffer>;
}

export function createImageHandler(opts: ImageHandlerOptions): RequestHandler {
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
  const jobs = new Map<string, Job>();
  /** Distinct jobs each client address waits for. */
  const pending = new Map<string, number>();

  async function make(
    key: string,
    address: string,
    signal: AbortSignal,
    image: ImageRequest,
    accept: string | undefined,
  ): Promise<Buffer> {
    return turns.run(address, signal, async () => {
      // Another process may have made it meanwhile.
      const made = await cache.get(key);
      if (made) return made;
      const file = await cache.scratchFile();
      try {
        const source = await fetchSource(image.url, {
          timeoutMs: config.upstream.timeoutMs,
          maxBytes: maxSourceBytes,
          maxPixels: maxInputPixels,
          media: config.media,
          file,
          signal,
        });
        // A resize whose clients have all gone stops before it encodes (libvips cannot be stopped
        // within a step); one already encoding is finished and kept.
        const { body } = await resizes.run(address, signal, () =>
          transform(file, {
            kind: source.kind,
            width: image.width,
            quality: image.quality,
            accept,
            maxInputPixels,
            signal,
          }),
        );
        await cache.put(key, body);
        imagesMade.inc();
        return body;
      } finally {
        await fs.rm(file, { force: true });
      }
    });
  }

  /** The job making `key`, joined by `address`; throws a 503 when the address or the queue is full. */
  function join(key: string, address: string, image: ImageRequest, accept: string | undefined): Job {
    let job = jobs.get(key);
    const own = pending.get(address) ?? 0;
    if (!job?.waiters.has(address) && own >= maxPerClient)
      throw new ImageRequestError(
        503,
        `Your address is waiting for ${own} pictures being made (at most ${maxPerClient}); try again in a few seconds`,
      );
    if (!job) {
      if (turns.refuses(address))
        throw new ImageRequestError(503, 'Too many pictures are being made; try again in a few seconds');
      const controller = new AbortController();
      imageJobs.inc();
      const result = make(key, address, controller.signal, image, accept).finally(() => {
        imageJobs.dec();
        created.settled = true;
        if (jobs.get(key) === created) jobs.delete(key);
      });
      // Nobody may be left to hear of its end.
      result.catch(() => {});
      const created: Job = { waiters: new Map(), controller, settled: false, result };
      jobs.set(key, created);
      job = created;
    }
    const count = job.waiters.get(address) ?? 0;
    if (count === 0) pending.set(address, own + 1);
    job.waiters.set(address, count + 1);
    return job;
  }

  function leave(key: string, job: Job, address: string): void {
    const count = job.waiters.get(address)! - 1;
    if (count > 0) {
      job.waiters.set(address, count);
      return;
    }
    job.waiters.delete(address);
    const own = pending.get(address)! - 1;
    if (own > 0) pending.set(address, own);
    else pending.delete(address);
    if (job.waiters.size === 0 && !job.settled) {
      // Everyone has gone: the job is dropped (or its download aborted), and a later request starts anew.
      if (jobs.get(key) === job) jobs.delete(key);
      job.controller.abort();
    }
  }

  return async (req, res) => {
    res.vary('Accept');
    // The visitor's mistakes are logged at info, the media host's failures at warn.
    let checked = false;
    try {
      const image = parseImageRequest(req.query as Record<string, unknown>, config.media);
      checked = true;
      const accept = req.get('accept');
      const key = createHash('sha256')
        .update(JSON.stringify([image.url.href, image.width, image.quality, acceptClass(accept)]))
        .digest('hex')
        .slice(0, 40);
      const etag = `"${key}"`;
      if (req.get('if-none-match') === etag) {
        res.status(304).set({ ETag: etag, 'Cache-Control': IMMUTABLE }).end();
        return;
      }
      let body = await cache.get(key);
      if (!body) {
        // A client gone already is not given any work.
        if (res.closed) return;
        const address = clientAddress(req);
        if (!jobs.has(key) && opts.misses) {
          const { ok, retryAfterS } = await opts.misses.take(address);
          if (!ok) {
            res.set('Retry-After', String(retryAfterS));
            throw new ImageRequestError(429, 'Your address has had many new pictures made; try again later');
          }
        }
        const job = join(key, address, image, accept);
        let gone: () => void = () => {};
        const closed = new Promise<undefined>((resolve) => {
          gone = () => resolve(undefined);
          res.once('close', gone);
        });
        try {
          body = await Promise.race([job.result, closed]);
        } finally {
          res.off('close', gone);
          leave(key, job, address);
        }
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
    } catch (err) {
      if (err instanceof Abandoned || res.destroyed) return;
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
  };
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
