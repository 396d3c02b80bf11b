// A wrong OCPC_TOKEN, seen and repaired as an operator would (issue 37): the built server as a
// cluster of two workers (as pm2 runs it) on a real redis-server, with a fake Baidu oCPC (a real
// HTTP server) that refuses every upload whose token it does not know, as Baidu does: HTTP 200,
// a header.status that is neither 0 nor 3, the reason in its failures. Every conversion is then
// refused after one attempt; /readyz stays ready and says how many and why, the staff inbox lists
// them with the reason, and the CSV export holds them. After the token is fixed (the server
// restarted with the right one on the same DATA_DIR), one post from /admin puts them back in the
// outbox: each is delivered once, under its own earlier claim in Redis (not taken for another
// server's), and the same form posted again sends nothing more. A post from another site is refused.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { convertingEnv, OCPC_TOKEN, startFakeBaidu, type FakeBaidu } from '../helpers/baidu.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { postLeadFromClick } from '../helpers/sample-lead.ts';
import { tempDir } from '../helpers/site.ts';

const WRONG_TOKEN = 'company-ocpc-token-0024';
const ADMIN = { login_name: 'ops-staff', password: 'correct horse battery staple' };
const PREFIX = 'requeue:';
const CLICKS = ['tokenA1', 'tokenA2', 'tokenA3'];
/** Baidu's word for an upload whose token it does not know. */
const TOKEN_REFUSED = { code: 10001, message: 'token 无效' };

let redis: TestRedis;
let baidu: FakeBaidu;
let cluster: Cluster | undefined;
const dataDir = tempDir('conversion-requeue-');
const logs: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  baidu = await startFakeBaidu();
  baidu.answer((req) => {
    const { token } = JSON.parse(req.body) as { token: string };
    if (token !== OCPC_TOKEN)
      return { status: 200, json: { header: { status: 2, desc: 'failure', failures: [TOKEN_REFUSED] } } };
    return undefined;
  });
});
afterAll(async () => {
  await stop();
  await baidu?.close();
  await redis?.stop();
});

/** The server (two workers) on the test's DATA_DIR with this OCPC_TOKEN. */
async function start(token: string): Promise<Cluster> {
  cluster = await startCluster(
    {
      ...convertingEnv(baidu, redis.url, PREFIX),
      DATA_DIR: dataDir,
      OCPC_TOKEN: token,
      ADMIN_LOGIN: ADMIN.login_name,
      ADMIN_PASSWORD: ADMIN.password,
    },
    2,
  );
  cluster.primary.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
  return cluster;
}
/** Ends the cluster and waits until its processes are gone. */
async function stop(): Promise<void> {
  const c = cluster;
  cluster = undefined;
  await c?.stop();
}

const url = (route: string) => `http://127.0.0.1:${cluster!.port}${route}`;

/** A lead from the ad click `bdVid`, on a new connection (spread over the workers). */
async function lead(bdVid: string): Promise<void> {
  const res = await postLeadFromClick(url(''), bdVid);
  expect(res.status, bdVid).toBe(201);
  expect(res.body).toMatchObject({ adClick: 'converted' });
}

interface ConversionReport {
  delivering: boolean;
  counts: Record<string, number>;
  oldestPendingAt: string | null;
  lastRefusal: { id: number; at: string; reason: string } | null;
}
async function readyz(): Promise<{ httpStatus: number; status: string; conversions: ConversionReport }> {
  const res = await fetch(url('/readyz'), { headers: { connection: 'close' } });
  return { httpStatus: res.status, ...((await res.json()) as { status: string; conversions: ConversionReport }) };
}

async function loginCookie(): Promise<string> {
  const res = await fetch(url('/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}
const inbox = async (cookie: string, query = '') => {
  const res = await fetch(url(`/admin${query}`), { headers: { cookie, connection: 'close' } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The table row of a click in the inbox's conversions. */
const rowOf = (html: string, bdVid: string) => html.match(/<tr>.*?<\/tr>/gs)?.find((row) => row.includes(`>${bdVid}<`));
const requeueForm = (html: string) => ({
  shownAt: /name="shown_at" value="([^"]+)"/.exec(html)?.[1],
  buttons: [...html.matchAll(/<button [^>]*name="state"[^>]*>/g)].map((m) => /value="(\w+)"/.exec(m[0])?.[1]),
});
/** Posts the inbox's re-queue form as the browser would (a same-origin form). */
const requeue = (cookie: string, state: string, shownAt: string, fetchSite = 'same-origin') =>
  fetch(url('/admin/conversions/requeue'), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'sec-fetch-site': fetchSite,
      origin: fetchSite === 'same-origin' ? 'null' : 'https://elsewhere.example',
    },
    body: new URLSearchParams({ state, shown_at: shownAt }).toString(),
  });
const csv = async (cookie: string) => {
  const res = await fetch(url('/admin/conversions.csv'), { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return (await res.text()).split('\r\n').filter(Boolean);
};
function states(): Record<string, string> {
  const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT bd_vid, state FROM conversions').all() as { bd_vid: string; state: string }[];
    return Object.fromEntries(rows.map((r) => [r.bd_vid, r.state]));
  } finally {
    db.close();
  }
}

describe('a wrong OCPC_TOKEN', () => {
  it('is seen in /readyz and /admin, and its conversions are sent once after the fix and a re-queue', async () => {
    await start(WRONG_TOKEN);
    for (const click of CLICKS) await lead(click);

    // Refused after one attempt each; the site stays ready and says so.
    await vi.waitFor(
      async () => expect((await readyz()).conversions.counts).toMatchObject({ refused: CLICKS.length, pending: 0 }),
      { timeout: 15_000, interval: 200 },
    );
    const refused = await readyz();
    expect(refused).toMatchObject({ httpStatus: 200, status: 'ready', conversions: { delivering: true } });
    expect(refused.conversions.oldestPendingAt).toBeNull();
    expect(refused.conversions.lastRefusal?.reason).toContain('token 无效');
    expect(Date.parse(refused.conversions.lastRefusal!.at)).toBeGreaterThan(Date.now() - 60_000);
    for (const click of CLICKS) expect(baidu.uploadsOf(click), click).toHaveLength(1);
    expect(baidu.accepted).toEqual([]);

    const cookie = await loginCookie();
    const page = await inbox(cookie);
    for (const click of CLICKS) expect(rowOf(page, click), click).toMatch(/百度拒收.*token 无效/s);
    expect(requeueForm(page).buttons).toEqual(['refused']);
    const exported = await csv(cookie);
    expect(exported[0]).toContain('"点击 bd_vid"');
    for (const click of CLICKS)
      expect(
        exported.find((line) => line.includes(`"${click}"`)),
        click,
      ).toMatch(/"百度拒收","1",.*token 无效/);

    // The fix: the right token, and a restart (pm2 reload) on the same data.
    await stop();
    await start(OCPC_TOKEN);
    // Refused stays refused until staff put them back: nothing is sent by the restart alone.
    expect((await readyz()).conversions.counts).toMatchObject({ refused: CLICKS.length });

    // Another site's form cannot do it, even with the cookie (which a browser would not send).
    const { shownAt } = requeueForm(await inbox(cookie));
    expect(shownAt).toBeDefined();
    const crossSite = await requeue(cookie, 'refused', shownAt!, 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(Object.values(states())).toEqual(CLICKS.map(() => 'refused'));

    const posted = await requeue(cookie, 'refused', shownAt!);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/admin?requeued=${CLICKS.length}#conversions`);
    await vi.waitFor(() => expect([...baidu.accepted].sort()).toEqual([...CLICKS].sort()), {
      timeout: 15_000,
      interval: 200,
    });
    await vi.waitFor(
      async () =>
        expect((await readyz()).conversions.counts).toMatchObject({
          delivered: CLICKS.length,
          refused: 0,
          pending: 0,
          duplicate: 0,
        }),
      { timeout: 10_000, interval: 200 },
    );
    expect(logs.some((l) => l.includes('conversions put back in the outbox by staff'))).toBe(true);

    // The same form again (a double click, Back and resend): nothing more is put back or sent.
    const again = await requeue(cookie, 'refused', shownAt!);
    expect(again.headers.get('location')).toBe('/admin?requeued=0#conversions');
    expect(await inbox(cookie, '?requeued=0')).toContain('已将 0 条转化重新放入回传队列');
    expect(states()).toEqual(Object.fromEntries(CLICKS.map((c) => [c, 'delivered'])));
    for (const click of CLICKS) expect(baidu.uploadsOf(click), click).toHaveLength(2);
    expect(baidu.accepted).toHaveLength(CLICKS.length);

    // Each click is claimed in Redis by this server's own conversion, which sent it.
    const client = await createClient({ url: redis.url }).connect();
    try {
      const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true });
      const storeId = String(
        (db.prepare(`SELECT value FROM meta WHERE key = 'store_id'`).get() as { value: string }).value,
      );
      const ids = db.prepare('SELECT id, bd_vid FROM conversions').all() as { id: number; bd_vid: string }[];
      db.close();
      for (const { id, bd_vid } of ids)
        expect(await client.get(`${PREFIX}conversion:${bd_vid}`)).toBe(`${storeId}:${id}`);
    } finally {
      client.destroy();
    }

    // The export says they were delivered, and when.
    for (const line of (await csv(cookie)).slice(1))
      expect(line).toMatch(/"已回传","1","20\d\d-[^"]+","20\d\d-[^"]+",""$/);
  }, 90_000);
});
