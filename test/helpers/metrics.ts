// Reads the site's Prometheus metrics (METRICS_PORT) as a test would look at them: one scrape
// parsed into samples, summed over the samples whose labels match.
import http from 'node:http';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  text: string;
  samples: Sample[];
  /** Metric names from the `# TYPE` lines, with their types. */
  types: Map<string, string>;
  /** The sum of `name`'s samples that carry every label given (0 when none does). */
  value(name: string, labels?: Record<string, string>): number;
  /** Whether any sample of `name` carries these labels. */
  has(name: string, labels?: Record<string, string>): boolean;
}

export function parseMetrics(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  const matching = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return {
    text,
    samples,
    types,
    value: (name, labels) => matching(name, labels).reduce((sum, s) => sum + s.value, 0),
    has: (name, labels) => matching(name, labels).length > 0,
  };
}

/** GET /metrics on the metrics port (on a new connection: a cluster spreads them). */
export async function scrape(port: number): Promise<Scrape> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: 'close' } });
  if (res.status !== 200) throw new Error(`metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** One worker's own figures, as it gives them on its socket (prom-client's JSON). */
export function workerMetrics(
  socketPath: string,
): Promise<{ name: string; values: { value: number; labels: Record<string, string> }[] }[]> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath, path: '/' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(JSON.parse(body) as never));
      })
      .on('error', reject);
  });
}
