// GET /readyz as a value: ready only while the content store answers, the lead store reads and
// DATA_DIR takes writes; Redis, the vendor APIs, the conversions, the pages made and the memory
// are reported and never make it fail. And the route sends that value as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino, type Logger } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { readiness, readinessRoute, type ReadinessDeps } from './readiness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readiness-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A logger that keeps the messages of its error lines. */
function recordingLog() {
  const errors: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line).msg) });
  return { log, errors };
}

const failing = () => {
  throw new Error('disk I/O error');
};

const noConversions = {
  counts: { recorded: 0, pending: 0, delivered: 0, refused: 0, failed: 0, duplicate: 0 },
  oldestPendingAt: null,
  lastRefusal: null,
};

function deps(over: Partial<ReadinessDeps> = {}): ReadinessDeps {
  return {
    dataDir,
    store: { handle: () => ({ status: 200, body: {} }) as never },
    leads: { count: () => 3, conversions: { health: () => noConversions } },
    release: { id: '20261126-101500-6b61f6e' },
    sources: { health: () => [] },
    pages: { stats: () => ({ renders: 12, waited: 4 }) },
    images: { load: () => ({ jobs: 5, waiting: 2 }) },
    ...over,
  };
}

describe('readiness', () => {
  it('is ready, with the release, the checks, the pages and pictures made and the memory in use', () => {
    const { log, errors } = recordingLog();
    const { status, body } = readiness(deps(), log);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      release: '20261126-101500-6b61f6e',
      checks: { content: true, leads: true, dataDir: true },
      redis: null,
      upstream: [],
      pages: { renders: 12, waited: 4 },
      images: { jobs: 5, waiting: 2 },
      conversions: { delivering: false, ...noConversions, oldestPendingAgeS: null },
      pid: process.pid,
    });
    expect(body).not.toHaveProperty('problems');
    const memory = body.memory as Record<string, number>;
    expect(Object.keys(memory).sort()).toEqual(['externalMb', 'heapLimitMb', 'heapTotalMb', 'heapUsedMb', 'rssMb']);
    expect(memory.rssMb).toBeGreaterThan(0);
    expect(memory.heapLimitMb).toBeGreaterThanOrEqual(memory.heapTotalMb!);
    expect(errors).toEqual([]);
    // Nothing of the write probe is left in the data folder.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is not ready while the content store fails, and logs why', () => {
    const { log, errors } = recordingLog();
    const { status, body } = readiness(deps({ store: { handle: failing } }), log);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'not_ready', checks: { content: false, leads: true, dataDir: true } });
    expect(errors).toEqual(['content store not ready']);
  });

  it('is not ready while the lead store fails', () => {
    const { log, errors } = recordingLog();
    const { status, body } = readiness(deps({ leads: { count: failing, conversions: { health: failing } } }), log);
    expect(status).toBe(503);
    expect(body.checks).toEqual({ content: true, leads: false, dataDir: true });
    expect(errors).toEqual(['lead store not ready']);
  });

  it('is not ready while DATA_DIR cannot take writes, and says why', () => {
    const { log, errors } = recordingLog();
    const { status, body } = readiness(deps({ dataDir: path.join(dataDir, 'gone') }), log);
    expect(status).toBe(503);
    expect(body.checks).toEqual({ content: true, leads: true, dataDir: false });
    expect(body.problems).toEqual({ dataDir: 'cannot write (ENOENT)' });
    expect(errors).toEqual(['data folder cannot take writes']);
  });

  it('stays ready with Redis unreachable and a vendor API down: both are only reported', () => {
    const redis = { state: 'unreachable', since: '2026-11-26T10:00:00.000Z', lastError: 'ECONNREFUSED' };
    const vendor = {
      env: 'release',
      apiBase: 'https://cms.example.cn',
      ok: false,
      lastSuccessAt: null,
      lastError: { at: '2026-11-26T10:00:00.000Z', message: 'HTTP 502' },
    };
    const { status, body } = readiness(
      deps({ redis: { health: () => redis as never }, sources: { health: () => [vendor as never] } }),
      recordingLog().log,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', redis, upstream: [vendor] });
  });

  it('stays ready while Baidu refuses conversions, and says how many wait, since when, and why the last was refused', () => {
    const oldestPendingAt = new Date(Date.now() - 90_000).toISOString();
    const lastRefusal = { id: 7, at: '2026-11-26T10:00:00.000Z', reason: `oCPC header.status 2 ${'x'.repeat(400)}` };
    const { status, body } = readiness(
      deps({
        leads: {
          count: () => 3,
          conversions: {
            health: () => ({
              counts: { ...noConversions.counts, pending: 2, refused: 5 },
              oldestPendingAt,
              lastRefusal,
            }),
          },
        },
        conversions: { kick() {}, drain: async () => 0, whenIdle: async () => {}, stop() {} },
      }),
      recordingLog().log,
    );
    expect(status).toBe(200);
    const conversions = body.conversions as Record<string, unknown>;
    expect(conversions).toMatchObject({
      delivering: true,
      counts: { pending: 2, refused: 5 },
      oldestPendingAt,
      lastRefusal: { id: 7, at: lastRefusal.at },
    });
    expect(conversions.oldestPendingAgeS).toBeGreaterThanOrEqual(90);
    expect(conversions.oldestPendingAgeS).toBeLessThan(120);
    // Baidu's reason, cut short: /readyz stays small.
    expect((conversions.lastRefusal as { reason: string }).reason).toHaveLength(200);
  });

  it('reports a build outside releases/ as release null', () => {
    expect(readiness(deps({ release: undefined }), recordingLog().log).body.release).toBeNull();
  });
});

describe('GET /readyz', () => {
  const app = (d: ReadinessDeps) =>
    express()
      .use((req, _res, next) => {
        req.log = pino({ level: 'silent' }) as Logger as typeof req.log;
        next();
      })
      .get('/readyz', readinessRoute(d));

  it('answers the value as JSON: 200 when ready, 503 when not', async () => {
    const ready = await request(app(deps())).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.type).toBe('application/json');
    expect(ready.body.status).toBe('ready');
    const notReady = await request(app(deps({ leads: { count: failing, conversions: { health: failing } } }))).get(
      '/readyz',
    );
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: 'not_ready', checks: { leads: false } });
  });
});
