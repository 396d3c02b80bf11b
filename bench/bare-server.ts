// The limit of this machine: a bare node:http server answering from memory with exactly the bytes
// and headers it is given (one file per URL key, written by the bench), nothing else.
import fs from 'node:fs';
import http from 'node:http';

interface Fixture {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}
const fixtures = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Fixture[];
const byKey = new Map(fixtures.map((f) => [f.key, { ...f, bytes: Buffer.from(f.body, 'base64') }]));

const server = http.createServer((req, res) => {
  const key = `${req.url}|${/iPhone/.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop'}`;
  const f = byKey.get(key);
  if (!f) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(f.status, { ...f.headers, 'content-length': f.bytes.length });
  res.end(f.bytes);
});
// The site's keep-alive timeout, so that even the Keep-Alive header is the same: responses of
// 64-128 KB are sensitive to their exact size on loopback (a few bytes can move one into a mode
// where every response waits for a delayed ACK, for this server as for the site).
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
