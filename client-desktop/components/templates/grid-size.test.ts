import { describe, expect, it } from 'vitest';
import { configGridSize, solutionGridSize, valueCardStyle } from './grid-size.ts';

describe('solutionGridSize', () => {
  it.each([
    [2, 'large'],
    [3, 'small'],
    [4, 'large'],
    [5, 'mini'],
    [6, 'large'],
    [9, 'small'],
    [7, 'mini'],
  ] as const)('%i items give %s cards', (count, size) => {
    expect(solutionGridSize(count)).toBe(size);
  });
});

describe('configGridSize', () => {
  it.each([
    [2, 'small'],
    [3, 'big'],
    [4, 'small'],
    [5, 'small'],
    [6, 'big'],
  ] as const)('%i items give %s cards', (count, size) => {
    expect(configGridSize(count)).toBe(size);
  });
});

describe('valueCardStyle', () => {
  it.each([
    [2, 'big'],
    [3, 'plain'],
    [4, 'big'],
    [5, 'plain'],
    [6, 'big'],
  ] as const)('%i values are shown as %s', (count, style) => {
    expect(valueCardStyle(count)).toBe(style);
  });
});
