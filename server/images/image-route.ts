// GET /_img?url=&w=&q=: a raster picture from a media host (or the site itself), resized to one of
// the allowed widths and encoded as AVIF, WebP or the source's kind by Accept. A variant is made
// once: the disk cache serves it to every process afterwards, and in one process concurrent
// requests for a missing variant share one download and one resize. Answers are immutable (the
// address names the variant); a CMS that replaces a picture uploads it under a new address.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DiskImageCache } from './disk-cache.ts';
import { fetchSource } from './fetch-source.ts';
import { acceptClass, ImageRequestError, parseImageRequest, type OutputFormat } from './image-request.ts';
import { CONTENT_TYPES, transform } from './transform.ts';

export { IMG_PATH } from '../../shared/images/responsive-image.ts';

export interface ImageHandlerOptions {
  config: Readonly<Config>;
  logger: Logger;
  /** Decompression-bomb guard (default 40 megapixels). */
  maxInputPixels?: number;
  /** Largest source download (default 20 MB). */
  maxSourceBytes?: number;
  /** Resizes one process runs at once; more wait (default 2, for a 2-core machine). */
  maxParallel?: number;
  /** Pictures one process makes at once, download included (default 4: at most 4 sources in memory). */
  maxJobs?: number;
  /** Pictures that may wait for a turn; past that /_img answers 503 (default 64). */
  maxWaiting?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createImageHandler(opts: ImageHandlerOptions): RequestHandler {
  const { config, logger } = opts;
  const cache = new DiskImageCache(path.join(config.dataDir, 'images'), config.media.imageCacheMaxBytes, logger);
  const maxInputPixels = opts.maxInputPixels ?? 40_000_000;
  const maxSourceBytes = opts.maxSourceBytes ?? 20 * 1024 * 1024;
  const inFlight = new Map<string, Promise<Buffer>>();
  // The site's own pictures are read from this process's port (any worker answers), never through
  // the public address, which the server may not reach and which would route back through /_img.
  const ownOrigin = `http://${['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const slots = semaphore(opts.maxParallel ?? 2);
  // Every picture not on disk takes a job slot for its download and resize, so a flood of distinct
  // addresses holds at most maxJobs sources in memory; the rest wait, and past maxWaiting get 503.
  const jobs = semaphore(opts.maxJobs ?? 4, opts.maxWaiting ?? 64);

  async function make(
    key: string,
    req: ReturnType<typeof parseImageRequest>,
    accept: string | undefined,
  ): Promise<Buffer> {
    const cached = await cache.get(key);
    if (cached) return cached;
    return jobs(async () => {
      const source = await fetchSource(req.url, {
        timeoutMs: config.upstream.timeoutMs,
        maxBytes: maxSourceBytes,
        origins: [...config.media.origins, ...(req.url.origin === ownOrigin ? [ownOrigin] : [])],
      });
      const { body } = await slots(() =>
        transform(source, { width: req.width, quality: req.quality, accept, maxInputPixels }),
      );
      await cache.put(key, body);
      return body;
    });
  }

  return async (req, res) => {
    res.vary('Accept');
    // The visitor's mistakes are logged at info, the media host's failures at warn.
    let checked = false;
    try {
      const image = parseImageRequest(req.query as Record<string, unknown>, config.media.origins, ownOrigin);
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
      let work = inFlight.get(key);
      if (!work) {
        work = make(key, image, accept).finally(() => inFlight.delete(key));
        inFlight.set(key, work);
      }
      const body = await work;
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
      const known = err instanceof ImageRequestError;
      const status = known ? err.status : 500;
      const message = known ? err.message : 'The image could not be made';
      (checked ? logger.warn : logger.info).call(
        logger,
        { err, url: String(req.query.url ?? '').slice(0, 300), status },
        `image refused: ${message}`,
      );
      if (status === 503) res.set('Retry-After', '5');
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ error_code: status >= 500 ? 'image_unavailable' : 'bad_image', message });
    }
  };
}

/** The format of a stored variant, from its first bytes (the file name does not say it). */
function sniff(body: Buffer): OutputFormat {
  if (body[0] === 0xff && body[1] === 0xd8) return 'jpeg';
  if (body[0] === 0x89 && body[1] === 0x50) return 'png';
  if (body.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return 'avif';
}

/** Runs at most `n` tasks at a time; the rest wait in order, at most `maxWaiting` of them. */
function semaphore(n: number, maxWaiting = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n && waiting.length >= maxWaiting)
      throw new ImageRequestError(503, 'Too many pictures are being made; try again in a few seconds');
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
