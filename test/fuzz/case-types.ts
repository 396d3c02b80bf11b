// The shape of a fuzz case, shared by the generators, the clients and the runner.

export const CATEGORIES = ['path', 'query', 'body', 'raw', 'slow-body'] as const;
export type Category = (typeof CATEGORIES)[number];

interface CaseBase {
  category: Category;
  /** A short label of what the case does, for grouping failures ('path %ZZ on page'). */
  kind: string;
  method: string;
  /** The request target as sent (for raw cases: as far as it can be printed). */
  path: string;
}

/** Sent with node:http, which keeps the path exactly as given (no URL normalisation). */
export interface HttpCase extends CaseBase {
  transport: 'http';
  headers?: Record<string, string>;
  body?: Buffer;
  /**
   * A conversion upload (the endpoint pages of earlier releases send to) is only looked at with
   * the ticket of a fresh lead: the runner first sends `lead`, signs the ticket such a release's
   * server gave for it and `click` (with the site's TICKET_SECRET), then sends this case with
   * `body(ticket)`.
   */
  ticket?: { lead: HttpCase; click: string | undefined; body: (ticket: string) => Buffer };
}

/** Written byte for byte to a socket: what no HTTP client library would send. */
export interface RawCase extends CaseBase {
  transport: 'raw';
  /** Written in order, each after its delay. */
  pieces: { delayMs: number; bytes: Buffer }[];
  /** The request is left unfinished on purpose, so the server owes no answer. */
  incomplete?: boolean;
}

export type Case = HttpCase | RawCase;

/** Path bytes node:http refuses to send (controls, space, beyond Latin-1) are percent-encoded. */
export function sendable(path: string): string {
  return path.replace(/[^\u0021-\u00ff]/gu, (c) => encodeURIComponent(c));
}
