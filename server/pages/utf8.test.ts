import { describe, expect, it } from 'vitest';
import { utf8 } from './utf8.ts';

const encoder = new TextEncoder();

describe('utf8', () => {
  it.each([
    ['ASCII', '<!DOCTYPE html><html lang="en"><body>Hello</body></html>'],
    ['Latin-1 only (a one-byte string)', 'café © — naïve'],
    ['Chinese copy', '<h1>低代码开发平台</h1><p>数据集成与主数据管理</p>'],
    ['characters outside the BMP', 'emoji 😀 and 𠀀 and \u{10FFFF}'],
    ['a lone high surrogate', 'before \ud800 after'],
    ['a lone low surrogate at the end', 'end \udc00'],
    ['the empty string', ''],
  ])('gives the same bytes as TextEncoder for %s', (_, text) => {
    expect(Buffer.from(utf8(text)).equals(Buffer.from(encoder.encode(text)))).toBe(true);
  });

  it('returns bytes in a buffer of their own, so a thread can transfer them', () => {
    for (const text of ['短', 'x'.repeat(10), '中'.repeat(50_000)]) {
      const bytes = utf8(text);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
  });
});
