import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './use-tab-list-keys.ts';

describe('tabKeyTarget', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 6)).toBe(1);
    expect(tabKeyTarget('ArrowDown', 5, 6)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 6)).toBe(5);
    expect(tabKeyTarget('ArrowUp', 3, 6)).toBe(2);
  });
  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabKeyTarget('Home', 4, 6)).toBe(0);
    expect(tabKeyTarget('End', 1, 6)).toBe(5);
    expect(tabKeyTarget('Enter', 1, 6)).toBeUndefined();
  });
});
