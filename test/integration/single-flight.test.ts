// One render per page per process under a burst: the built server (one worker, render threads as
// production runs them) over a vendor fake, asked for a page nobody asked for since start by 20
// visitors at once, renders it once (one MISS and 19 WAIT in the access log, /readyz counts one
// render); 10 at once for /cases, once. After its TTL, 20 at once get the stale copy while one
// render refreshes it. A render that fails is every waiter's failure, and the next request
// renders again. Without the single flight, 20 concurrent requests made 19 renders.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { passThrough, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startSite, tempDir, type TestSite } from '../helpers/site.ts';

const TTL_MS = 3000;
const STALE_MS = 3000;
/** Each vendor answer takes this long, so a burst's requests all arrive while the page renders. */
const VENDOR_MS = 100;
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface AccessLine {
  log?: string;
  url: string;
  status: number;
  cache: string;
}

interface Answer {
  status: number;
  cache: string | undefined;
  location: string | undefined;
  body: string;
}

/** Time passing, where it is the scenario: the vendor's slow answer, a cached copy growing old. */
const letTimePass = (ms: number) => new Promise((r) => setTimeout(r, ms));

let embedded: TestSite;
let vendor: FakeUpstream;
let cluster: Cluster;
/** Article ids the vendor answers 500 for, as long as they are listed. */
const failing = new Set<string>();
const access: AccessLine[] = [];

beforeAll(async () => {
  embedded = await startSite();
  vendor = await startFakeUpstream();
  vendor.answer(async (req) => {
    await letTimePass(VENDOR_MS);
    const id = /^\/api\/v1\/articles\/(\d+)\//.exec(req.url)?.[1];
    if (id && failing.has(id)) return { status: 500, json: { error_code: 'boom', message: 'vendor down' } };
    return passThrough(embedded.url, req);
  });
  cluster = await startCluster(
    {
      DATA_DIR: tempDir('single-flight-'),
      LOG_LEVEL: 'info',
      API_BASE_LOCAL: vendor.url,
      PAGE_CACHE_TTL_MS: String(TTL_MS),
      PAGE_CACHE_STALE_MS: String(STALE_MS),
      // The vendor's 500s are tried twice, quickly.
      UPSTREAM_TIMEOUT_MS: '2000',
    },
    1,
  );
  let rest = '';
  cluster.primary.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as AccessLine;
      if (entry.log === 'access') access.push(entry);
    }
  });
}, 60_000);

afterAll(async () => {
  cluster?.stop();
  await vendor?.close();
  await embedded?.close();
});

/** One request on its own connection, so all of a burst are in the server at once. */
function get(target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: cluster.port,
          path: target,
          agent: false,
          headers: { 'user-agent': DESKTOP, 'accept-encoding': 'gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cache: res.headers['x-cache'] as string | undefined,
              location: res.headers.location,
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

async function renders(): Promise<number> {
  const ready = (await (await fetch(`http://127.0.0.1:${cluster.port}/readyz`)).json()) as {
    pages: { renders: number };
  };
  return ready.pages.renders;
}

/** The access log's cache states of the requests for `url`, sorted, once all `n` are logged. */
async function statesOf(url: string, n: number): Promise<string[]> {
  const lines = () => access.filter((l) => l.url === url);
  await vi.waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(n), { timeout: 10_000, interval: 10 });
  return lines()
    .map((l) => l.cache)
    .sort();
}

const burst = (target: string, n: number) => Promise.all(Array.from({ length: n }, () => get(target)));

describe('a burst of requests for one page, in one process', () => {
  it('renders a page nobody has asked for once for 20 visitors at once: one MISS, 19 WAIT', async () => {
    const before = await renders();
    const answers = await burst('/', 20);
    expect(await renders()).toBe(before + 1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // The same render for all (every render differs in its seed).
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.map((a) => a.cache ?? 'MISS').sort()).toEqual(['MISS', ...Array<string>(19).fill('WAIT')]);
    expect(await statesOf('/', 20)).toEqual(['MISS', ...Array<string>(19).fill('WAIT')]);
    expect((await get('/')).cache).toBe('HIT');
  });

  it('renders /cases once for 10 at once', async () => {
    const before = await renders();
    const answers = await burst('/cases', 10);
    expect(await renders()).toBe(before + 1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await statesOf('/cases', 10)).toEqual(['MISS', ...Array<string>(9).fill('WAIT')]);
  });

  it('answers 20 at once from the cache after the TTL, while one render refreshes the page', async () => {
    await get('/about');
    // The cached copy must grow old: time passing is the condition, not an event.
    await letTimePass(TTL_MS + 300);
    const before = await renders();
    const answers = await burst('/about', 20);
    // The stale copy until the refresh is stored, the new one after: nobody waits for it.
    expect(answers[0]!.cache).toBe('STALE');
    expect(answers.every((a) => a.status === 200 && (a.cache === 'STALE' || a.cache === 'HIT'))).toBe(true);
    await vi.waitFor(async () => expect((await get('/about')).cache).toBe('HIT'), { timeout: 10_000, interval: 50 });
    expect(await renders()).toBe(before + 1);
  });

  it('renders a page past its stale window once for 20 at once', async () => {
    await get('/product_apaas');
    // The cached copy must grow old: time passing is the condition, not an event.
    await letTimePass(TTL_MS + STALE_MS + 300);
    const before = await renders();
    const answers = await burst('/product_apaas', 20);
    expect(await renders()).toBe(before + 1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Its content is still in the content cache, so the render is quick: the last of the burst
    // may come after it and be hits.
    const states = await statesOf('/product_apaas', 21);
    expect(states.filter((s) => s === 'MISS')).toHaveLength(2);
    expect(states.filter((s) => s !== 'MISS').every((s) => s === 'WAIT' || s === 'HIT')).toBe(true);
  });

  it('gives every waiter what a failed render gives one, and renders again for the next request', async () => {
    failing.add('1005');
    const before = await renders();
    const answers = await burst('/news/1005', 20);
    expect(await renders()).toBe(before + 1);
    const alone = answers[0]!;
    expect([alone.status, alone.location]).toEqual([302, '/sorry']);
    expect(answers.every((a) => a.status === alone.status && a.location === alone.location)).toBe(true);
    expect(await statesOf('/news/1005', 20)).toEqual(['BYPASS', ...Array<string>(19).fill('WAIT')]);

    // The vendor is back: the next request renders the page, nothing of the failure is kept.
    failing.delete('1005');
    const next = await get('/news/1005');
    expect(next.status).toBe(200);
    expect(await renders()).toBe(before + 2);
  });
});
