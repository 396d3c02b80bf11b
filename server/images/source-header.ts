// What a source picture is, from its first bytes, before anything parses it: the magic number
// says which of the five raster kinds /_img makes smaller it is (JPEG, PNG, GIF, WebP, AVIF), or
// that it is none (an SVG, HTML, XML, text: refused at the first bytes, without reading the
// rest); the header then says its size in pixels, so a source with too many is refused while it
// is still downloading. Only the few header fields needed are read here, by hand; sharp reads the
// whole header again after the download, with its own pixel limit, before it decodes anything.

export type RasterKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export type Sniffed = { kind: RasterKind } | { refused: string } | 'more';

/** Bytes enough for the magic number of every kind (AVIF's brands may take a few more). */
const SNIFF_BYTES = 64;

const ASCII = (b: Buffer, at: number, length: number) => b.toString('latin1', at, at + length);

/** The kind of picture `head` (the first bytes, or all of a shorter source) starts, or 'more'. */
export function sniff(head: Buffer, complete: boolean): Sniffed {
  if (head.length < SNIFF_BYTES && !complete) return 'more';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'jpeg' };
  if (head.subarray(0, 8).equals(PNG_MAGIC)) return { kind: 'png' };
  if (ASCII(head, 0, 6) === 'GIF87a' || ASCII(head, 0, 6) === 'GIF89a') return { kind: 'gif' };
  if (ASCII(head, 0, 4) === 'RIFF' && ASCII(head, 8, 4) === 'WEBP') return { kind: 'webp' };
  if (ASCII(head, 4, 4) === 'ftyp') {
    // ISO base media: AVIF says so in its major or compatible brands; HEIC and MP4 do not.
    const size = Math.min(head.readUInt32BE(0), head.length);
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ASCII(head, at, 4);
      if (brand === 'avif' || brand === 'avis') return { kind: 'avif' };
    }
    return { refused: 'The source is a HEIF or video file, not a JPEG, PNG, WebP, AVIF or GIF image' };
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<')) {
    return {
      refused: /<svg[\s>]/.test(text)
        ? 'The source is an SVG: /_img makes JPEG, PNG, WebP, AVIF and GIF pictures smaller, and SVGs are shown as they are'
        : 'The source is an HTML or XML document, not a JPEG, PNG, WebP, AVIF or GIF image',
    };
  }
  return { refused: 'The source is not a JPEG, PNG, WebP, AVIF or GIF image' };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Size {
  width: number;
  height: number;
}

/**
 * The size in pixels the header of `head` declares (for AVIF the largest of its images), or
 * 'more' while the header is not whole yet, or undefined when it cannot be read from the head
 * (then sharp's pixel limit, on the whole header, decides).
 */
export function headerSize(kind: RasterKind, head: Buffer): Size | 'more' | undefined {
  switch (kind) {
    case 'png':
      // The IHDR chunk comes first: width and height at 16 and 20.
      if (head.length < 24) return 'more';
      return ASCII(head, 12, 4) === 'IHDR'
        ? { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
        : undefined;
    case 'gif':
      // The logical screen: each frame is drawn within it, and sharp reads the first.
      if (head.length < 10) return 'more';
      return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    case 'webp':
      return webpSize(head);
    case 'jpeg':
      return jpegSize(head);
    case 'avif':
      return avifSize(head);
  }
}

function webpSize(head: Buffer): Size | 'more' | undefined {
  if (head.length < 30) return 'more';
  const chunk = ASCII(head, 12, 4);
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a)
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic...); they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(head: Buffer): Size | 'more' | undefined {
  let at = 2;
  for (;;) {
    if (at + 4 > head.length) return 'more';
    if (head[at] !== 0xff) return undefined;
    const marker = head[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length (restart markers, TEM).
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // The scan starts, or the picture ends, before any frame header.
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (SOF.has(marker)) {
      if (at + 9 > head.length) return 'more';
      return { width: head.readUInt16BE(at + 7), height: head.readUInt16BE(at + 5) };
    }
    at += 2 + head.readUInt16BE(at + 2);
  }
}

/** The boxes of an ISO base media file within [from, to): type, and where its content lies. */
function* boxes(head: Buffer, from: number, to: number): Generator<{ type: string; start: number; end: number }> {
  let at = from;
  while (at + 8 <= to) {
    let size = head.readUInt32BE(at);
    let start = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(head.readBigUInt64BE(at + 8));
      start = at + 16;
    } else if (size === 0) size = to - at;
    if (size < start - at) return;
    yield { type: ASCII(head, at + 4, 4), start, end: at + size };
    at += size;
  }
}

/** The largest image-spatial-extents ('ispe') property in the meta box: the primary image, a grid
 *  of tiles, a thumbnail or an alpha plane, whichever is biggest. */
function avifSize(head: Buffer): Size | 'more' | undefined {
  for (const box of boxes(head, 0, head.length)) {
    // The pictures' data before their description: only sharp can tell.
    if (box.type === 'mdat') return undefined;
    if (box.type !== 'meta') continue;
    if (box.end > head.length) return 'more';
    // meta is a full box: version and flags first.
    for (const iprp of boxes(head, box.start + 4, box.end)) {
      if (iprp.type !== 'iprp') continue;
      for (const ipco of boxes(head, iprp.start, iprp.end)) {
        if (ipco.type !== 'ipco') continue;
        let largest: Size | undefined;
        for (const prop of boxes(head, ipco.start, ipco.end)) {
          if (prop.type !== 'ispe' || prop.start + 12 > prop.end) continue;
          const size = { width: head.readUInt32BE(prop.start + 4), height: head.readUInt32BE(prop.start + 8) };
          if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
        }
        return largest;
      }
    }
    return undefined;
  }
  return 'more';
}
