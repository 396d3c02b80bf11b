import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, every environment embedded', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', logLevel: 'info' });
    expect(c.apiBase).toEqual({ local: undefined, dev: undefined, pre: undefined, release: undefined });
    expect(c.siteBase.local).toBe('http://localhost:3000');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('treats empty variables as unset and trims trailing slashes from bases', () => {
    const c = loadConfig({ API_BASE_DEV: '', API_BASE_RELEASE: 'https://api.definesys.cn/', PORT: '8080' });
    expect(c.apiBase.dev).toBeUndefined();
    expect(c.apiBase.release).toBe('https://api.definesys.cn');
    expect(c.siteBase.local).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_BASE_PRE: 'ftp://files.example.com' }, 'API_BASE_PRE'],
    [{ API_BASE_RELEASE: 'not a url' }, 'API_BASE_RELEASE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OCPC_TOKEN: 'x' }, 'OCPC_TOKEN'],
    [{ REVALIDATE_TOKEN: 'short' }, 'REVALIDATE_TOKEN'],
    [{ REVALIDATE_TOKEN: `${'a'.repeat(32)} b` }, 'REVALIDATE_TOKEN'],
    [{ UPSTREAM_TIMEOUT_MS: '-1' }, 'UPSTREAM_TIMEOUT_MS'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
