import { describe, expect, it } from 'vitest';
import { sameText } from './same-text.ts';

describe('sameText', () => {
  it('tells equal texts from different ones', () => {
    expect(sameText('ops-staff', 'ops-staff')).toBe(true);
    expect(sameText('ops-staff', 'ops-stafF')).toBe(false);
    expect(sameText('ops-staff', 'ops-staff ')).toBe(false);
    expect(sameText('', 'ops-staff')).toBe(false);
    expect(sameText('', '')).toBe(true);
  });

  it('compares texts of any two lengths (a raw constant-time compare throws on unequal ones)', () => {
    const token = 'a'.repeat(64);
    expect(sameText(token, token.slice(0, 63))).toBe(false);
    expect(sameText(token, `${token}a`)).toBe(false);
    expect(sameText('x', 'x'.repeat(10_000))).toBe(false);
  });

  it('compares the text exactly: no case folding, trimming or Unicode normalisation', () => {
    expect(sameText('Token', 'token')).toBe(false);
    // é as one code point and as e with a combining accent look alike but are different texts
    expect(sameText('caf\u00e9', 'cafe\u0301')).toBe(false);
    expect(sameText('得帆', '得帆')).toBe(true);
  });
});
