// Workers replaced under load, as `pm2 reload` does, lose no connection. A worker used to exit as
// soon as its server closed; a connection the cluster's primary had handed it just before reading
// its "closed" message then died with it, and the client waited for an answer that never came
// (nginx until its timeout: a 15 s hang in the production rehearsal). Now each worker leaves the
// cluster before it exits (server/graceful-shutdown.ts). Without that, this test counted 6 and 8
// hung requests in two runs.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';

type Outcome = 'ok' | 'hung' | 'refused';

/** One request on its own connection; 'hung' when no answer comes within 3 s. */
function get(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 3_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : 'refused'));
    });
    req.on('timeout', () => {
      resolve('hung');
      req.destroy();
    });
    req.on('error', () => resolve('refused'));
  });
}

let primary: ChildProcess | undefined;
afterAll(() => {
  primary?.kill('SIGTERM');
});

it('workers replaced one after another under load answer every connection', { timeout: 60_000 }, async () => {
  const port = await freePort();
  primary = spawn(process.execPath, [path.resolve('test/helpers/shutdown-cluster.ts'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let replaced = 0;
  await new Promise<void>((resolve, reject) => {
    primary!.stdout!.on('data', (d: Buffer) => {
      const text = d.toString();
      replaced += text.split('replaced').length - 1;
      if (text.includes('ready')) resolve();
    });
    primary!.once('exit', (code) => reject(new Error(`cluster exited with ${code}`)));
  });
  const outcomes = new Map<Outcome, number>();
  // 12 s of load, longer on a busy machine until the traffic is enough to show a loss (at most 45 s).
  const started = Date.now();
  const enough = () => replaced >= 10 && (outcomes.get('ok') ?? 0) > 500;
  const going = () => Date.now() - started < 12_000 || (!enough() && Date.now() - started < 45_000);
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (going()) {
        const outcome = await get(port);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  // Enough replacements and traffic that a lost connection would show (about 46 and 5 500 on an idle machine).
  expect(replaced).toBeGreaterThanOrEqual(10);
  expect(outcomes.get('ok') ?? 0).toBeGreaterThan(500);
  expect(outcomes.get('hung') ?? 0).toBe(0);
  expect(outcomes.get('refused') ?? 0).toBe(0);
});
