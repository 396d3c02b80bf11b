// The address a developer opens in the development loop: a small proxy in front of the site
// server. It passes every request through as it is, adds the live-reload script to HTML pages,
// serves that script and the event stream it listens to, holds requests while the server
// restarts, and answers 503 with the reason while the server is down (a page that reloads itself
// once the server runs again). The site's own code, bundles and HTML know nothing of it.
import http from 'node:http';
import type { SiteProcess } from './site-process.ts';

const SCRIPT_PATH = '/__dev/live-reload.js';
const EVENTS_PATH = '/__dev/events';
/** Headers about the connection, not the answer: the proxy's own connection decides them. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

export interface DevProxy {
  /** Tells every open page that a new build runs: each reloads. */
  reload(): void;
  /** Tells every open page to take these stylesheets (old address to new) in place of a reload:
   *  the next reload() then finds them up to date. */
  swapStylesheets(hrefs: Record<string, string>): void;
  /** Tells every open page that the build failed (shown in its console). */
  buildFailed(message: string): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startDevProxy(opts: {
  port: number;
  host: string;
  site: SiteProcess;
  /** The browser's live-reload script (build/dev/live-reload.ts, compiled). */
  script: string;
}): Promise<DevProxy> {
  /** Counts the builds that ran: a page loaded with an older one reloads when it connects. */
  let generation = 0;
  const pages = new Set<http.ServerResponse>();
  const send = (event: string, data: string) => {
    const message = `event: ${event}\n${data
      .split('\n')
      .map((line) => `data: ${line}\n`)
      .join('')}\n`;
    for (const page of pages) page.write(message);
  };
  // Same origin and a file of its own, as the site's CSP (script-src 'self') asks.
  const scriptTag = (loadedWith = generation) =>
    Buffer.from(`<script type="module" src="${SCRIPT_PATH}?generation=${loadedWith}"></script>`);

  const unavailable = (res: http.ServerResponse, reason: string) => {
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>Site server down</title>` +
        `<p>${escapeHtml(reason)}.</p><p>This page reloads itself once the site runs again.</p>${scriptTag()}`,
    );
  };

  const forward = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const site = await opts.site.settled();
    if (site.state === 'down') return unavailable(res, site.reason);
    // The build this page comes from: one that ends after a newer server took over still reloads.
    const loadedWith = generation;
    // Uncompressed, so the script can be added to a page.
    const { 'accept-encoding': _, ...headers } = req.headers;
    const upstream = http.request(
      { host: '127.0.0.1', port: site.port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        const out = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        const isPage = String(answer.headers['content-type']).startsWith('text/html') && req.method !== 'HEAD';
        if (!isPage) {
          res.writeHead(answer.statusCode!, out);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks);
          const at = html.indexOf('</head>');
          const end = at === -1 ? html.length : at;
          const body = Buffer.concat([html.subarray(0, end), scriptTag(loadedWith), html.subarray(end)]);
          delete out.etag;
          res.writeHead(answer.statusCode!, { ...out, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) res.destroy();
      else unavailable(res, `The site server did not answer (${err.message})`);
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(opts.script);
    } else if (pathname === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write(`event: generation\ndata: ${generation}\n\n`);
      pages.add(res);
      req.on('close', () => pages.delete(res));
    } else {
      void forward(req, res);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });

  return {
    reload() {
      generation++;
      send('generation', String(generation));
    },
    swapStylesheets(hrefs) {
      send('stylesheets', JSON.stringify({ hrefs, from: String(generation), to: String(generation + 1) }));
    },
    buildFailed(message) {
      send('build-failed', message);
    },
    async close() {
      for (const page of pages) page.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
