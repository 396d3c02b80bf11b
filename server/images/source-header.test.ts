import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerSize, sniff, type RasterKind } from './source-header.ts';

const picture = () => sharp({ create: { width: 1234, height: 567, channels: 4, background: '#3366aa80' } });

describe('source header', () => {
  it.each<[string, RasterKind, () => Promise<Buffer>]>([
    [
      'JPEG with 40 KB of EXIF first',
      'jpeg',
      () =>
        picture()
          .jpeg()
          .withExif({ IFD0: { Copyright: 'x'.repeat(40_000) } })
          .toBuffer(),
    ],
    ['progressive JPEG', 'jpeg', () => picture().jpeg({ progressive: true }).toBuffer()],
    ['PNG', 'png', () => picture().png().toBuffer()],
    ['GIF', 'gif', () => picture().gif().toBuffer()],
    ['lossy WebP', 'webp', () => picture().flatten().webp().toBuffer()],
    ['lossy WebP with alpha (VP8X)', 'webp', () => picture().webp().toBuffer()],
    ['lossless WebP', 'webp', () => picture().flatten().webp({ lossless: true }).toBuffer()],
    ['AVIF', 'avif', () => picture().avif({ effort: 0 }).toBuffer()],
  ])('knows a %s and its size from the first 64 KB', async (_name, kind, make) => {
    const head = (await make()).subarray(0, 64 * 1024);
    expect(sniff(head, false)).toEqual({ kind });
    expect(headerSize(kind, head)).toEqual({ width: 1234, height: 567 });
    // Fewer bytes than the header: it asks for more.
    expect(headerSize(kind, head.subarray(0, 8))).toBe('more');
  });

  it('refuses SVG, HTML, XML, text and HEIC at their first bytes, and waits for enough of them', () => {
    const refused = (text: string | Buffer) => {
      const s = sniff(Buffer.from(text), true);
      return typeof s === 'object' && 'refused' in s ? s.refused : s;
    };
    expect(refused('\uFEFF  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">')).toMatch(
      /^The source is an SVG/,
    );
    expect(refused('<svg width="10">')).toMatch(/^The source is an SVG/);
    expect(refused('<!doctype html><html><body>')).toMatch(/HTML or XML document/);
    expect(refused('not a picture')).toBe('The source is not a JPEG, PNG, WebP, AVIF or GIF image');
    expect(refused('')).toBe('The source is not a JPEG, PNG, WebP, AVIF or GIF image');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(refused(heic)).toMatch(/HEIF/);
    expect(sniff(Buffer.from('<sv'), false)).toBe('more');
  });
});
