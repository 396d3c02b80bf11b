// Sends a raw case over node:net and reads only as far as the final status line: the fuzzer
// judges status codes, and a request this broken may leave the connection in any state after.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RawCase } from './case-types.ts';

export interface Answer {
  /** The final (non-1xx) status, when one came. */
  status?: number;
  /** Why there is no status: 'timeout', 'closed', a socket error code, or 'unfinished' (expected). */
  error?: string;
  ms: number;
  /** The answer's body, when the caller asked for it. */
  text?: string;
}

const STATUS_LINE = /(?:^|\r\n)HTTP\/\d\.\d (\d{3})[^\r\n]*\r\n/g;

export interface RawOptions {
  port: number;
  /** How long a finished request may wait for its answer. */
  answerTimeoutMs: number;
  /** How long an unfinished one is watched before the fuzzer hangs up. */
  unfinishedGraceMs: number;
}

export function sendRaw(c: RawCase, opts: RawOptions): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(opts.port, '127.0.0.1');
    let received = '';
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (a: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...a, ms: Math.round(performance.now() - started) });
    };

    socket.on('data', (chunk: Buffer) => {
      // Latin-1 keeps byte offsets; only the status lines matter, and they are ASCII.
      received = (received + chunk.toString('latin1')).slice(-65_536);
      for (const m of received.matchAll(STATUS_LINE)) {
        const status = Number(m[1]);
        if (status >= 200 || status < 100) return finish({ status });
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message }));
    socket.on('close', () => finish({ error: 'closed' }));

    socket.once('connect', async () => {
      for (const piece of c.pieces) {
        if (piece.delayMs) await sleep(piece.delayMs);
        if (settled || socket.destroyed) return;
        socket.write(piece.bytes);
      }
      timer = c.incomplete
        ? setTimeout(() => finish({ error: 'unfinished' }), opts.unfinishedGraceMs)
        : setTimeout(() => finish({ error: 'timeout' }), opts.answerTimeoutMs);
    });
  });
}
