// Dates are formatted in Beijing time from the ISO string, the same on the server and in any
// browser time zone, so server and client render identical text.
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Formats with the tokens yyyy, MM, dd, HH, mm, ss (spec default 'yyyy-MM-dd HH:mm'). */
export function formatDate(iso: string, pattern = 'yyyy-MM-dd HH:mm'): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + BEIJING_OFFSET_MS);
  const parts: Record<string, string> = {
    yyyy: String(d.getUTCFullYear()),
    MM: pad(d.getUTCMonth() + 1),
    dd: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => parts[token]!);
}
