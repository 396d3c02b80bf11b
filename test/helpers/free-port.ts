// A loopback port for a process a test starts later (a built server, nginx, Redis, a pm2 cluster).
// The port is free when it is picked, but nothing holds it until that process binds it, which can
// be a minute later. A port from the kernel's ephemeral range (listen(0) picks one there) may be
// taken meanwhile by any outgoing connection's local end: CI once lost nginx's port that way
// while four pm2 workers started ("bind() ... Address already in use"). So the port is picked
// below the ephemeral range, where connect() never takes one, at random (tests run in parallel
// processes), never twice in one process, and checked by binding it.
import fs from 'node:fs';
import net from 'node:net';

/** The first port of the kernel's ephemeral range (Linux's default when it cannot be read). */
function ephemeralStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 12_000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST = 10_000;
const given = new Set<number>();

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on now, outside the range outgoing connections draw from. */
export async function freePort(): Promise<number> {
  const span = ephemeralStart() - LOWEST;
  for (let tries = 0; tries < 200; tries++) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if (given.has(port)) continue;
    given.add(port);
    if (await canBind(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${LOWEST + span}`);
}
