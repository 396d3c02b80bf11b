// .env.example is the list of settings an operator reads: it names every variable the configuration
// reads and nothing else, copied as it is it changes nothing, and the defaults it shows are the
// real ones.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';

const text = fs.readFileSync(path.resolve(import.meta.dirname, '../.env.example'), 'utf8');
/** Every `NAME=value` line, set or commented out (`# NAME=value`). */
const lines = [...text.matchAll(/^(# )?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, commented, name, value]) => ({
  commented: Boolean(commented),
  name: name!,
  value: value!,
}));

describe('.env.example', () => {
  it('lists every variable the configuration reads, once each, and no other', () => {
    const listed = lines.map((l) => l.name);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
    expect(listed.filter((name) => !CONFIG_VARIABLES.includes(name)).sort()).toEqual([]);
    expect(CONFIG_VARIABLES.filter((name) => !listed.includes(name)).sort()).toEqual([]);
  });

  it('copied to .env as it is, configures the defaults', () => {
    const env = parseEnv(text);
    expect(Object.keys(env).length).toBeGreaterThan(0);
    expect(Object.values(env).every((v) => v === '')).toBe(true);
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });

  it('shows the real default in each commented-out line (a computed one as <what it is>)', () => {
    const defaults = loadConfig({});
    const shown = lines.filter((l) => l.commented && !/^<.+>$/.test(l.value));
    expect(shown.length).toBeGreaterThan(30);
    for (const { name, value } of shown) {
      // As Node's --env-file reads the line once uncommented.
      const env = parseEnv(`${name}=${value}`);
      expect(loadConfig(env), `${name}=${value}`).toEqual(defaults);
    }
  });
});
