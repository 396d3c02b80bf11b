// One client address may hold only so many of a process's connections. The process-wide cap
// (MAX_CONNECTIONS) keeps a flood from exhausting memory and descriptors, but alone it lets one
// client that opens 2 100 idle connections shut everyone else out until they time out. With this
// cap, that client keeps its first MAX_CONNECTIONS_PER_ADDRESS and its others are closed at once,
// while other addresses still get in.
// Peers the site trusts as proxies (TRUST_PROXY: nginx on this host or a private network) are
// exempt: they carry every visitor's traffic, and nginx limits each visitor itself (limit_conn in
// deploy/nginx). An IPv6 client is counted by its /64, which one subscriber gets whole.
import type net from 'node:net';
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
    const key = addressKey(remote);
    const count = open.get(key) ?? 0;
    if (count >= opts.maxPerAddress) {
      socket.destroy();
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
  return { open: (address) => open.get(addressKey(address)) ?? 0 };
}

/** What one client is counted as: its IPv4 address (also when IPv4-mapped), or its IPv6 /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // '::' stands for as many zero groups as make eight.
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
