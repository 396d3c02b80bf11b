// A full DATA_DIR is no longer invisible: on a real small file system (tmpfs) filled to the last
// byte, /readyz answers 503 naming the data folder, a lead is answered 503 with Retry-After (the
// browser keeps it and sends it again) and nothing is half-stored; once there is room again, with
// no restart, /readyz is ready and the same lead under its key is stored once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, tempDir } from '../helpers/site.ts';

const LEAD = {
  client_name: '周明轩',
  corp_name: '华东精工装备集团',
  phone: '13812345678',
  corp_email: 'zhoumx@huadong.example.cn',
  demand: '计划建设主数据平台，统一物料与供应商编码，希望了解实施方案。',
};

let dir: string;
let site: ReturnType<typeof buildSite>;
const filler = () => path.join(dir, 'filler.bin');

beforeAll(() => {
  dir = tempDir('full-disk-');
  // A file system of its own, so filling it touches nothing else (the test runs as root, as CI does).
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dir]);
  site = buildSite({ DATA_DIR: dir });
});
afterAll(() => {
  site?.dispose();
  execFileSync('umount', [dir]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes until the file system refuses: the disk is full. */
function fillDisk(): void {
  const fd = fs.openSync(filler(), 'w');
  const block = Buffer.alloc(1 << 20);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
  // The last partial block too, to the last byte.
  try {
    for (;;) fs.appendFileSync(filler(), Buffer.alloc(512));
  } catch {
    // Full.
  }
}

/** The lead as the browser sends it, under its idempotency key. */
const sendLead = (key: string) =>
  request(site.listener)
    .post('/api/v1/client_demands/')
    .set('Host', 'localhost')
    .set('Idempotency-Key', key)
    .send(LEAD);

describe('a full data folder', () => {
  it('is reported by /readyz, answers a lead 503 so it is kept, and recovers without a restart', async () => {
    const ready = await request(site.listener).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.dataDir).toBe(true);

    fillDisk();
    const notReady = await request(site.listener).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.dataDir).toBe(false);
    expect(notReady.body.problems.dataDir).toMatch(/MB free|cannot write/);

    const key = 'full-disk-lead-0001';
    const refused = await sendLead(key);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toMatchObject({ error_code: 'storage_unavailable' });
    expect(site.leads.count()).toBe(0);

    fs.rmSync(filler());
    expect((await request(site.listener).get('/readyz')).status).toBe(200);
    const stored = await sendLead(key);
    expect(stored.status).toBe(201);
    expect(site.leads.count()).toBe(1);
  });
});
