// Stands in for Baidu's oCPC upload endpoint in the browser tests: records what the site's server
// forwards (POST /upload) and tells the tests (GET /received).
import http from 'node:http';

const received: unknown[] = [];
const port = Number(process.argv[2] ?? 4199);

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
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString() || 'null'));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ header: { status: 0, desc: 'success' } }));
    });
  })
  .listen(port, '127.0.0.1');
