// What the logs may keep of an address: never a visitor's personal data. A browser that sent a
// lead form as a GET (an old browser, a failed script) puts the form's fields in the query
// (`/product_mdm?client_name=…&phone=…`), and a visitor may type a phone number or an e-mail
// address into anything that lands in a query. So a query-string value is replaced by
// `[redacted]` when its parameter is a lead form's field (LEAD_FIELDS and the honeypot), or when
// it holds an e-mail address (an @, however encoded) or a phone number (7 or more digits, spaces,
// dashes, dots or parentheses allowed between them); the parameter's name stays, and so do the
// harmless parameters (page=2, bd_vid=…, utm_*), as sent. The path is kept as it is.
// The access log, the request logger and requestLog (request-id.ts) write addresses only through
// it; nginx's log format applies the same rule, coarser (deploy/nginx/defan-site.conf.template).
import { HONEYPOT_FIELD } from '../shared/constants.ts';
import { LEAD_FIELDS } from '../shared/forms/lead-rules.ts';

const REDACTED = '[redacted]';

const FORM_FIELDS: ReadonlySet<string> = new Set([...LEAD_FIELDS, HONEYPOT_FIELD]);
/** An @ (ASCII or full-width), the mark of an e-mail address. */
const EMAIL_MARK = /[@\uFF20]/u;
/** 7 or more digits (any script's, full-width included), one separator allowed between two. */
const PHONE = /\p{Nd}(?:[\s\-.()]?\p{Nd}){6}/u;

/** The text of a query part, decoded as a browser encodes a form (`+` a space), up to three
 *  times (an address inside an address is encoded twice); an escape that does not decode stays
 *  as it is, and the rest around it still decodes. */
function decoded(text: string): string {
  let out = text.replaceAll('+', ' ');
  for (let i = 0; i < 3 && out.includes('%'); i++) {
    const next = out.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

const personal = (text: string) => EMAIL_MARK.test(text) || PHONE.test(text);

function safePart(part: string): string {
  const eq = part.indexOf('=');
  const name = eq === -1 ? part : part.slice(0, eq);
  const decodedName = decoded(name);
  // A name that is itself personal (`?13800138000`, `?a@b.cn=1`) goes whole.
  if (personal(decodedName)) return REDACTED;
  if (eq === -1) return part;
  const value = part.slice(eq + 1);
  if (value === '') return part;
  return FORM_FIELDS.has(decodedName.trim().toLowerCase()) || personal(decoded(value)) ? `${name}=${REDACTED}` : part;
}

const safeQuery = (query: string) => query.split('&').map(safePart).join('&');

/**
 * The address (a request target such as `/news?page=2`, or a whole URL such as a referrer) with
 * every personal query value redacted, then cut to `max` characters (an ellipsis marks the cut).
 */
export function logSafeUrl(url: string, max = 512): string {
  const q = url.indexOf('?');
  const safe = q === -1 ? url : url.slice(0, q + 1) + safeQuery(url.slice(q + 1));
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}
