// The fuzzer's attack scenarios: what one hostile client does on purpose, played against the
// built site after the random cases, each judged on what the attack is meant to break.
//   pictures     planted sources on a listed media host (a 15 MB SVG, a 40 MP PNG, a 20 MB JPEG,
//                a gzip bomb, a drip, an HTML page), redirects to a metadata address and to the
//                site's own pages, the site's own non-picture paths, and in upstream mode the
//                vendor API's paths through /_img: each refused with a 4xx (a 40 MP PNG and a
//                20 MB JPEG may be made), none costing more than 100 MB of RSS for long.
//   burst        one address asks 40 more distinct variants than it may wait for (IMAGE_QUEUE) and
//                gives up after 5 s: another address still gets a made variant in under 1 s and a
//                new one in under 3 s, some of the
//                burst is refused at once, nothing is fetched for clients that left, and RSS is
//                back to its level before the burst within a minute.
//   connections  one address opens 2 100 idle connections: another is still served at once.
//   leads        an Idempotency-Key reused with another lead is a 422 (the same lead again a 201
//                with the same id); a lead from an ad click is answered with its click converted
//                and no ticket, and the same lead again under its key with another click converts
//                none; an older page's ticket converts only the click it names.
// The scenarios' clients come from their own loopback addresses (127.0.0.2, .3, .4), which the
// site does not trust as proxies: each is one visitor reaching the site directly.
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FuzzMediaHost } from './fuzz-media-host.ts';
import type { RecordingVendor } from './recording-vendor.ts';
import { createConversionTickets } from '../../server/leads/conversion-ticket.ts';
import type { Failure } from './run-mode.ts';
import type { ServerProcess } from './server-process.ts';
import { FUZZ_TICKET_SECRET } from './vendor-validator.ts';
import { IMAGE_QUEUE } from '../../server/images/image-route.ts';

/** The burst scenario's pictures: past what one address may wait for. */
const BURST = IMAGE_QUEUE.perClient + 40;

export interface ScenarioTarget {
  site: ServerProcess;
  media: FuzzMediaHost;
  /** Upstream mode: the vendor API, whose origin /_img may read pictures from. */
  vendor?: RecordingVendor;
  progress?: (line: string) => void;
}

export interface ScenarioReport {
  name: string;
  requests: number;
  failures: Failure[];
  /** What was measured, for the report. */
  notes: string[];
}

const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';
const FLOODER = '127.0.0.4';
const LEAD_SENDER = '127.0.0.5';
const AVIF = 'image/avif,image/webp,image/*,*/*;q=0.8';

interface Reply {
  status?: number;
  error?: string;
  ms: number;
  /** The answer's body as text. */
  text?: string;
}

interface RequestOptions {
  /** The client's own address (any of 127/8). */
  from: string;
  /** The client gives up after this long (and closes its socket: it has left). */
  timeoutMs: number;
  accept?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

/** One request on a connection of its own from `opts.from`. */
function send(port: number, path: string, opts: RequestOptions): Promise<Reply> {
  const started = performance.now();
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: opts.method ?? 'GET',
      localAddress: opts.from,
      agent: false,
      headers: {
        accept: opts.accept ?? AVIF,
        connection: 'close',
        ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        ...opts.headers,
      },
    });
    const done = (r: Omit<Reply, 'ms'>) => resolve({ ...r, ms: Math.round(performance.now() - started) });
    const timer = setTimeout(() => {
      req.destroy();
      done({ error: 'gave up' });
    }, opts.timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        done({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      done({ error: err.code ?? err.message });
    });
    req.end(body);
  });
}
const img = (source: string, w = 640) => `/_img?url=${encodeURIComponent(source)}&w=${w}`;

/** Waits until RSS is at most `limitMb`, up to `ms`; the last reading. */
async function rssSettles(site: ServerProcess, limitMb: number, ms: number): Promise<number | undefined> {
  const deadline = Date.now() + ms;
  let rss = site.rssMb();
  while (rss !== undefined && rss > limitMb && Date.now() < deadline) {
    await sleep(500);
    rss = site.rssMb();
  }
  return rss;
}

/** A scenario's report, and how it records a promise the site broke (grouped under the scenario). */
function scenarioReport(name: string) {
  const report: ScenarioReport = { name, requests: 0, failures: [], notes: [] };
  const fail = (group: string, path: string, status: number | string | undefined, detail?: string, method = 'GET') =>
    report.failures.push({ reason: 'scenario', group: `${name}: ${group}`, method, path, status, detail });
  return { report, fail };
}

async function pictures(t: ScenarioTarget): Promise<ScenarioReport> {
  const { report, fail } = scenarioReport('pictures');
  const m = t.media.url;
  const refused = (s?: number) => s !== undefined && s >= 400 && s < 500;
  const madeOrRefused = (s?: number) => s === 200 || refused(s);
  // The drip is the media host failing (too slow): a 504 is the truthful answer there.
  const cases: [label: string, source: string, ok: (s?: number) => boolean][] = [
    ['15 MB SVG', `${m}/uploads/huge.svg`, refused],
    ['40 MP PNG', `${m}/uploads/forty-mp.png`, madeOrRefused],
    ['20 MB JPEG', `${m}/uploads/twenty-mb.jpg`, madeOrRefused],
    ['gzip bomb', `${m}/uploads/gzip-bomb.jpg`, refused],
    ['dripping source', `${m}/uploads/drip.jpg`, (s) => refused(s) || s === 504],
    ['HTML page on the media host', `${m}/uploads/page.jpg`, refused],
    ['redirect to a metadata address', `${m}/uploads/to-metadata.jpg`, refused],
    ["redirect to the site's home page", `${m}/uploads/to-site-page.jpg`, refused],
    ["the site's own missing picture (redirects to /)", '/media/nope', refused],
    ["the site's own API through /media/..", '/media/../api/v1/articles/', refused],
    ["the site's own API, encoded dots", '/media/%2e%2e/api/v1/articles/', refused],
    ['/_img nested', `/_img?url=${encodeURIComponent(`${m}/uploads/photo.jpg`)}&w=64`, refused],
  ];
  if (t.vendor) {
    const v = t.vendor.url;
    cases.push(
      ['vendor API list with operators', `${v}/api/v1/articles/?size=999&$where=1&junk=1`, refused],
      ['vendor admin through ..', `${v}/uploads/../api/admin/users`, refused],
      ['vendor admin through %2e%2e', `${v}/uploads/%2e%2e/api/admin/users`, refused],
      ['vendor admin through %2E%2E and %2f', `${v}/uploads/%2E%2E%2fapi/admin/users`, refused],
      ['vendor admin through double encoding', `${v}/uploads/%252e%252e/api/admin/users`, refused],
      ['vendor admin through a backslash', `${v}/uploads/..\\api/admin/users`, refused],
      ['vendor config file', `${v}/ds_projects/jiayi/config/index.json`, refused],
      ['vendor API through //', `${v}//api/v1/articles/`, refused],
      // A picture path may be read, but its query never reaches the vendor (the validator checks).
      ['vendor picture with a query', `${v}/uploads/photo.jpg?size=999&$where=1`, (s) => s === 200],
    );
  }
  const before = t.site.rssMb() ?? 0;
  let worst = 0;
  for (const [label, source, ok] of cases) {
    const path = img(source);
    const reply = await send(t.site.port, path, { from: VISITOR, timeoutMs: 15_000 });
    report.requests++;
    if (!ok(reply.status)) fail(label, path, reply.status ?? reply.error);
    // Each source's cost must be given back, not carried into the next.
    const after = (await rssSettles(t.site, before + 100, 15_000)) ?? 0;
    worst = Math.max(worst, after - before);
    if (after > before + 100)
      fail(`${label} kept RSS high`, path, reply.status, `RSS ${before} MB before, ${after} MB 15 s after`);
  }
  report.notes.push(`${cases.length} sources, RSS ${before} MB before, at most +${worst} MB after each`);
  return report;
}

async function burst(t: ScenarioTarget): Promise<ScenarioReport> {
  const { report, fail } = scenarioReport('burst');
  const port = t.site.port;
  const photo = `${t.media.url}/uploads/photo.jpg`;
  const made = img(photo, 640);
  const warm = await send(port, made, { from: VISITOR, timeoutMs: 20_000 });
  report.requests++;
  if (warm.status !== 200) fail('the ordinary picture could not be made', made, warm.status ?? warm.error);
  const before = t.site.rssMb() ?? 0;
  const isBurst = (target: string) => target.startsWith('/uploads/burst/');
  // More distinct variants of 6 MP photographs at once from one address than it may wait for (so
  // some are refused at once), each given up after 5 s.
  const attack = Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      send(port, img(`${t.media.url}/uploads/burst/${i}.jpg?r${i}`, 1920), { from: ATTACKER, timeoutMs: 5000 }),
    ),
  );
  await sleep(300);
  const cached = await send(port, made, { from: VISITOR, timeoutMs: 10_000 });
  const fresh = await send(port, img(photo, 828), { from: VISITOR, timeoutMs: 10_000 });
  report.requests += 2;
  if (cached.status !== 200 || cached.ms >= 1000)
    fail('a made variant waited on the burst', made, cached.status ?? cached.error, `${cached.ms} ms (limit 1 000)`);
  if (fresh.status !== 200 || fresh.ms >= 3000)
    fail(
      'a new variant waited on the burst',
      img(photo, 828),
      fresh.status ?? fresh.error,
      `${fresh.ms} ms (limit 3 000)`,
    );
  const replies = await attack;
  report.requests += replies.length;
  const refusedAtOnce = replies.filter((r) => r.status === 503 && r.ms < 1000).length;
  const answered = replies.filter((r) => r.status === 200).length;
  if (refusedAtOnce === 0)
    fail('nothing of the burst was refused at once', '/_img (burst)', undefined, 'no 503 within 1 s');
  for (const r of replies) {
    if (r.status !== undefined && r.status !== 200 && r.status !== 503)
      fail(`a burst request answered ${r.status}`, '/_img (burst)', r.status);
  }
  // Every burst client has left by now: whatever the site fetches from here on is for nobody.
  await sleep(1500);
  const fetchedWhileWanted = t.media.requests.filter(isBurst).length;
  await sleep(3000);
  const fetchedLater = t.media.requests.filter(isBurst).length - fetchedWhileWanted;
  if (fetchedLater > 0)
    fail('sources fetched for clients that had left', '/_img (burst)', undefined, `${fetchedLater} fetched after`);
  const after = await rssSettles(t.site, before + 100, 60_000);
  if (after === undefined || after > before + 100)
    fail('RSS did not come back within a minute', '/_img (burst)', undefined, `${before} MB before, ${after} MB after`);
  report.notes.push(
    `burst: ${answered} made, ${refusedAtOnce} refused at once, ${replies.filter((r) => r.error).length} given up, ` +
      `${fetchedWhileWanted} sources fetched; another address: made ${cached.ms} ms, new ${fresh.ms} ms; ` +
      `RSS ${before} → ${after} MB`,
  );
  return report;
}

async function connections(t: ScenarioTarget): Promise<ScenarioReport> {
  const { report, fail } = scenarioReport('connections');
  const port = t.site.port;
  const sockets: net.Socket[] = [];
  const open = () =>
    new Promise<void>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1', localAddress: FLOODER }, () => resolve());
      s.on('error', () => resolve());
      sockets.push(s);
    });
  try {
    for (let i = 0; i < 2100; i += 100) await Promise.all(Array.from({ length: 100 }, open));
    await sleep(300);
    const held = sockets.filter((s) => s.readyState === 'open').length;
    let slowest = 0;
    for (let i = 0; i < 5; i++) {
      const reply = await send(port, '/healthz', { from: VISITOR, timeoutMs: 5000 });
      report.requests++;
      slowest = Math.max(slowest, reply.ms);
      if (reply.status !== 200 || reply.ms >= 1000)
        fail(
          'another address was not served while one held 2 100 idle connections',
          '/healthz',
          reply.status ?? reply.error,
          `${reply.ms} ms; the flooding address held ${held}`,
        );
      await sleep(200);
    }
    report.notes.push(`2 100 idle connections opened, ${held} held; another address served in at most ${slowest} ms`);
  } finally {
    for (const s of sockets) s.destroy();
  }
  return report;
}

/** Tickets as a server of an earlier release signed them (the site runs with FUZZ_TICKET_SECRET). */
const olderTickets = createConversionTickets(Buffer.from(FUZZ_TICKET_SECRET));

async function leads(t: ScenarioTarget): Promise<ScenarioReport> {
  const { report, fail } = scenarioReport('leads');
  const port = t.site.port;
  const lead = (name: string, extra: Record<string, string> = {}) => ({
    client_name: name,
    corp_name: '模糊测试精密机械集团',
    phone: '13912345678',
    corp_email: 'fuzz@example.com',
    demand: '想了解低代码平台的私有化部署方案。',
    form: 'consult',
    ...extra,
  });
  const post = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
    report.requests++;
    const reply = await send(port, path, {
      from: LEAD_SENDER,
      timeoutMs: 10_000,
      method: 'POST',
      accept: 'application/json',
      headers,
      json,
    });
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(reply.text ?? '') as Record<string, unknown>;
    } catch {
      // Not JSON: judged by its status alone.
    }
    return { ...reply, body };
  };
  const expectThat = (ok: boolean, group: string, path: string, status: number | string | undefined, detail = '') => {
    if (!ok) fail(group, path, status, detail, 'POST');
  };
  const LEADS = '/api/v1/client_demands/';
  const CONVERSIONS = '/ocpcapi/api/uploadConvertData';

  const key = { 'idempotency-key': `fuzz-scenario-${Date.now()}` };
  const first = await post(LEADS, lead('陈思远'), key);
  const again = await post(LEADS, lead('陈思远'), key);
  const other = await post(LEADS, lead('王海峰'), key);
  expectThat(first.status === 201, 'a valid lead was not taken', LEADS, first.status ?? first.error);
  expectThat(
    again.status === 201 && again.body.id === first.body.id,
    'the same lead under its key again was not answered with the first id',
    LEADS,
    again.status ?? again.error,
    `ids ${String(first.body.id)} and ${String(again.body.id)}`,
  );
  expectThat(other.status === 422, 'another lead under a used key was not refused with 422', LEADS, other.status);

  const click = `fuzzclick${Date.now()}`;
  const clickKey = { 'idempotency-key': `fuzz-scenario-click-${Date.now()}` };
  const withClick = await post(LEADS, lead('李静', { bd_vid: click }), clickKey);
  expectThat(
    withClick.status === 201 && withClick.body.adClick === 'converted' && !('conversionTicket' in withClick.body),
    'a lead with bd_vid was not answered with its click converted (and no ticket)',
    LEADS,
    withClick.status,
    JSON.stringify(withClick.body).slice(0, 200),
  );
  const replayed = await post(LEADS, lead('李静', { bd_vid: `${click}new` }), clickKey);
  expectThat(
    replayed.status === 201 && replayed.body.id === withClick.body.id && !('adClick' in replayed.body),
    'a lead sent again under its key converted a click it never had',
    LEADS,
    replayed.status,
    JSON.stringify(replayed.body).slice(0, 200),
  );
  // The upload endpoint of older pages: a lead such a release's server took, with its ticket.
  const older = await post(LEADS, lead('王芳'));
  const olderClick = `${click}older`;
  const ticket = typeof older.body.id === 'number' ? olderTickets.issue(older.body.id, olderClick) : 'no-ticket';
  const conversion = (bdVid: string) => ({
    ticket,
    conversionTypes: [{ logidUrl: `https://www.definesys.cn/news?bd_vid=${bdVid}`, newType: 3 }],
  });
  const stolen = await post(CONVERSIONS, conversion(`${olderClick}x`));
  expectThat(stolen.status === 403, "a ticket converted another click than its lead's", CONVERSIONS, stolen.status);
  const own = await post(CONVERSIONS, conversion(olderClick));
  expectThat(own.status === 200, 'a ticket did not convert its own click', CONVERSIONS, own.status ?? own.error);
  const noClick = await post(LEADS, lead('赵敏'));
  expectThat(
    noClick.status === 201 && !noClick.body.adClick && !noClick.body.conversionTicket,
    'a lead without bd_vid was answered with a click or a ticket',
    LEADS,
    noClick.status,
  );
  report.notes.push(
    `reused key: ${first.status}/${again.status}/${other.status}; lead with a click ${String(withClick.body.adClick)}, again with another ${String(replayed.body.adClick ?? 'none')}; older ticket for another click ${stolen.status}, own click ${own.status}`,
  );
  return report;
}

/** Every scenario, one after the other (each measures the site alone). */
export async function runScenarios(t: ScenarioTarget): Promise<ScenarioReport[]> {
  const reports: ScenarioReport[] = [];
  for (const scenario of [pictures, burst, connections, leads]) {
    const r = await scenario(t);
    t.progress?.(`scenario ${r.name}: ${r.failures.length} failures; ${r.notes.join('; ')}`);
    reports.push(r);
  }
  return reports;
}
