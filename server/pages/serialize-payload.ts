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

// The JSON of objects met before. Below the page's own wrappers (payload, its loaderData, the
// loaders' result objects) sit the content API's answers, which the content caches share between
// requests and nobody mutates: the same menus and site config on every page, serialized once
// instead of on every page. Weak keys: an answer dropped from the caches drops its JSON too.
const answerJson = new WeakMap<object, string>();
// payload → loaderData → a loader's result; deeper objects are answers.
const WRAPPER_DEPTH = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function toJson(value: unknown, depth: number): string | undefined {
  if (depth > 0 && isPlainObject(value) && typeof value.toJSON !== 'function') {
    const members: string[] = [];
    for (const key of Object.keys(value)) {
      const json = toJson(value[key], depth - 1);
      if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`);
    }
    return `{${members.join(',')}}`;
  }
  if (value !== null && typeof value === 'object') {
    let json = answerJson.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      answerJson.set(value, json);
    }
    return json;
  }
  return JSON.stringify(value) as string | undefined;
}

/** JSON that cannot close its <script> element or break a JavaScript parser. */
export function serializePayload(payload: Payload): string {
  return toJson(payload, WRAPPER_DEPTH)!.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}
