import { describe, expect, it } from 'vitest';
import { appendNew, nextPageAfter } from './use-load-more.ts';

describe('nextPageAfter', () => {
  it('asks for the page that follows the items shown', () => {
    expect(nextPageAfter(10, 10)).toBe(2);
    expect(nextPageAfter(20, 10)).toBe(3);
    expect(nextPageAfter(6, 6)).toBe(2);
  });
});

describe('appendNew', () => {
  it('appends only the items not shown yet, in their order', () => {
    const shown = [{ id: 1 }, { id: 2 }];
    expect(appendNew(shown, [{ id: 2 }, { id: 3 }, { id: 4 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(appendNew(shown, [])).toEqual(shown);
  });
});
