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
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';

const RIGHT_TOKEN = 'company-ocpc-token-0042';
const WRONG_TOKEN = 'company-ocpc-token-0024';
const ADMIN = { login_name: 'ops-staff', password: 'correct horse battery staple' };
const PREFIX = 'requeue:';
const LEAD = {
  client_name: '宋雨桐',
  corp_name: '临港新材料',
  phone: '13655556666',
  corp_email: 'songyt@lingang.example.cn',
  demand: '希望了解低代码平台的私有化部署。',
};
const CLICKS = ['tokenA1', 'tokenA2', 'tokenA3'];
/** Baidu's word for an upload whose token it does not know. */
const TOKEN_REFUSED = { code: 10001, message: 'token 无效' };

let redis: TestRedis;
let ocpc: FakeUpstream;
let cluster: Cluster | undefined;
const dataDir = tempDir('conversion-requeue-');
const logs: string[] = [];
/** The clicks Baidu took (right token), once per upload it took. */
const accepted: string[] = [];

const clickOf = (body: string) =>
  new URL(
    (JSON.parse(body) as { conversionTypes: { logidUrl: string }[] }).conversionTypes[0]!.logidUrl,
  ).searchParams.get('bd_vid')!;
const uploadsOf = (bdVid: string) => ocpc.requests.filter((r) => clickOf(r.body) === bdVid);

beforeAll(async () => {
  redis = await startRedis();
  ocpc = await startFakeUpstream();
  ocpc.answer((req) => {
    const { token } = JSON.parse(req.body) as { token: string };
    if (token !== RIGHT_TOKEN)
      return { status: 200, json: { header: { status: 2, desc: 'failure', failures: [TOKEN_REFUSED] } } };
    accepted.push(clickOf(req.body));
    return { status: 200, json: { header: { status: 0, desc: 'success' } } };
  });
});
afterAll(async () => {
  await stop();
  await ocpc?.close();
  await redis?.stop();
});

/** The server (two workers) on the test's DATA_DIR with this OCPC_TOKEN. */
async function start(token: string): Promise<Cluster> {
  cluster = await startCluster(
    {
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      OCPC_API_URL: `${ocpc.url}/upload`,
      OCPC_TOKEN: token,
      ADMIN_LOGIN: ADMIN.login_name,
      ADMIN_PASSWORD: ADMIN.password,
      LEAD_RATE_LIMIT: '1000',
      LOG_LEVEL: 'info',
      // Due conversions are looked for every second (5 s by default).
      LEAD_FORWARD_INTERVAL_MS: '1000',
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
  if (!c || c.primary.exitCode !== null || c.primary.signalCode !== null) return;
  const exited = new Promise((r) => c.primary.once('exit', r));
  c.stop();
  await exited;
}

const url = (route: string) => `http://127.0.0.1:${cluster!.port}${route}`;

/** A lead from the ad click `bdVid`, on a new connection (spread over the workers). */
async function lead(bdVid: string): Promise<void> {
  const res = await fetch(url('/api/v1/client_demands/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ ...LEAD, bd_vid: bdVid, page_url: `https://www.definesys.cn/form?n=${bdVid}` }),
  });
  expect(res.status, bdVid).toBe(201);
  expect(await res.json()).toMatchObject({ adClick: 'converted' });
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
    for (const click of CLICKS) expect(uploadsOf(click), click).toHaveLength(1);
    expect(accepted).toEqual([]);

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
    await start(RIGHT_TOKEN);
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
    await vi.waitFor(() => expect([...accepted].sort()).toEqual([...CLICKS].sort()), {
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
    for (const click of CLICKS) expect(uploadsOf(click), click).toHaveLength(2);
    expect(accepted).toHaveLength(CLICKS.length);

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
