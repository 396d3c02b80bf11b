import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('keeps only the digits and a leading plus of a displayed number', () => {
    expect(telHref('400-821-9696')).toBe('tel:4008219696');
    expect(telHref('+86 (21) 6105 0000')).toBe('tel:+862161050000');
  });
});
