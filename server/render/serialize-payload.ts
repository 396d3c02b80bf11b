// The hydration data as it goes into the page: JSON that cannot close its <script> element or
// break a JavaScript parser (shared/app/payload.ts reads it back in the browser).
import type { Payload } from '../../shared/app/payload.ts';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const UNSAFE = /[<>&\u2028\u2029]/g;

/** Escapes a piece of JSON text. The escaped characters are single characters that can only
 *  occur inside JSON strings, so escaping the pieces one by one gives the same text as escaping
 *  their concatenation. */
const escapeJson = (json: string) => json.replace(UNSAFE, (c) => ESCAPES[c]!);

// The escaped JSON of objects met before. Below the page's own wrappers (payload, hydration
// data, the loaders' result objects) sit the content API's answers, which the content caches
// share between requests and nobody mutates: the same menus and site config on every page.
// Serializing each of them on every page was about a fifth of the main thread's work per page.
// Weak keys: an answer dropped from the caches drops its JSON too.
const answerJson = new WeakMap<object, string>();
// payload → hydration → loaderData → a loader's result (desktop; the phone payload carries the
// loaders' results one level up); deeper objects are answers.
const WRAPPER_DEPTH = 4;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

// The wrappers are concatenated with `+`, which links the pieces instead of copying them: joining
// each level copied the page's ~30 000 characters once per level, and escaping the whole copied
// them again (about 300 KB of strings per page for the GC). The text is copied once, when it is
// posted to a render thread.
function toJson(value: unknown, depth: number): string | undefined {
  if (depth > 0 && isPlainObject(value) && typeof value.toJSON !== 'function') {
    let json = '{';
    for (const key of Object.keys(value)) {
      const member = toJson(value[key], depth - 1);
      if (member === undefined) continue;
      json += `${json.length > 1 ? ',' : ''}${escapeJson(JSON.stringify(key))}:` + member;
    }
    return json + '}';
  }
  if (value !== null && typeof value === 'object') {
    let json = answerJson.get(value);
    if (json === undefined) {
      json = escapeJson(JSON.stringify(value));
      answerJson.set(value, json);
    }
    return json;
  }
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? undefined : escapeJson(json);
}

/** JSON that cannot close its <script> element or break a JavaScript parser. */
export function serializePayload(payload: Payload): string {
  return toJson(payload, WRAPPER_DEPTH)!;
}
