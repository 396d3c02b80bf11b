// transform(): a picture whose every client has gone by the end of decoding is not encoded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { photo } from '../../test/helpers/media-host.ts';
import { Abandoned } from './image-request.ts';
import { transform } from './transform.ts';

let dir: string;
let file: string;
const AVIF = 'image/avif,image/webp,*/*';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transform-'));
  file = path.join(dir, 'photo.jpg');
  await photo(1200, 800).jpeg().toFile(file);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const options = { kind: 'jpeg' as const, width: 640, quality: 75, accept: AVIF, maxInputPixels: 25_000_000 };

it('resizes and encodes for the Accept header', async () => {
  const { body, format } = await transform(file, options);
  expect(format).toBe('avif');
  expect(body.toString('latin1', 4, 12)).toBe('ftypavif');
});

it('stops before encoding when its signal has aborted', async () => {
  const gone = new AbortController();
  gone.abort();
  await expect(transform(file, { ...options, signal: gone.signal })).rejects.toBeInstanceOf(Abandoned);
});

it('still refuses what is not the picture its first bytes said', async () => {
  await expect(transform(file, { ...options, kind: 'png' })).rejects.toMatchObject({ status: 400 });
});
