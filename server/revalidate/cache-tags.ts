// Cache tags (issue 37): each page says in a Cache-Tag header which content it shows, one tag per
// content-API path it read (server/content/content-deps.ts), so a CDN that purges by tag
// (Cloudflare's Cache-Tag, Fastly's Surrogate-Key, Akamai, CloudFront, Tencent EdgeOne) can drop
// every page showing what a publish names; the site's own edge index (edge-index.ts) keys the
// addresses it served on the same tags, for nginx, which has no purge of its own.
//
// A tag is the content path without its query and its outer slashes: the key
// `api GET /api/v1/articles/1040/?lang=en` is the tag `api/v1/articles/1040`, the one every query
// of that path shares (a key without a query names them all, docs/publishing.md). Tags hold only
// characters every CDN takes (letters, digits and `%./_~-`, at most 128 of them: longer ones are
// hashed), and a page's header is bounded: past MAX_HEADER characters, the tags under one
// collection (`api/v1/articles/1040`, `.../1041`) give way to that collection's group tag
// (`api/v1/articles/~`), which the purge of each of its members names too.
import { createHash } from 'node:crypto';
import type { Revalidation } from './revalidate-body.ts';

export const CACHE_TAG_HEADER = 'cache-tag';
/** Every page carries it: a purge of it is a purge of the whole site. */
export const SITE_TAG = 'defan-site';
/** A page whose tags do not fit even as groups carries this instead; every purge of a key names it. */
const OVERFLOW_TAG = 'defan-site/~';
/** The header's length at most: with the rest of a page's headers it stays within nginx's
 *  proxy_buffer_size (4 KB) and any CDN's limits (CloudFront reads 50 tags). */
const MAX_HEADER = 1024;
const MAX_TAG = 128;

/** The tag of a content key (`api GET /path?query`), or of a content path. */
export function tagOf(key: string): string {
  const path = key.replace(/^\w+ GET /, '').replace(/\?.*$/s, '');
  let tag = '';
  try {
    tag = path
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^\w%./~-]/gu, (c) =>
        encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16)}`),
      );
  } catch {
    // A lone surrogate (encodeURIComponent throws): hashed like a tag too long.
  }
  if (tag.length <= MAX_TAG && tag !== '') return tag;
  return `h/${createHash('sha256').update(path).digest('hex').slice(0, 32)}`;
}

/** The group tag standing for every tag under the same collection (none for a top-level one). */
function groupOf(tag: string): string | undefined {
  const at = tag.lastIndexOf('/');
  return at > 0 && !tag.endsWith('/~') ? `${tag.slice(0, at)}/~` : undefined;
}

/** The Cache-Tag header of a page made from these content keys: the site tag and one tag per
 *  content path, within MAX_HEADER characters. */
export function pageCacheTag(deps: Iterable<string>): string {
  const tags = [...new Set(Array.from(deps, tagOf))].sort();
  const joined = (list: string[]) => [SITE_TAG, ...list].join(',');
  let header = joined(tags);
  if (header.length <= MAX_HEADER) return header;
  // The largest collections give way to their group tags first.
  const groups = new Map<string, string[]>();
  for (const tag of tags) {
    const group = groupOf(tag) ?? tag;
    groups.set(group, [...(groups.get(group) ?? []), tag]);
  }
  const bySize = [...groups].sort((a, b) => b[1].length - a[1].length);
  const kept = new Set(tags);
  for (const [group, members] of bySize) {
    if (members.length < 2 && groupOf(members[0]!) === undefined) continue;
    for (const m of members) kept.delete(m);
    kept.add(group);
    header = joined([...kept].sort());
    if (header.length <= MAX_HEADER) return header;
  }
  // Still too long (hundreds of collections): a tag every purge of a key names.
  return joined([OVERFLOW_TAG]);
}

/** The tags a CDN purges for a revalidation's keys: each key's tag and its group tag (a page
 *  whose header was too long for the tag carries the group); `{"all": true}`: the site tag. A
 *  revalidation by path names addresses, not content: the CDN purges those by URL. */
export function purgeTags(revalidation: Revalidation): string[] {
  if (revalidation.all) return [SITE_TAG];
  const tags = new Set<string>();
  for (const key of revalidation.keys) {
    const tag = tagOf(key);
    tags.add(tag);
    const group = groupOf(tag);
    if (group) tags.add(group);
  }
  if (tags.size) tags.add(OVERFLOW_TAG);
  return [...tags];
}

/** The address nginx keys a page's copy on (deploy/nginx: the path as sent and only the `page`
 *  and `size` parameters, as sent), so the refresh of a paged copy asks for the same copy. */
export function edgeAddress(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url.slice(q + 1).split('&');
  // nginx's $arg_<name>: the first parameter of that name, its case ignored.
  const arg = (name: string) => params.find((p) => p.slice(0, name.length + 1).toLowerCase() === `${name}=`);
  const kept = [arg('page'), arg('size')].filter((p) => p !== undefined && p.length > p.indexOf('=') + 1);
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}
