import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withRequestId } from './request-id.ts';

describe('withRequestId', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise((r) => server?.close(r)));

  /** Serves the id the wrapped listener saw; the client connects from 127.0.0.1. */
  async function idsFor(trustProxy: string, sent?: string): Promise<{ seen: string; answered: string | null }> {
    server = http.createServer(withRequestId((req, res) => res.end(req.headers['x-request-id']), { trustProxy }));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: sent ? { 'x-request-id': sent } : {} });
    return { seen: await res.text(), answered: res.headers.get('x-request-id') };
  }

  it('keeps the id a trusted proxy sent', async () => {
    expect(await idsFor('loopback', 'edge-123')).toEqual({ seen: 'edge-123', answered: 'edge-123' });
  });
  it('replaces the id of a peer it does not trust, and a malformed one', async () => {
    const untrusted = await idsFor('false', 'chosen-by-visitor');
    expect(untrusted.seen).not.toBe('chosen-by-visitor');
    expect(untrusted.answered).toBe(untrusted.seen);
    server?.close();
    const malformed = await idsFor('loopback', 'a b<script>');
    expect(malformed.seen).toMatch(/^[0-9a-f-]{36}$/);
  });
});
