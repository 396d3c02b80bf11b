// Requests written straight to a socket, for what fetch and node:http refuse to send: broken
// request lines, oversized or injected headers, bytes that are not UTF-8 in the path, framing
// tricks, and bodies that arrive a byte per second.
import type { RawCase } from './case-types.ts';
import type { Rng } from './prng.ts';

const CRLF = '\r\n';

/** A request as bytes: Latin-1, so '\xff' in the text is the byte 0xff on the wire. */
function bytes(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

function request(line: string, headers: string[] = ['Host: localhost'], body = ''): Buffer {
  return bytes([line, ...headers, 'Connection: close', '', body].join(CRLF));
}

/** Printable form of a request line for the report (control bytes escaped, long runs shortened). */
function printable(text: string): string {
  const shown = text.replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return shown.length > 160 ? `${shown.slice(0, 150)}…(${shown.length})` : shown;
}

function raw(kind: string, line: string, data: Buffer, incomplete = false): RawCase {
  const [method = '?', path = line] = line.split(' ');
  return {
    category: 'raw',
    transport: 'raw',
    kind,
    method: printable(method),
    path: printable(path),
    pieces: [{ delayMs: 0, bytes: data }],
    incomplete,
  };
}

const BAD_LINES = [
  'GARBAGE',
  'GET',
  'GET /',
  'GET / HTTP/9.9',
  'GET / HTTP/1.1 extra',
  'GET  / HTTP/1.1',
  'get / HTTP/1.1',
  'GET http://evil.example/news HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'CONNECT 127.0.0.1:80 HTTP/1.1',
  'BREW /news HTTP/1.1',
  'GET ../../etc/passwd HTTP/1.1',
  'GET news HTTP/1.1',
  'GET /news\tHTTP/1.1',
  'GET /\x00 HTTP/1.1',
  'GET /news?\x7f HTTP/1.1',
  'PRI * HTTP/2.0\r\n\r\nSM',
  'GET /news HTTP/1.1\x00',
  `GET /${'a'.repeat(70_000)} HTTP/1.1`,
];
const BAD_BYTE_PATHS = [
  '/news/\xff\xfe',
  '/tags/\xc0\xaf',
  '/tags/index/\xe0\xa4-1',
  '/api/v1/article_tags/\xff/',
  '/api/v1/articles/\x80/',
  '/\xed\xa0\x80',
  '/en/\xc3',
  '/news?page=\xff',
  '/api/v1/articles/?category_id=\xc0\xaf',
  '/api/v1/site_pages/?route=/\xff&site=defan',
  '/tags/\xe4\xbd\x8e\xe4\xbb\xa3\xe7\xa0\x81',
  '/\xf0\x9f\x98\x80',
];
const TARGETS = [
  '/',
  '/news',
  '/news/1040',
  '/api/v1/articles/',
  '/api/v1/site_pages/?route=/&site=defan',
  '/tags/index/A-1',
];

function headerCase(rng: Rng): RawCase {
  const target = rng.pick(TARGETS);
  const line = `GET ${target} HTTP/1.1`;
  const variants: [string, string[]][] = [
    ['huge header', ['Host: localhost', `X-Fuzz-Big: ${'a'.repeat(rng.int(17_000, 64_000))}`]],
    ['many headers', ['Host: localhost', ...Array.from({ length: 400 }, (_, i) => `X-Fuzz-${i}: ${'b'.repeat(90)}`)]],
    ['huge cookie', ['Host: localhost', `Cookie: ${'c=1; '.repeat(5000)}`]],
    ['huge host', [`Host: ${'h'.repeat(20_000)}`]],
    ['bare CR injection', ['Host: localhost', 'X-Fuzz-A: a\rX-Fuzz-Injected: 1']],
    ['bare LF injection', ['Host: localhost', 'X-Fuzz-A: a\nX-Fuzz-Injected: 1']],
    ['header name with space', ['Host: localhost', 'X Fuzz: 1']],
    ['header without colon', ['Host: localhost', 'X-Fuzz-NoColon']],
    ['obs-fold', ['Host: localhost', 'X-Fuzz-A: a', ' folded: 1']],
    ['two hosts', ['Host: localhost', 'Host: evil.example']],
    ['no host', []],
    [
      'odd hosts',
      [
        `Host: ${rng.pick(['[::1', 'localhost:99999', 'wx.www.definesys.cn', 'yx.localhost', 'evil.example', 'LOCALHOST', 'localhost.', '%6cocalhost', '\xff'])}`,
      ],
    ],
    ['NUL in header', ['Host: localhost', 'User-Agent: a\x00b']],
    [
      'bytes in header',
      ['Host: localhost', `User-Agent: \xff\xfe${rng.pick(['iPhone', 'Baiduspider', 'Android'])}`, 'Cookie: a=\x80'],
    ],
    [
      'odd forwarded-for',
      [
        'Host: localhost',
        `X-Forwarded-For: ${rng.pick(['::::', '1.2.3.4, evil', 'a'.repeat(5000), '999.1.1.1', '\xff'])}`,
      ],
    ],
    [
      'odd request id',
      ['Host: localhost', `X-Request-Id: ${rng.pick(['../../x', 'a'.repeat(200), '<script>', '\xff'])}`],
    ],
    [
      'odd accept-encoding',
      [
        'Host: localhost',
        `Accept-Encoding: ${rng.pick(['gzip;q=bogus', 'br;q=2', '*;q=0', 'x'.repeat(4000), 'identity;q=0'])}`,
      ],
    ],
    [
      'odd conditional',
      [
        'Host: localhost',
        `If-None-Match: ${rng.pick(['*', '"x"', 'W/', '"'.repeat(100)])}`,
        'If-Modified-Since: yesterday',
      ],
    ],
    [
      'upgrade',
      [
        'Host: localhost',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: x',
        'Sec-WebSocket-Version: 13',
      ],
    ],
    ['expect', ['Host: localhost', 'Expect: 100-continue']],
  ];
  const [kind, headers] = rng.pick(variants);
  return raw(`raw ${kind}`, line, request(line, headers));
}

function framingCase(rng: Rng): RawCase {
  const path = rng.pick([
    '/api/v1/client_demands/',
    '/api/v1/content/query/',
    '/ocpcapi/api/uploadConvertData',
    '/news',
  ]);
  const line = `POST ${path} HTTP/1.1`;
  const json = 'Content-Type: application/json';
  const variants: [string, string[], string, boolean?][] = [
    [
      'chunked and length',
      ['Host: localhost', json, 'Transfer-Encoding: chunked', 'Content-Length: 5'],
      '2\r\n{}\r\n0\r\n\r\n',
    ],
    ['bad chunk size', ['Host: localhost', json, 'Transfer-Encoding: chunked'], 'zz\r\n{}\r\n0\r\n\r\n'],
    [
      'huge chunk extension',
      ['Host: localhost', json, 'Transfer-Encoding: chunked'],
      `2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    ],
    ['chunked body', ['Host: localhost', json, 'Transfer-Encoding: chunked'], '2\r\n{}\r\n0\r\n\r\n'],
    ['unknown transfer-encoding', ['Host: localhost', json, 'Transfer-Encoding: xchunked'], '{}'],
    ['negative length', ['Host: localhost', json, 'Content-Length: -1'], '{}'],
    ['float length', ['Host: localhost', json, 'Content-Length: 1e3'], '{}'],
    ['list length', ['Host: localhost', json, 'Content-Length: 2, 3'], '{}'],
    ['two lengths', ['Host: localhost', json, 'Content-Length: 2', 'Content-Length: 3'], '{}'],
    ['huge length', ['Host: localhost', json, 'Content-Length: 99999999999999999999'], '{}'],
    ['length past body', ['Host: localhost', json, 'Content-Length: 100'], '{"limit":1}', true],
    ['length short of body', ['Host: localhost', json, 'Content-Length: 2'], '{"limit":1}'],
    ['unfinished headers', ['Host: localhost', json], '', true],
  ];
  const [kind, headers, body, incomplete] = rng.pick(variants);
  const data =
    kind === 'unfinished headers'
      ? bytes(`${line}${CRLF}Host: localhost${CRLF}X-Fuzz: 1`)
      : request(line, headers, body);
  return raw(`raw ${kind}`, line, data, incomplete);
}

export function rawCase(rng: Rng): RawCase {
  switch (rng.int(0, 3)) {
    case 0: {
      const line = rng.pick(BAD_LINES);
      return raw('raw bad request line', line, rng.chance(0.5) ? request(line) : bytes(`${line}${CRLF}${CRLF}`));
    }
    case 1: {
      const line = `GET ${rng.pick(BAD_BYTE_PATHS)} HTTP/1.1`;
      return raw('raw non-UTF-8 path', line, request(line));
    }
    case 2:
      return headerCase(rng);
    default:
      return framingCase(rng);
  }
}

/**
 * Headers with a Content-Length, then the body a byte per second for `seconds` seconds. Every
 * other one finishes its body (and is owed an answer); the rest stop short and hang up.
 */
export function slowBodyCase(rng: Rng, seconds: number, index: number): RawCase {
  const path = rng.pick(['/api/v1/client_demands/', '/api/v1/content/query/', '/ocpcapi/api/uploadConvertData']);
  const complete = index % 2 === 0;
  const body = `{}${' '.repeat(Math.max(0, seconds - 2))}`;
  const length = complete ? body.length : body.length + 50;
  const head = bytes(
    [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      'Connection: close',
      '',
      '',
    ].join(CRLF),
  );
  const pieces = [{ delayMs: 0, bytes: head }, ...[...body].map((c) => ({ delayMs: 1000, bytes: bytes(c) }))];
  return {
    category: 'slow-body',
    transport: 'raw',
    kind: complete ? 'slow body, completed' : 'slow body, abandoned',
    method: 'POST',
    path,
    pieces,
    incomplete: !complete,
  };
}
