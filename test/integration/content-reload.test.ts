// Content without a restart in embedded mode: under a two-worker cluster (how pm2 runs the site),
// without REVALIDATE_TOKEN, an article's title edited in the content folder is served by both
// workers, on the article and on the news list, within two seconds of `npm run content:reload`,
// by the same processes. A broken content file makes the command fail, naming the file, and both
// workers keep serving what they had. The command waits for a worker that is seeding the store.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { watchFor } from '../helpers/wait.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { tempDir } from '../helpers/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEW_TITLE = 'Edited in content and reloaded without a restart';
const NEW_BRAND = 'Reloaded';
/** How long the test holds the store's write lock: the scenario, not a wait. */
const holdLock = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  cache: string;
  text: string;
  /** Which rendered copy answered: every render differs (its seed), each worker caches its own. */
  copy: string;
}

/** A GET on a new connection, so the cluster spreads them over its workers. */
function get(port: number, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, agent: false, headers: { connection: 'close' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache'] ?? 'MISS'),
            text: body.toString(),
            copy: createHash('sha1').update(body).digest('hex'),
          });
        });
      })
      .on('error', reject);
  });
}

/** `npm run content:reload`, as the runbook says, with these settings added to the environment. */
function contentReload(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'content:reload'],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 90_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The cluster primary's worker processes (Linux). */
function workerPids(cluster: Cluster): string[] {
  const pid = cluster.primary.pid!;
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).sort();
}

describe('npm run content:reload under a two-worker cluster', () => {
  let cluster: Cluster | undefined;
  afterAll(() => cluster?.stop());

  const contentDir = path.join(tempDir('content-reload-'), 'content');
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const newsIndex = path.join(contentDir, 'articles/news/index.json');
  const brandsFile = path.join(contentDir, 'brands.json');
  const env = { DATA_DIR: tempDir('content-reload-data-'), CONTENT_DIR: contentDir };
  // The newest news article: on its own page and first on the news list.
  const list = JSON.parse(fs.readFileSync(newsIndex, 'utf8')) as { id: number; title: string; published_at: string }[];
  const newest = [...list].sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)[0]!;
  /** Writes the news index with the newest article under `title`. */
  const retitle = (title: string) =>
    fs.writeFileSync(
      newsIndex,
      JSON.stringify(
        list.map((a) => (a.id === newest.id ? { ...a, title } : a)),
        null,
        2,
      ),
    );

  it(
    'makes both workers serve an edited title within two seconds, without a restart; a broken file changes nothing',
    { timeout: 180_000 },
    async () => {
      const pages = [`/news/${newest.id}`, '/news'];

      cluster = await startCluster({
        ...env,
        // One render thread beside each worker's main thread, as pm2.config.cjs runs them.
        RENDER_THREADS: '1',
        // Far longer than the test: only the reload brings the change. No REVALIDATE_TOKEN.
        PAGE_CACHE_TTL_MS: '600000',
      });
      const { port } = cluster;
      const pids = workerPids(cluster);
      expect(pids).toHaveLength(2);

      /** Asks each page until both workers answer it from their caches; returns their copies. */
      async function cachedByBoth(want: (text: string) => boolean, what: string): Promise<Map<string, Set<string>>> {
        const copies = new Map(pages.map((p) => [p, new Set<string>()]));
        for (const page of pages) {
          for (const deadline = Date.now() + 30_000; copies.get(page)!.size < 2;) {
            expect(Date.now(), `both workers cache ${page} ${what}`).toBeLessThan(deadline);
            const r = await get(port, page);
            expect(r.status).toBe(200);
            expect(want(r.text), `${page} ${what}`).toBe(true);
            if (r.cache === 'HIT') copies.get(page)!.add(r.copy);
          }
        }
        return copies;
      }
      /** For `ms`, every answer is one of these cached copies. */
      async function keepServing(copies: Map<string, Set<string>>, ms: number, why: string): Promise<void> {
        await watchFor(ms, async () => {
          for (const page of pages) {
            const r = await get(port, page);
            expect(r.cache, `${page} ${why}`).toBe('HIT');
            expect(copies.get(page)!.has(r.copy), `${page} ${why}`).toBe(true);
          }
        });
      }

      const oldCopies = await cachedByBoth(
        (t) => t.includes(newest.title) && !t.includes(NEW_TITLE),
        'with the old title',
      );

      // The title is edited, and a customer's English short name, which its logo shows (drawn
      // from the content folder, not the store). Nothing watches the files: both workers keep
      // their copies.
      const logo = '/media/logo/1.svg?lang=en';
      expect((await get(port, logo)).text).not.toContain(NEW_BRAND);
      retitle(NEW_TITLE);
      const brands = JSON.parse(fs.readFileSync(brandsFile, 'utf8')) as { en: { short: string } }[];
      brands[0]!.en.short = `${NEW_BRAND} Auto`;
      fs.writeFileSync(brandsFile, JSON.stringify(brands, null, 2));
      await keepServing(oldCopies, 1500, 'before the reload');

      const reload = await contentReload(env);
      const doneAt = Date.now();
      expect(reload.code, reload.stderr).toBe(0);
      expect(reload.stdout).toContain(`seeded anew from ${contentDir}`);
      expect(reload.stdout).toContain(`articles changed (1): /news/${newest.id} ${NEW_TITLE}`);

      // Each worker drops its copies at its next look at the store (every 500 ms): no request
      // sent 1.5 s after the command gets the old title. Only the switch is timed, not renders.
      const seen: string[] = [];
      const freshCopies = new Map(pages.map((p) => [p, new Set<string>()]));
      for (const deadline = doneAt + 30_000; [...freshCopies.values()].some((c) => c.size < 2);) {
        expect(Date.now(), `both workers render the new title: ${seen.join(', ')}`).toBeLessThan(deadline);
        // Each page twice in a row: the cluster hands connections to its workers in turn.
        for (const page of [...pages, ...pages].sort()) {
          const sentAfter = Date.now() - doneAt;
          const r = await get(port, page);
          expect(r.status).toBe(200);
          const changed = r.text.includes(NEW_TITLE);
          seen.push(`${page} ${sentAfter}ms ${r.cache} ${changed ? 'new' : 'old'}`);
          if (sentAfter >= 1500) expect(changed, `the old title 1.5 s after the reload: ${seen.join(', ')}`).toBe(true);
          if (changed && r.cache === 'HIT') freshCopies.get(page)!.add(r.copy);
        }
      }
      // Both workers draw the logo from the new content too.
      for (let i = 0; i < 4; i++) expect((await get(port, logo)).text).toContain(NEW_BRAND);
      expect(workerPids(cluster), 'the same worker processes').toEqual(pids);

      // A broken file: the command fails naming it, and nothing changes for the workers.
      fs.writeFileSync(newsIndex, fs.readFileSync(newsIndex, 'utf8').replace(NEW_TITLE, `${NEW_TITLE}", oops`));
      const broken = await contentReload(env);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('content/articles/news/index.json is not valid JSON');
      expect(broken.stderr).toContain('Nothing was changed');
      await keepServing(freshCopies, 1500, 'after a failed reload');
      expect(workerPids(cluster), 'the same worker processes').toEqual(pids);
    },
  );

  it('waits for a process that is seeding the store, then seeds', { timeout: 60_000 }, async () => {
    retitle('Seeded after the wait');
    // A worker starting with other content holds the write lock while it seeds.
    const seeding = new DatabaseSync(path.join(env.DATA_DIR, 'content.sqlite'));
    seeding.exec('BEGIN IMMEDIATE');
    const reload = contentReload(env);
    // Longer than the 5 s a site process waits for the store once it has opened it.
    await holdLock(6000);
    seeding.exec('COMMIT');
    seeding.close();
    const { code, stdout, stderr } = await reload;
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Seeded after the wait');
  });
});
