import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from './browser-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('browserApi', () => {
  it('is one instance that calls the site origin with fetch', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify([{ avatar: '', nickname: 'n', content: 'c' }]), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(browserApi()).toBe(browserApi());
    await browserApi().listComments();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/v1\/client_comments\//);
  });
});
