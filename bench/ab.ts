// npm run bench:ab -- <label>=<dist>[,<label>=<dist>...]: builds compared in turns. This machine's
// speed drifts by a third from one hour to the next, so two builds are compared only when they run
// in the same minutes: each turn starts every build in turn (in reverse order every other turn),
// loads it, and stops it. Each figure is req/s (and p99 ms) of one 5 s run after a 1 s warm-up.
//   <dist> is a built site's dist/ folder (build another checkout, e.g. a git worktree, to compare);
//   `|NAME=value` after it sets environment for that build only (e.g. dist|RENDER_THREADS=0).
// Modes (AB_MODE):
//   cold   (default) the bench's four pages with the page cache off: every request renders.
//   warm   the same four pages with the page cache on: after the warm-up every request is a hit.
//   sweep  a crawler's sweep with the page cache on (production settings): every page of the three
//          host types' sitemaps, as a desktop and then as a phone, each address asked once, so each
//          request is a miss that renders; figures are req/s and p99 over AB_SECONDS (default 4).
// AB_TURNS (default 4) sets the number of turns.
import path from 'node:path';
import autocannon from 'autocannon';
import { CASES, CONNECTIONS, DESKTOP, IPHONE, load, startSite, stop } from './site-process.ts';

const PORT = 4320;
const HOSTS = ['localhost', 'wx.www.definesys.cn', 'yx.www.definesys.cn'];
const mode = process.env.AB_MODE ?? 'cold';
const turns = Number(process.env.AB_TURNS ?? 4);
const sweepSeconds = Number(process.env.AB_SECONDS ?? 4);

const builds = (process.argv[2] ?? '')
  .split(',')
  .filter(Boolean)
  .map((spec) => {
    const [labelled = '', ...env] = spec.split('|');
    const eq = labelled.indexOf('=');
    if (eq < 1) throw new Error(`expected <label>=<dist>, got ${spec}`);
    return {
      label: labelled.slice(0, eq),
      dist: path.resolve(labelled.slice(eq + 1)),
      env: Object.fromEntries(env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
    };
  });
if (builds.length < 1 || !['cold', 'warm', 'sweep'].includes(mode)) {
  console.error('usage: [AB_MODE=cold|warm|sweep] [AB_TURNS=4] npm run bench:ab -- A=<dist>,B=<dist>[|NAME=value]');
  process.exit(2);
}

/** Every sitemap address of the three host types, from the first build. */
async function sitemapAddresses(): Promise<Array<{ host: string; path: string }>> {
  const site = await startSite(builds[0]!.dist, PORT, {});
  try {
    const all = [];
    for (const host of HOSTS) {
      const xml = await (await fetch(`http://127.0.0.1:${PORT}/sitemap.xml`, { headers: { host } })).text();
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) all.push({ host, path: new URL(loc!).pathname });
    }
    return all;
  } finally {
    await stop(site);
  }
}

async function sweep(addresses: Array<{ host: string; path: string }>) {
  let n = 0;
  const r = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: sweepSeconds,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const { host, path: address } = addresses[i % addresses.length]!;
          const ua = Math.floor(i / addresses.length) % 2 ? IPHONE : DESKTOP;
          return { ...req, path: address, headers: { ...req.headers, host, 'user-agent': ua } };
        },
      },
    ],
  });
  if (n > 2 * addresses.length)
    console.warn('the sweep asked for some addresses a second time (page-cache hits): shorten AB_SECONDS');
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The bench's four pages, each after a second of warm-up. */
async function fourPages() {
  const out = [];
  for (const c of CASES) {
    await load(PORT, c, 1, { 'accept-encoding': 'gzip' });
    out.push(await load(PORT, c, 5, { 'accept-encoding': 'gzip' }));
  }
  return out;
}

const addresses = mode === 'sweep' ? await sitemapAddresses() : [];
const names = mode === 'sweep' ? [`sweep of ${addresses.length} × 2 addresses`] : CASES.map((c) => c.name);
const runs = new Map<string, string[]>();
for (let turn = 0; turn < turns; turn++) {
  for (const build of turn % 2 ? [...builds].reverse() : builds) {
    const site = await startSite(build.dist, PORT, {
      ...(mode === 'cold' ? { PAGE_CACHE_TTL_MS: '0' } : {}),
      ...build.env,
    });
    const results = mode === 'sweep' ? [await sweep(addresses)] : await fourPages();
    await stop(site);
    results.forEach((r, i) => {
      const key = `${names[i]}\u0000${build.label}`;
      runs.set(key, [
        ...(runs.get(key) ?? []),
        `${Math.round(r.rps)}/${r.p99}${r.errors ? ` (${r.errors} failed)` : ''}`,
      ]);
    });
    console.error(`turn ${turn + 1}: ${build.label} done`);
  }
}
console.log(`\n${mode}, ${turns} turns, req/s / p99 ms per run, in turn order\n`);
console.log('| page | build | runs |');
console.log('|---|---|---|');
for (const name of names)
  for (const { label } of builds)
    console.log(`| ${name} | ${label} | ${runs.get(`${name}\u0000${label}`)!.join(', ')} |`);
