// A rendered document's bytes. A page is a two-byte string (Chinese copy); copying its UTF-16
// out and transcoding that (simdutf) takes about half the time of TextEncoder, whose encoding
// was a fifth of a desktop home page's render.
import { transcode } from 'node:buffer';

const encoder = new TextEncoder();

/** The text as UTF-8, in a buffer of its own (a render thread transfers it). A lone surrogate
 *  (possible in CMS text) makes transcode throw; TextEncoder writes U+FFFD for it instead. */
export function utf8(text: string): Uint8Array {
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return encoder.encode(text);
  }
}
