// The host's wording in page headings (spec §1: 企业微信 on wx hosts, 营销自动化 on yx hosts,
// 私域流量 otherwise; the words are shared/copy/heading-prefix.ts). A page detail writes it as {prefix} wherever its text should carry it (the
// private-domain page's title and section headings); the loaders put in the host's wording, so
// both apps, the hydration data and the search tags read the same.
const HEADING_PREFIX_TOKEN = '{prefix}';

/** The value with every {prefix} in its strings replaced; the same object when there is none. */
export function withHeadingPrefix<T>(value: T, prefix: string): T {
  return fill(value, prefix) as T;
}

function fill(value: unknown, prefix: string): unknown {
  if (typeof value === 'string')
    return value.includes(HEADING_PREFIX_TOKEN) ? value.replaceAll(HEADING_PREFIX_TOKEN, prefix) : value;
  if (Array.isArray(value)) {
    const out = value.map((v) => fill(v, prefix));
    return out.some((v, i) => v !== value[i]) ? out : value;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = fill(v, prefix);
      if (out[k] !== v) changed = true;
    }
    return changed ? out : value;
  }
  return value;
}
