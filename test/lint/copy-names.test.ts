// The naming scheme of shared/copy (its README.md), checked so that it stays one: a module per page
// or area, each app's own in desktop/ or mobile/, a language suffix only on English copy split
// off; exports named for what they word, MOBILE_ in front of the phone's own, _EN (En) after
// English, no other mark of language, device or kind.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const COPY = path.resolve(import.meta.dirname, '../../shared/copy');

/** The modules of shared/copy, as paths relative to it. */
const modules = fs
  .readdirSync(COPY, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .sort();

/** The names a module exports, and whether each is a value (not a type). */
function exportsOf(file: string): { name: string; value: boolean }[] {
  const source = fs.readFileSync(path.join(COPY, file), 'utf8');
  return [...source.matchAll(/^export (const|function|type|interface) ([A-Za-z0-9_]+)/gm)].map((m) => ({
    name: m[2]!,
    value: m[1] === 'const' || m[1] === 'function',
  }));
}

describe('shared/copy names', () => {
  it('finds the modules', () => {
    expect(modules).toContain('home.ts');
    expect(modules).toContain('mobile/frame.ts');
  });

  it('keeps modules at the top (both apps) or in desktop/ and mobile/ (one app)', () => {
    expect(modules.filter((f) => !/^((desktop|mobile)\/)?[a-z0-9-]+\.ts$/.test(f))).toEqual([]);
  });

  it('marks no Chinese module, and an English one only beside the Chinese it translates', () => {
    expect(modules.filter((f) => /-zh\.ts$/.test(f))).toEqual([]);
    const lonely = modules.filter((f) => f.endsWith('-en.ts') && !modules.includes(f.replace(/-en\.ts$/, '.ts')));
    expect(lonely).toEqual([]);
  });

  it('names exports in one scheme', () => {
    const wrong: string[] = [];
    for (const file of modules) {
      const phone = file.startsWith('mobile/');
      for (const { name, value } of exportsOf(file)) {
        const say = (why: string) => wrong.push(`${file}: ${name} ${why}`);
        if (!value) {
          if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) say('is a type not in PascalCase');
          continue;
        }
        if (!/^[A-Z][A-Z0-9_]*$/.test(name) && !/^[a-z][A-Za-z0-9]*$/.test(name))
          say('is neither SCREAMING_SNAKE_CASE (copy) nor camelCase (a copy function)');
        if (/(^|_)(ZH|PHONE|DESKTOP|COPY)(_|$)/.test(name)) say('marks what the scheme leaves unmarked');
        if (/(^|_)EN_/.test(name)) say('puts EN elsewhere than at the end');
        if (phone !== name.startsWith('MOBILE_') && /^[A-Z]/.test(name))
          say(phone ? "is the phone's own copy without MOBILE_" : 'starts with MOBILE_ outside mobile/');
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps camelCase for functions', async () => {
    for (const file of modules) {
      const mod = (await import(path.join(COPY, file))) as Record<string, unknown>;
      for (const { name, value } of exportsOf(file))
        if (value && /^[a-z]/.test(name)) expect(typeof mod[name], `${file}: ${name}`).toBe('function');
    }
  });
});
