import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport } from './fetch-transport.ts';
import { FINAL_ANSWER_HEADER, type ApiRequest } from './transport.ts';

const GET: ApiRequest = { method: 'GET', path: '/api/v1/articles/1001/', shape: 'article' };
const error = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error_code: `http_${status}`, message: 'Upstream answered' }), { status, headers });

function transport(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  return { fetch, send: createFetchTransport({ retryBaseMs: 0, fetch: fetch as typeof globalThis.fetch }) };
}

describe('the browser transport', () => {
  it('does not retry an error the site answered itself: its proxy has retried the vendor already', async () => {
    const { fetch, send } = transport(() => error(500, { [FINAL_ANSWER_HEADER]: '1' }));
    await expect(send(GET)).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a GET 3 times on an error the site did not make (an edge while the site restarts)', async () => {
    const { fetch, send } = transport(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(send(GET)).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('retries a GET that got no answer, and takes the answer that comes', async () => {
    let n = 0;
    const { fetch, send } = transport(() => {
      if (++n < 3) throw new TypeError('Failed to fetch');
      return new Response('{"id":1}', { status: 200 });
    });
    await expect(send(GET)).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST', async () => {
    const { fetch, send } = transport(() => new Response('', { status: 503 }));
    await expect(send({ ...GET, method: 'POST', shape: 'any' })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
