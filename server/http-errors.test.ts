// The rule that picks an error answer's kind (errorKind): what the Accept header ranks higher, HTML
// or JSON; on a tie, or when it takes neither, the request's own kind (a page request HTML,
// anything else JSON). And it ranks as Express's req.accepts does, so the fast path and the app
// agree.
import type { IncomingMessage } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { errorKind } from './http-errors.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const AXIOS = 'application/json, text/plain, */*';

const requestOf = (method: string, accept: string | undefined) =>
  ({ method, headers: accept === undefined ? {} : { accept } }) as IncomingMessage;

describe('errorKind', () => {
  it.each([
    // [method, path, Accept, kind]
    ['GET', '/news', BROWSER, 'html'],
    ['GET', '/api/v1/articles/', BROWSER, 'html'],
    ['POST', '/news', BROWSER, 'html'],
    ['GET', '/news', '*/*', 'html'],
    ['GET', '/api/v1/articles/', '*/*', 'json'],
    ['GET', '/admin', '*/*', 'json'],
    ['GET', '/news', undefined, 'html'],
    ['HEAD', '/en/about', undefined, 'html'],
    ['GET', '/api/v1/articles/', undefined, 'json'],
    ['GET', '/assets/desktop-1a2b3c.js', undefined, 'json'],
    ['GET', '/_img', undefined, 'json'],
    ['POST', '/news', undefined, 'json'],
    ['DELETE', '/', '*/*', 'json'],
    ['GET', '/news', 'application/json', 'json'],
    ['GET', '/news', AXIOS, 'json'],
    ['GET', '/api/v1/articles/', 'text/html', 'html'],
    ['GET', '/api/v1/articles/', 'text/*', 'html'],
    ['GET', '/news', 'text/html;q=0.5, application/json', 'json'],
    ['GET', '/api/v1/articles/', 'application/json;q=0.1, text/html;q=0.2', 'html'],
    // Both named alike: the one named first.
    ['GET', '/news', 'application/json, text/html', 'json'],
    ['GET', '/api/v1/articles/', 'text/html, application/json', 'html'],
    // Neither taken: the request's own kind rather than a 406.
    ['GET', '/news', 'image/png', 'html'],
    ['GET', '/_img', 'image/avif,image/webp', 'json'],
    ['GET', '/news', 'application/json;q=0, text/html;q=0', 'html'],
  ] as const)('%s %s with Accept %s: %s', (method, path, accept, kind) => {
    expect(errorKind(requestOf(method, accept), path)).toBe(kind);
  });

  it("ranks the two as Express's req.accepts does", () => {
    const accepts = [undefined, '*/*', BROWSER, AXIOS, 'text/html', 'application/json, text/html', 'image/png'];
    for (const accept of accepts) {
      const req = Object.assign(Object.create(express.request) as express.Request, requestOf('GET', accept));
      const express_ = req.accepts(['html', 'json']) || 'html';
      expect(errorKind(req, '/news'), String(accept)).toBe(express_);
    }
  });
});
