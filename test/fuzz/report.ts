// The fuzzer's report: a summary table per mode, the failures grouped by what went wrong (with a
// few examples each), then every distinct failing request, so a run can be read top-down.
import { CATEGORIES } from './case-types.ts';
import type { Failure, ModeReport } from './run-mode.ts';

/** Shortened, with control characters escaped so the report stays plain text. */
function short(s: string | undefined, n = 140): string {
  const text = (s ?? '').replace(
    /[\u0000-\u0008\u000b-\u001f\u007f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return text.length > n ? `${text.slice(0, n - 10)}…(${text.length} chars)` : text;
}

function statusClasses(report: ModeReport): Record<string, number> {
  const counts: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  for (const { answer } of report.results) {
    const key = answer.status === undefined ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function summaryTable(reports: ModeReport[]): string {
  const header = [
    'mode',
    'requests',
    '2xx',
    '3xx',
    '4xx',
    '5xx',
    'no answer',
    'vendor reqs',
    'violations',
    'failures',
    'RSS start/max/end MB',
    'seconds',
  ];
  const rows = reports.map((r) => {
    const c = statusClasses(r);
    const violations = r.failures.filter((f) => f.reason === 'vendor').length;
    const vendor = r.mode === 'upstream' ? String(r.vendorRequests.length) : '-';
    return [
      r.mode,
      String(r.results.length),
      String(c['2xx']),
      String(c['3xx']),
      String(c['4xx']),
      String(c['5xx']),
      String(c['no answer']),
      vendor,
      r.mode === 'upstream' ? String(violations) : '-',
      String(r.failures.length),
      [r.rss.start, r.rss.max, r.rss.end].map((mb) => mb ?? '-').join('/'),
      String(r.seconds),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  const perCategory = reports.map(
    (r) => `  ${r.mode} sent per category: ${CATEGORIES.map((k) => `${k} ${r.sentByCategory[k]}`).join(', ')}`,
  );
  return [line(header), ...rows.map(line), ...perCategory].join('\n');
}

function grouped(failures: Failure[]): string[] {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `[${f.reason}] ${f.group}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  // Whole-run failures (a crash, memory) first: they explain the rest.
  const weight = (list: Failure[]) => (list[0]!.path ? list.length : Number.MAX_SAFE_INTEGER);
  return [...groups.entries()]
    .sort((a, b) => weight(b[1]) - weight(a[1]))
    .flatMap(([key, list]) => [
      `  ${list.length} × ${key}`,
      ...list
        .slice(0, 3)
        .filter((f) => f.path || f.detail)
        .map(
          (f) =>
            `      e.g. ${f.method ?? ''} ${short(f.path)} ${f.path ? `→ ${short(String(f.status), 100)}` : short(f.detail, 2000)}`,
        ),
    ]);
}

function distinctCases(failures: Failure[]): string[] {
  const seen = new Map<string, number>();
  for (const f of failures) {
    if (!f.path) continue;
    const line = `${f.reason.padEnd(9)} ${f.method} ${short(f.path, 160)} → ${short(String(f.status), 160)}`;
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  return [...seen.entries()].map(([line, n]) => `  ${line}${n > 1 ? `  (×${n})` : ''}`);
}

export function modeDetails(report: ModeReport): string {
  const out = [
    `\n== ${report.mode} (seed ${report.seed}): ${report.failures.length ? `${report.failures.length} FAILURES` : 'no failures'}`,
  ];
  for (const s of report.scenarios) {
    out.push(`scenario ${s.name}: ${s.requests} requests, ${s.failures.length} failures; ${s.notes.join('; ')}`);
  }
  if (report.failures.length) {
    out.push('failures by kind:', ...grouped(report.failures));
    out.push('every failing request (distinct):', ...distinctCases(report.failures));
  }
  if (report.serverErrors.size) {
    out.push('errors the server logged:');
    const top = [...report.serverErrors.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
    out.push(...top.map(([line, n]) => `  ${n} × ${short(line, 200)}`));
  }
  return out.join('\n');
}

/** One line per failure, for a test assertion to print when it fails. */
export function failureLines(report: ModeReport): string[] {
  return report.failures.map((f) =>
    `[${f.reason}] ${f.method ?? ''} ${short(f.path, 120)} → ${short(String(f.status ?? f.detail ?? ''), 200)}`.replace(
      /\s+/g,
      ' ',
    ),
  );
}
