// What a test run started, found again at its end and killed, even after a test timed out or a
// worker died (issue 38): a timed-out test never reaches its afterAll, and its servers, pm2
// daemons, nginx and Redis outlived the run and kept `npm run test:unit` from exiting.
//
// Each runner (test/run.ts, vitest's global setup, the Playwright configs) adds an id of its own to
// DEFAN_TEST_RUN, which every process it starts inherits, pm2's daemons and their workers
// included (pm2 passes its environment on, whatever PM2_HOME). At the end the runner kills:
// - every process whose environment carries its id (read from /proc/<pid>/environ);
// - every process group registered with ownProcessGroup(): nginx and redis-server overwrite their
//   environment with their process title, so the helpers that start them put each in a group of
//   its own and write the group down in the run's folder;
// - the descendants of both.
// It spares itself, its ancestors and its direct children (vitest's and Playwright's own workers,
// which their runner ends). Linux only (/proc); elsewhere nothing is found.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';

const TAG = 'DEFAN_TEST_RUN';
/** The pid of the runner that added the last id. */
const LEADER = 'DEFAN_TEST_RUN_LEADER';
const REGISTRY = path.join(os.tmpdir(), 'defan-test-runs');

/** Marks this process as a runner: its own id joins the tag its children inherit. A runner's
 *  workers (which load the same config) keep their runner's id. Returns this runner's id. */
export function tagRun(): string {
  const ids = (process.env[TAG] ?? '').split(',').filter(Boolean);
  const worker = process.env.TEST_WORKER_INDEX !== undefined || process.env.VITEST_WORKER_ID !== undefined;
  if ((process.env[LEADER] === String(process.pid) || worker) && ids.length) return ids.at(-1)!;
  const id = `${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  process.env[TAG] = [...ids, id].join(',');
  process.env[LEADER] = String(process.pid);
  return id;
}

/** The environment of a process this runner starts and ends itself (Playwright's webServer), so
 *  the runner's own teardown, which comes first, leaves it alone: only the outer runs' tag. */
export function runnerOwned(): { [TAG]: string } {
  const ids = (process.env[TAG] ?? '').split(',').filter(Boolean);
  return { [TAG]: (ownId() === ids.at(-1) ? ids.slice(0, -1) : ids).join(',') };
}

/** This runner's id, if tagRun() ran in this process. */
function ownId(): string | undefined {
  return process.env[LEADER] === String(process.pid) ? process.env[TAG]?.split(',').at(-1) : undefined;
}

interface Proc {
  pid: number;
  /** The command's name. */
  name: string;
  ppid: number;
  pgrp: number;
  /** Clock ticks after boot: tells a process from a later one given the same pid. */
  start: number;
}

function stat(pid: number): Proc | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces and parentheses itself.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    if (f[0] === 'Z') return undefined; // exited; only its parent's wait is missing
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    return { pid, name, ppid: Number(f[1]), pgrp: Number(f[2]), start: Number(f[19]) };
  } catch {
    return undefined;
  }
}

function processes(): Proc[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  return names.filter((n) => /^\d+$/.test(n)).flatMap((n) => stat(Number(n)) ?? []);
}

function tags(pid: number): string[] {
  try {
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return (
      env
        .find((e) => e.startsWith(`${TAG}=`))
        ?.slice(TAG.length + 1)
        .split(',') ?? []
    );
  } catch {
    return [];
  }
}

/** Records a child started with `detached: true` (a process group of its own), so the run's end
 *  kills its whole group even when nothing in it shows the tag. */
export function ownProcessGroup(child: ChildProcess): void {
  const leader = child.pid === undefined ? undefined : stat(child.pid);
  if (!leader) return;
  for (const id of (process.env[TAG] ?? '').split(',').filter(Boolean)) {
    const dir = path.join(REGISTRY, id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, String(leader.pid)), String(leader.start));
  }
}

/** The processes run `id` left behind: tagged, in a registered group, or below one of those. */
function leftBehind(id: string): Proc[] {
  const all = processes();
  const spared = new Set<number>([process.pid]);
  for (let p = stat(process.ppid); p && p.pid > 1 && !spared.has(p.pid); p = stat(p.ppid)) spared.add(p.pid);
  for (const p of all) if (p.ppid === process.pid) spared.add(p.pid);

  const groups = new Map<number, number>();
  const dir = path.join(REGISTRY, id);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    groups.set(Number(name), Number(fs.readFileSync(path.join(dir, name), 'utf8')));

  // A group outlives its leader, and the kernel never hands out a pid still in use as a group id;
  // but once the group is gone its id may lead someone else's group: a leader must be the one
  // written down.
  const leaders = new Map(all.filter((p) => p.pid === p.pgrp).map((p) => [p.pid, p.start]));
  const ours = (p: Proc) => {
    const since = groups.get(p.pgrp);
    if (since === undefined) return false;
    const leader = leaders.get(p.pgrp);
    return leader === undefined ? p.start >= since : leader === since;
  };
  const found = new Set<number>();
  for (const p of all) if (ours(p) || tags(p.pid).includes(id)) found.add(p.pid);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!found.has(p.pid) && found.has(p.ppid)) {
        found.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => found.has(p.pid) && !spared.has(p.pid));
}

/** Kills (SIGKILL) what run `id` left behind, group by group, and waits until it is gone.
 *  Returns what it had to kill, as "pid name". */
export async function endRun(id = ownId(), waitMs = 10_000): Promise<string[]> {
  if (!id) return [];
  const killed = killNow(id);
  const deadline = Date.now() + waitMs;
  const alive = () => killed.filter((p) => stat(p.pid)?.start === p.start);
  while (alive().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const p of alive()) console.warn(`test run ${id}: process ${p.pid} (${p.name}) would not die`);
  fs.rmSync(path.join(REGISTRY, id), { recursive: true, force: true });
  return killed.map((p) => `${p.pid} ${p.name}`);
}

/** The synchronous part of endRun, for an exit handler. */
function killNow(id: string): Proc[] {
  const procs = leftBehind(id);
  const own = stat(process.pid)?.pgrp;
  for (const p of procs) {
    try {
      // A whole group when the process leads one that is not ours (pm2's daemon, nginx, a
      // detached server), else the process alone.
      if (p.pgrp === p.pid && p.pgrp !== own) process.kill(-p.pid, 'SIGKILL');
      else process.kill(p.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return procs;
}

/** Kills what this runner's run left, now, when the process exits. With `signals`, also when it
 *  is told to stop (Ctrl-C, a `kill`, a CI runner's cancel): Node emits no 'exit' when a signal
 *  ends it, so the signal becomes an exit (with the shell's 128 + number). Only for a runner of
 *  our own; vitest and Playwright keep their own signal handling. */
export function endRunOnExit({ signals = false } = {}): void {
  process.once('exit', () => {
    const id = ownId();
    if (id) killNow(id);
  });
  if (!signals) return;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => process.exit(128 + os.constants.signals[signal]));
}
