// Resizes a downloaded picture with sharp, from the file fetch-source.ts wrote. The work runs on
// libvips threads, off the event loop; one libvips thread per operation, because pm2 already runs
// one process per core and each process allows a couple of resizes at once (image-route.ts).
// sharp reads the header first (the format must be the one the first bytes said, the pixels
// within the limit) and decodes only then. libvips cannot be interrupted, so the work is done in
// two steps, decode and resize, then encode (AVIF's encoder is most of the time): a picture whose
// every client has gone by the end of the first step is never encoded.
import sharp, { type Metadata } from 'sharp';
import { Abandoned, ImageRequestError, outputFormat, tooManyPixels, type OutputFormat } from './image-request.ts';
import type { RasterKind } from './source-header.ts';

sharp.concurrency(1);
// Resized results are kept on disk; libvips' operation cache would only hold memory.
sharp.cache(false);

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface TransformOptions {
  /** What the source's first bytes said it is. */
  kind: RasterKind;
  width: number;
  quality: number;
  accept: string | undefined;
  /** Decompression-bomb guard: larger sources are refused before they are decoded. */
  maxInputPixels: number;
  /** Aborted when nobody wants the picture any more: it is then not encoded. */
  signal?: AbortSignal;
}

export async function transform(file: string, opts: TransformOptions): Promise<{ body: Buffer; format: OutputFormat }> {
  const image = sharp(file, { limitInputPixels: opts.maxInputPixels, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (err) {
    throw new ImageRequestError(400, notAnImage(err, opts.maxInputPixels));
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if ((meta.format === 'heif' ? 'avif' : meta.format) !== opts.kind || (meta.format === 'heif' && !isAvif)) {
    throw new ImageRequestError(400, `The source is not a JPEG, PNG, WebP, AVIF or GIF image (${meta.format})`);
  }
  // One page (a GIF's or an animated WebP's first frame) is what is decoded.
  if (meta.width * (meta.pageHeight ?? meta.height) > opts.maxInputPixels) throw tooManyPixels(opts.maxInputPixels);
  const format = outputFormat(opts.accept, { format: meta.format, hasAlpha: meta.hasAlpha });
  try {
    // EXIF orientation applied, then never wider than the source, in sRGB 8-bit pixels.
    const { data, info } = await image
      .rotate()
      .resize({ width: opts.width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (opts.signal?.aborted) throw new Abandoned();
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const q = opts.quality;
    const encoded =
      format === 'avif'
        ? pixels.avif({ quality: Math.max(30, q - 20), effort: 2 })
        : format === 'webp'
          ? pixels.webp({ quality: q })
          : format === 'jpeg'
            ? pixels.jpeg({ quality: q, progressive: true })
            : pixels.png({ compressionLevel: 8 });
    return { body: await encoded.toBuffer(), format };
  } catch (err) {
    if (err instanceof Abandoned) throw err;
    throw new ImageRequestError(400, notAnImage(err, opts.maxInputPixels));
  }
}

function notAnImage(err: unknown, maxPixels: number): string {
  const message = err instanceof Error ? err.message : String(err);
  return /pixel limit/i.test(message)
    ? tooManyPixels(maxPixels).message
    : `The source is not an image /_img can read (${message.split('\n')[0]})`;
}
