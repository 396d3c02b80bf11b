// Brotli (quality 11) and gzip (level 9) copies beside each hashed asset, made once at build time:
// the site and nginx (gzip_static / brotli_static) send them as they are. Made at the slowest,
// best settings, which only a build can afford, they are smaller than any per-request compression.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|map|txt)$/;

export async function precompress(dir: string): Promise<number> {
  const files = fs.readdirSync(dir).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.map'));
  await Promise.all(
    files.map(async (file) => {
      const source = fs.readFileSync(path.join(dir, file));
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      fs.writeFileSync(path.join(dir, `${file}.br`), br);
      fs.writeFileSync(path.join(dir, `${file}.gz`), gz);
    }),
  );
  return files.length;
}
