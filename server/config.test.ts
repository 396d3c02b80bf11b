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
    [{ TICKET_SECRET: 'a'.repeat(31) }, 'TICKET_SECRET'],
    [{ UPSTREAM_TIMEOUT_MS: '-1' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ MEDIA_HOSTS: 'cdn.example.com' }, 'MEDIA_HOSTS'],
    [{ MEDIA_HOSTS: 'https://cdn.example.com, ftp://files.example.com' }, 'MEDIA_HOSTS'],
    [{ ANALYTICS: 'baidu:123' }, 'ANALYTICS'],
    [{ ANALYTICS: 'gtm:UA-1234' }, 'ANALYTICS'],
    [{ ANALYTICS: 'matomo:1' }, 'ANALYTICS'],
    [{ CAPTCHA_SCRIPT_URL: 'http://captcha.example.com/api.js' }, 'CAPTCHA_SCRIPT_URL'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('takes media origins from MEDIA_HOSTS and the vendor APIs, once each', () => {
    expect(loadConfig({}).media.origins).toEqual([]);
    const c = loadConfig({
      MEDIA_HOSTS: 'https://cdn.example.com/uploads/, http://127.0.0.1:9000 ,https://api.definesys.cn',
      API_BASE_RELEASE: 'https://api.definesys.cn/v1',
      API_BASE_DEV: 'http://10.0.0.5:8080',
    });
    expect(c.media.origins).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:9000',
      'https://api.definesys.cn',
      'http://10.0.0.5:8080',
    ]);
    expect(c.media.imageCacheMaxBytes).toBe(512 * 1024 * 1024);
  });

  it("takes the vendor APIs' picture paths from MEDIA_PATH_PREFIXES, never one of their API's", () => {
    const c = loadConfig({ MEDIA_HOSTS: 'https://cdn.example.com', API_BASE_RELEASE: 'https://api.definesys.cn/v1' });
    expect(c.media.apiOrigins).toEqual(['https://api.definesys.cn']);
    expect(c.media.pathPrefixes).toEqual(['/media/', '/uploads/', '/static/', '/files/']);
    expect(loadConfig({ MEDIA_PATH_PREFIXES: ' /cms/images/, /wp-content/uploads/ ' }).media.pathPrefixes).toEqual([
      '/cms/images/',
      '/wp-content/uploads/',
    ]);
    for (const bad of [
      '/',
      'uploads/',
      '/uploads',
      '/up loads/',
      '/../api/',
      '/./x/',
      '//x/',
      '/api/v1/',
      '/API/',
      '/ds_projects/x/',
      '/ocpcapi/',
    ])
      expect(() => loadConfig({ MEDIA_PATH_PREFIXES: bad }), bad).toThrow(
        /^Invalid configuration:\n  MEDIA_PATH_PREFIXES: /,
      );
  });

  it('reads ANALYTICS as provider ids and CAPTCHA_SCRIPT_URL as an https address', () => {
    expect(loadConfig({}).analytics).toEqual({});
    expect(loadConfig({}).captchaScriptUrl).toBeUndefined();
    const c = loadConfig({
      ANALYTICS: 'baidu:0123456789abcdef0123456789abcdef, gtm:GTM-AB12CD3',
      CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/v3/api.js',
    });
    expect(c.analytics).toEqual({ baidu: '0123456789abcdef0123456789abcdef', gtm: 'GTM-AB12CD3' });
    expect(c.captchaScriptUrl).toBe('https://captcha.example.com/v3/api.js');
  });

  it('takes a TICKET_SECRET of 32 characters or more, and leaves tickets to the stored secret without one', () => {
    expect(loadConfig({}).leads.ticketSecret).toBeUndefined();
    expect(loadConfig({ TICKET_SECRET: '' }).leads.ticketSecret).toBeUndefined();
    const secret = '0123456789abcdef'.repeat(4);
    expect(loadConfig({ TICKET_SECRET: secret }).leads.ticketSecret).toBe(secret);
    expect(loadConfig({ TICKET_SECRET: secret.slice(0, 32) }).leads.ticketSecret).toBe(secret.slice(0, 32));
    expect(() => loadConfig({ TICKET_SECRET: secret.slice(0, 31) })).toThrow(
      /^Invalid configuration:\n  TICKET_SECRET: must be at least 32 characters/,
    );
  });

  it('refreshes the edge only with an address and a token nginx can hold, on the release host by default', () => {
    expect(loadConfig({}).edgeRefresh).toEqual({ url: undefined, token: undefined, hosts: ['www.definesys.cn'] });
    const token = '0123456789abcdef'.repeat(4);
    expect(
      loadConfig({
        EDGE_REFRESH_URL: 'https://127.0.0.1:443/',
        EDGE_REFRESH_TOKEN: token,
        EDGE_REFRESH_HOSTS: 'www.example.cn, Example.cn,',
      }).edgeRefresh,
    ).toEqual({ url: 'https://127.0.0.1:443', token, hosts: ['www.example.cn', 'example.cn'] });
    expect(() => loadConfig({ EDGE_REFRESH_URL: 'https://127.0.0.1' })).toThrow(
      /EDGE_REFRESH_TOKEN: set it when EDGE_REFRESH_URL is set/,
    );
    expect(() => loadConfig({ EDGE_REFRESH_TOKEN: `${token.slice(0, 40)}"; 1` })).toThrow(
      /EDGE_REFRESH_TOKEN: must be 32 to 256 letters, digits, _ or -/,
    );
    expect(() => loadConfig({ EDGE_REFRESH_HOSTS: 'www.example.cn/x' })).toThrow(/EDGE_REFRESH_HOSTS/);
  });

  it('serves metrics only on a METRICS_PORT of their own, on loopback by default', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.7',
    });
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
