// One client address may hold only so many of a process's connections. The process-wide cap
// (MAX_CONNECTIONS) keeps a flood from exhausting memory and descriptors, but alone it lets one
// client that opens 2 100 idle connections shut everyone else out until they time out. With this
// cap, that client keeps its first MAX_CONNECTIONS_PER_ADDRESS and its others are closed at once,
// while other addresses still get in.
// Peers the site trusts as proxies (TRUST_PROXY: nginx on this host or a private network) are
// exempt: they carry every visitor's traffic, and nginx limits each visitor itself (limit_conn in
// deploy/nginx). A client is counted as the rate limits and /_img's turns count it
// (express-rate-limit's ipKeyGenerator): an IPv4-mapped address as IPv4, IPv6 by its /56, the
// smallest block one subscriber commonly gets whole.
import type net from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import { connectionsRefused } from './metrics/metrics.ts';
import { compileTrust } from './security/trust-proxy.ts';

export interface ConnectionCapOptions {
  /** Connections one address may hold open in this process. */
  maxPerAddress: number;
  /** The TRUST_PROXY setting: these peers are never capped. */
  trustProxy: string;
  /** Called when a connection is refused (at most once a minute per address). */
  onRefuse?: (address: string, open: number) => void;
}

/** Counts open connections per client address on `server` and closes those past the cap. */
export function capConnectionsPerAddress(
  server: net.Server,
  opts: ConnectionCapOptions,
): { open(address: string): number } {
  const trusted = compileTrust(opts.trustProxy);
  const open = new Map<string, number>();
  const lastWarned = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const remote = socket.remoteAddress;
    if (!remote || trusted(remote, 0)) return;
    const key = ipKeyGenerator(remote);
    const count = open.get(key) ?? 0;
    if (count >= opts.maxPerAddress) {
      socket.destroy();
      connectionsRefused.inc({ reason: 'address' });
      const now = Date.now();
      if (now - (lastWarned.get(key) ?? 0) >= 60_000) {
        lastWarned.set(key, now);
        // Forget old warnings, so an attacker cycling addresses cannot grow this map for ever.
        if (lastWarned.size > 10_000) lastWarned.clear();
        opts.onRefuse?.(key, count);
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return { open: (address) => open.get(ipKeyGenerator(address)) ?? 0 };
}
