import { describe, expect, it } from 'vitest';
import { isEnglishPath, langOfPath, withoutEnglishPrefix } from './path-language.ts';

describe('the English site', () => {
  it('is /en and the paths under it, nothing that merely starts with the letters', () => {
    for (const path of ['/en', '/en/', '/en/about', '/en/doc/md_privacy']) {
      expect(isEnglishPath(path), path).toBe(true);
      expect(langOfPath(path), path).toBe('en');
    }
    for (const path of ['/', '/english', '/enterprise', '/about/en', '/EN/about', '']) {
      expect(isEnglishPath(path), path).toBe(false);
      expect(langOfPath(path), path).toBe('zh');
    }
  });

  it('maps an English path to the Chinese one by taking /en off', () => {
    expect(withoutEnglishPrefix('/en')).toBe('/');
    expect(withoutEnglishPrefix('/en/about')).toBe('/about');
    expect(withoutEnglishPrefix('/en/en/about')).toBe('/en/about');
    expect(withoutEnglishPrefix('/about')).toBe('/about');
    expect(withoutEnglishPrefix('/enterprise')).toBe('/enterprise');
  });
});
