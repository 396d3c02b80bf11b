// Stands in for Baidu's oCPC upload endpoint in the browser tests: records what the site's server
// forwards (POST /upload) and tells the tests (GET /received). Baidu can take seconds to answer:
// POST /slow {bdVid, ms} makes the answer to that click's upload wait (it is recorded at once).
// Baidu can fail: POST /fail {bdVid, ms} answers that click's uploads 500 for the next ms (they are
// not received; GET /failed lists them).
import http from 'node:http';

const received: unknown[] = [];
const slowClicks = new Map<string, number>();
const failing = new Map<string, number>();
const failed: unknown[] = [];
const port = Number(process.argv[2] ?? 4199);

function readJson(req: http.IncomingMessage, then: (body: unknown) => void) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => then(JSON.parse(Buffer.concat(chunks).toString() || 'null')));
}

/** The bd_vid of an upload's conversion, if it has one. */
function clickOf(body: unknown): string | null {
  const url = (body as { conversionTypes?: { logidUrl?: string }[] } | null)?.conversionTypes?.[0]?.logidUrl;
  return url ? new URL(url).searchParams.get('bd_vid') : null;
}

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (req.method === 'GET' && req.url === '/ready') {
      res.writeHead(200).end('ok');
      return;
    }
    if (req.method === 'GET' && req.url === '/failed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(failed));
      return;
    }
    if (req.method === 'POST' && req.url === '/fail') {
      readJson(req, (body) => {
        const { bdVid, ms } = body as { bdVid: string; ms: number };
        failing.set(bdVid, Date.now() + ms);
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/slow') {
      readJson(req, (body) => {
        const { bdVid, ms } = body as { bdVid: string; ms: number };
        slowClicks.set(bdVid, ms);
        res.writeHead(204).end();
      });
      return;
    }
    readJson(req, (body) => {
      if ((failing.get(clickOf(body) ?? '') ?? 0) > Date.now()) {
        failed.push(body);
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
        return;
      }
      received.push(body);
      const answer = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ header: { status: 0, desc: 'success' } }));
      setTimeout(answer, slowClicks.get(clickOf(body) ?? '') ?? 0);
    });
  })
  .listen(port, '127.0.0.1');
