// One fuzz run against the built site in one mode: start the processes, send every case (eight at
// a time), watch the server's memory and life, then judge. Used by `npm run fuzz` and by the
// short version inside `npm test`, so both check the same things.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CATEGORIES, type Case, type Category } from './case-types.ts';
import { generateCases } from './cases.ts';
import { sendHttp } from './http-client.ts';
import { createRng } from './prng.ts';
import { sendRaw, type Answer } from './raw-client.ts';
import { startFuzzMediaHost, type FuzzMediaHost } from './fuzz-media-host.ts';
import { startRecordingVendor, type RecordingVendor, type VendorRequest } from './recording-vendor.ts';
import { runScenarios, type ScenarioReport } from './scenarios.ts';
import { healthy, snapshotBuild, startBuiltServer, type BuildSnapshot, type ServerProcess } from './server-process.ts';
import { FUZZ_OCPC_TOKEN, FUZZ_TICKET_SECRET, vendorProblems } from './vendor-validator.ts';
import { createConversionTickets } from '../../server/leads/conversion-ticket.ts';

/** Tickets as a server of an earlier release gave them with a lead: the upload endpoint such
 *  releases' pages send to still checks them. */
const olderTickets = createConversionTickets(Buffer.from(FUZZ_TICKET_SECRET));

export type Mode = 'embedded' | 'upstream';

export interface RunOptions {
  mode: Mode;
  seed: number;
  /** Generated cases, slow bodies not included. */
  requests: number;
  concurrency: number;
  slowBodies: number;
  slowSeconds: number;
  rssLimitMb: number;
  /** The build to run; absent, the run copies dist/ itself. */
  build?: BuildSnapshot;
  /** Progress lines (the CLI prints them; the test stays quiet). */
  progress?: (line: string) => void;
}

interface Result {
  case: Case;
  answer: Answer;
}

export interface Failure {
  reason: '5xx' | 'no answer' | 'vendor' | 'crash' | 'health' | 'memory' | 'coverage' | 'scenario';
  /** What to group by in the report. */
  group: string;
  method?: string;
  path?: string;
  status?: number | string;
  detail?: string;
}

export interface ModeReport {
  mode: Mode;
  seed: number;
  results: Result[];
  sentByCategory: Record<Category, number>;
  vendorRequests: VendorRequest[];
  /** The attack scenarios (scenarios.ts), run after the random cases. */
  scenarios: ScenarioReport[];
  failures: Failure[];
  rss: { start?: number; max?: number; end?: number };
  /** Distinct error lines the server logged (pino level error and above). */
  serverErrors: Map<string, number>;
  seconds: number;
}

/**
 * Whether a request target is the /sorry page as a browser reads it ('/..\../sorry' is /sorry),
 * with escaped unreserved characters decoded (RFC 3986 6.2.2.2: '/%73orry' is /sorry too).
 */
function isSorryPage(target: string): boolean {
  const pathname = URL.parse(`http://site${target}`)?.pathname ?? '';
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : escape;
  });
  return decoded === '/sorry';
}

/** Whether an answer is a failure on its own: a 5xx, or silence where an answer was owed. */
function judge(r: Result): Failure | undefined {
  const { case: c, answer } = r;
  const base = { method: c.method, path: c.path, status: answer.status ?? answer.error };
  if (answer.status !== undefined && answer.status >= 500) {
    // /sorry is the error page: its 500 is the page working.
    const sorry = (c.method === 'GET' || c.method === 'HEAD') && isSorryPage(c.path);
    return sorry ? undefined : { reason: '5xx', group: `${c.kind} → ${answer.status}`, ...base };
  }
  // A well-formed request must be answered. A raw one may be too broken to answer: the server
  // may hang up, or wait for the rest of it until its own timeouts (the report counts those).
  if (answer.status === undefined && c.transport === 'http')
    return { reason: 'no answer', group: `${c.kind} → ${answer.error}`, ...base };
  return undefined;
}

function serverErrorLines(lines: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of lines) {
    let key = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; message?: string } };
      if ((entry.level ?? 0) < 50) continue;
      key = [entry.msg, entry.err && `${entry.err.type}: ${entry.err.message}`]
        .filter(Boolean)
        .join(' — ')
        .slice(0, 200);
    } catch {
      // Not pino's JSON (a crash trace, say): kept as it is.
    }
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

export async function runMode(opts: RunOptions): Promise<ModeReport> {
  const started = performance.now();
  const cases = generateCases(createRng(opts.seed), opts.requests, {
    slowBodies: opts.slowBodies,
    slowSeconds: opts.slowSeconds,
  });
  const servers: ServerProcess[] = [];
  let vendor: RecordingVendor | undefined;
  let site: ServerProcess | undefined;
  const build = opts.build ?? (await snapshotBuild());
  // Pictures for /_img, on a media host of their own. The random cases come from 127.0.0.1, a
  // trusted proxy whose X-Forwarded-For spreads them over many client addresses (so the per-address
  // limits let their bodies be checked); the scenarios come from 127.0.0.2 and up, untrusted peers
  // that each count as one client, as visitors reaching the site directly would.
  const media = await startFuzzMediaHost(() => site?.url);
  const siteEnv = { MEDIA_HOSTS: media.url, TRUST_PROXY: '127.0.0.1', TICKET_SECRET: FUZZ_TICKET_SECRET };
  try {
    if (opts.mode === 'upstream') {
      // The vendor's answers come from a second built site; it must not rate-limit the site's
      // lead deliveries. Both sites start at once: the site asks the vendor nothing before the
      // first case.
      let store: ServerProcess | undefined;
      const recording = await startRecordingVendor(() => store?.url);
      vendor = recording;
      const starting = [
        startBuiltServer(build, 'vendor-store', { LEAD_RATE_LIMIT: '1000000' }),
        startBuiltServer(build, 'site', {
          ...siteEnv,
          API_BASE_LOCAL: recording.url,
          OCPC_API_URL: `${recording.url}/ocpcapi/api/uploadConvertData`,
          OCPC_TOKEN: FUZZ_OCPC_TOKEN,
        }),
      ] as const;
      const launched = await Promise.allSettled(starting);
      for (const s of launched) if (s.status === 'fulfilled') servers.push(s.value);
      for (const s of launched) if (s.status === 'rejected') throw s.reason;
      [store, site] = servers as [ServerProcess, ServerProcess];
    } else {
      site = await startBuiltServer(build, 'site', siteEnv);
      servers.push(site);
    }
    opts.progress?.(`${opts.mode}: site pid ${site.pid} on ${site.url}${vendor ? `, vendor ${vendor.url}` : ''}`);
    return await fuzz(opts, cases, site, vendor, media, started);
  } finally {
    await vendor?.close();
    await media.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (!opts.build) build.remove();
  }
}

async function fuzz(
  opts: RunOptions,
  cases: Case[],
  site: ServerProcess,
  vendor: RecordingVendor | undefined,
  media: FuzzMediaHost,
  started: number,
): Promise<ModeReport> {
  const rss: ModeReport['rss'] = { start: site.rssMb() };
  rss.max = rss.start;
  const sampler = setInterval(() => {
    const now = site.rssMb();
    if (now !== undefined) rss.max = Math.max(rss.max ?? 0, now);
  }, 200);

  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const results: Result[] = [];
  const send = async (c: Case): Promise<Answer> => {
    if (c.transport === 'raw') return sendRaw(c, { port: site.port, answerTimeoutMs: 20_000, unfinishedGraceMs: 1500 });
    if (!c.ticket) return sendHttp(c, { port: site.port, agent, timeoutMs: 20_000 });
    // The lead that earns the ticket is a request of the run like any other, and judged as one.
    const lead = await sendHttp(c.ticket.lead, { port: site.port, agent, timeoutMs: 20_000, readBody: true });
    results.push({ case: c.ticket.lead, answer: lead });
    let ticket = 'no-ticket';
    try {
      const { id } = JSON.parse(lead.text ?? '') as { id?: unknown };
      if (typeof id === 'number' && c.ticket.click) ticket = olderTickets.issue(id, c.ticket.click);
    } catch {
      // No lead (a refused one, say) or no click: the conversion goes with a bad ticket.
    }
    return sendHttp({ ...c, body: c.ticket.body(ticket) }, { port: site.port, agent, timeoutMs: 20_000 });
  };
  // Slow bodies take seconds each: they run beside the pool instead of holding its slots.
  const slow = Promise.all(
    cases.filter((c) => c.category === 'slow-body').map(async (c) => results.push({ case: c, answer: await send(c) })),
  );
  const queue = cases.filter((c) => c.category !== 'slow-body');
  let next = 0;
  let done = 0;
  const worker = async () => {
    // A dead server answers nothing: stop there rather than pile up thousands of refusals.
    while (next < queue.length && !site.exit) {
      const c = queue[next++]!;
      results.push({ case: c, answer: await send(c) });
      if (++done % 500 === 0) opts.progress?.(`${opts.mode}: ${done}/${queue.length} sent, rss ${site.rssMb()} MB`);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  await slow;
  agent.destroy();
  const scenarios = site.exit
    ? []
    : await runScenarios({
        site,
        media,
        vendor,
        progress: (line) => opts.progress?.(`${opts.mode}: ${line}`),
      });
  // Lead deliveries and background refreshes reach the vendor after their answers.
  if (vendor) await sleep(1500);
  clearInterval(sampler);

  const failures: Failure[] = [...results.flatMap((r) => judge(r) ?? []), ...scenarios.flatMap((r) => r.failures)];
  if (site.exit) {
    failures.push({
      reason: 'crash',
      group: 'server exited',
      detail: `exit code ${site.exit.code}, signal ${site.exit.signal}; last log lines:\n${site.logLines().slice(-15).join('\n')}`,
    });
  } else if (!(await healthy(site.url))) {
    failures.push({ reason: 'health', group: '/healthz did not answer 200 after the run' });
  }
  rss.end = site.rssMb();
  if ((rss.max ?? 0) > opts.rssLimitMb) {
    failures.push({
      reason: 'memory',
      group: `RSS above ${opts.rssLimitMb} MB`,
      detail: `start ${rss.start} MB, max ${rss.max} MB, end ${rss.end} MB`,
    });
  }
  const sentByCategory = Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>;
  for (const r of results) sentByCategory[r.case.category]++;
  for (const k of CATEGORIES) {
    if (sentByCategory[k] === 0) failures.push({ reason: 'coverage', group: `no ${k} request was sent` });
  }
  for (const req of vendor?.requests ?? []) {
    const problems = vendorProblems(req);
    if (!problems.length) continue;
    // Grouped by route and rule, without the random names and values that differ in every case.
    const rules = [...new Set(problems.map((p) => p.replace(/'[^']*'|"[^"]*"/g, '…')))].join('; ');
    const route = req.url
      .split('?')[0]!
      .replace(/\/[0-9]+(\/|$)/, '/{id}$1')
      .slice(0, 60);
    failures.push({
      reason: 'vendor',
      group: `${req.method} ${route}: ${rules}`,
      method: req.method,
      path: req.url,
      status: problems.join('; '),
      detail: req.body.toString('utf8').slice(0, 200),
    });
  }
  return {
    mode: opts.mode,
    seed: opts.seed,
    results,
    sentByCategory,
    vendorRequests: vendor?.requests ?? [],
    scenarios,
    failures,
    rss,
    serverErrors: serverErrorLines(site.logLines()),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
