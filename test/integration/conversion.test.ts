// The Baidu oCPC conversion endpoint is no open relay: it signs and forwards with the company's
// token only what our own page sends after a lead — one type-3 conversion of one of our
// addresses carrying a bd_vid, with the fresh ticket of a lead sent with that same bd_vid — once
// per click and per lead, and a flood is turned away before anything is stored. The fake oCPC
// server is a real HTTP server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createConversionTickets, TICKET_LIFETIME_MS } from '../../server/leads/conversion-ticket.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { buildSite, tempDir } from '../helpers/site.ts';

const TOKEN = 'company-ocpc-token-0042';
const LIMIT = 5;
const LEAD = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '希望了解私有化部署方案。',
};
const UPLOAD = '/ocpcapi/api/uploadConvertData';

let ocpc: FakeUpstream;
let site: ReturnType<typeof buildSite>;
beforeAll(async () => {
  ocpc = await startFakeUpstream();
  ocpc.answer(() => ({ status: 200, json: { header: { status: 0, desc: 'success' } } }));
  site = buildSite({ OCPC_API_URL: `${ocpc.url}/upload`, OCPC_TOKEN: TOKEN, LEAD_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  site.dispose();
  await ocpc.close();
});
afterEach(() => {
  ocpc.requests.length = 0;
});

// Each test sends from addresses of its own, so the per-client limits do not add up across tests.
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

type Listener = ReturnType<typeof buildSite>['listener'];
const post = (app: Listener, path: string, body: unknown, ip: string) =>
  request(app)
    .post(path)
    .set('Host', 'localhost')
    .set('X-Forwarded-For', ip)
    .send(body as object);

/** A lead sent as our page sends it from a visit that came from the ad click `bdVid`, and its ticket. */
async function leadTicket(
  bdVid: string,
  app: Listener = site.listener,
  extra: object = {},
): Promise<{ id: number; ticket: string }> {
  const res = await post(app, '/api/v1/client_demands/', { ...LEAD, bd_vid: bdVid, ...extra }, nextAddress());
  expect(res.status).toBe(201);
  expect(res.body.conversionTicket).toEqual(expect.any(String));
  return { id: res.body.id, ticket: res.body.conversionTicket };
}

const conversion = (
  ticket: string | undefined,
  logidUrl = 'https://www.definesys.cn/form?bd_vid=click1',
  more: object = {},
) => ({
  ...(ticket === undefined ? {} : { ticket }),
  conversionTypes: [{ logidUrl, newType: 3 }],
  ...more,
});

/** The server answers before Baidu has the conversion: waits until `s` has sent every one it took. */
const sent = (s: { leads: ReturnType<typeof buildSite>['leads'] } = site) =>
  vi.waitFor(() => expect(s.leads.conversions.counts().pending).toBe(0));

const rows = (s = site) =>
  s.leads.db.prepare('SELECT bd_vid, lead_id, conversion_types FROM conversions ORDER BY id').all() as {
    bd_vid: string | null;
    lead_id: number | null;
    conversion_types: string;
  }[];

describe('an accepted conversion', () => {
  it('follows a lead with its ticket, is recorded with its click and lead, and forwarded once with the token added', async () => {
    const { id, ticket } = await leadTicket('Valid_click-1');
    const logidUrl = 'https://www.definesys.cn/form?from=ad&bd_vid=Valid_click-1';
    const res = await post(site.listener, UPLOAD, conversion(ticket, logidUrl), nextAddress());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ header: { status: 0, desc: 'accepted' } });
    await sent();
    expect(ocpc.requests).toHaveLength(1);
    expect(ocpc.requests[0]!.url).toBe('/upload');
    expect(JSON.parse(ocpc.requests[0]!.body)).toEqual({ token: TOKEN, conversionTypes: [{ logidUrl, newType: 3 }] });
    expect(rows().at(-1)).toEqual({
      bd_vid: 'Valid_click-1',
      lead_id: id,
      conversion_types: JSON.stringify([{ logidUrl, newType: 3 }]),
    });
  });

  it('may be for any environment of ours and its wx. and yx. hosts', async () => {
    const ours = [
      'https://wx.definesys.cn/form?bd_vid=host1',
      'https://yx.www.definesys.cn/?bd_vid=host2',
      'https://definesys.cn/product_apaas?bd_vid=host3',
      'https://pre.definesys.cn/form?bd_vid=host4',
      'https://wx.dev.definesys.cn/form?bd_vid=host5',
      'http://localhost:3000/form?bd_vid=host6',
      'http://127.0.0.1:3000/form?bd_vid=host7#top',
    ];
    for (const logidUrl of ours) {
      const { ticket } = await leadTicket(new URL(logidUrl).searchParams.get('bd_vid')!);
      const res = await post(site.listener, UPLOAD, conversion(ticket, logidUrl), nextAddress());
      expect(res.status, logidUrl).toBe(200);
    }
    await sent();
    expect(ocpc.requests).toHaveLength(ours.length);
  });
});

describe('a forged conversion', () => {
  it.each([
    ['a foreign domain', 'https://evil.example/landing?bd_vid=abc', /logidUrl: must be an address of this site/],
    [
      'a look-alike domain',
      'https://www.definesys.cn.evil.example/?bd_vid=abc',
      /logidUrl: must be an address of this site/,
    ],
    [
      'our host over the wrong scheme',
      'http://www.definesys.cn/?bd_vid=abc',
      /logidUrl: must be an address of this site/,
    ],
    [
      'our host on another port',
      'https://www.definesys.cn:8443/?bd_vid=abc',
      /logidUrl: must be an address of this site/,
    ],
    [
      'credentials in the address',
      'https://user:pw@www.definesys.cn/?bd_vid=abc',
      /logidUrl: must be an address of this site/,
    ],
    ['another scheme', 'javascript:alert(1)//www.definesys.cn/?bd_vid=abc', /logidUrl: must be an http\(s\) address/],
    ['no bd_vid', 'https://www.definesys.cn/form', /logidUrl: must carry one bd_vid/],
    ['a malformed bd_vid', 'https://www.definesys.cn/form?bd_vid=a%20b', /logidUrl: must carry one bd_vid/],
    ['two bd_vids', 'https://www.definesys.cn/form?bd_vid=a&bd_vid=b', /logidUrl: must carry one bd_vid/],
    [
      'a bd_vid over 128 characters',
      `https://www.definesys.cn/form?bd_vid=${'a'.repeat(129)}`,
      /logidUrl: must carry one bd_vid/,
    ],
    [
      'an address over 2048 characters',
      `https://www.definesys.cn/form?bd_vid=a&q=${'x'.repeat(2048)}`,
      /logidUrl: must be at most 2048/,
    ],
  ])(
    'is refused with 400 for %s, even with a valid ticket, and nothing is stored or forwarded',
    async (_name, logidUrl, message) => {
      const { ticket } = await leadTicket('abc');
      const before = rows().length;
      const res = await post(site.listener, UPLOAD, conversion(ticket, logidUrl), nextAddress());
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('bad_request');
      expect(res.body.message).toMatch(new RegExp(`^conversionTypes\\.0\\.${message.source}`));
      expect(rows()).toHaveLength(before);
      expect(ocpc.requests).toHaveLength(0);
    },
  );

  it('is refused with 400 for another conversion type, several conversions or unknown fields', async () => {
    const { ticket } = await leadTicket('shape1');
    const ip = nextAddress();
    const url = 'https://www.definesys.cn/?bd_vid=shape1';
    const cases: [object, RegExp][] = [
      [{ ticket, conversionTypes: [{ logidUrl: url, newType: 1 }] }, /^conversionTypes\.0\.newType: must be 3/],
      [{ ticket, conversionTypes: [] }, /^conversionTypes: must hold exactly one conversion/],
      [
        {
          ticket,
          conversionTypes: [
            { logidUrl: url, newType: 3 },
            { logidUrl: url, newType: 3 },
          ],
        },
        /^conversionTypes: must hold exactly one/,
      ],
      [
        { ticket, conversionTypes: [{ logidUrl: url, newType: 3, convertTime: 1 }] },
        /^conversionTypes\.0: .*convertTime/,
      ],
      [{ ticket, token: 'mine', conversionTypes: [{ logidUrl: url, newType: 3 }] }, /^body: .*token/],
    ];
    for (const [body, message] of cases) {
      const res = await post(site.listener, UPLOAD, body, ip);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(rows().some((r) => r.bd_vid === 'shape1')).toBe(false);
    expect(ocpc.requests).toHaveLength(0);
  });
});

describe('the conversion ticket', () => {
  const refused = async (body: object, reason: RegExp) => {
    const before = rows().length;
    const res = await post(site.listener, UPLOAD, body, nextAddress());
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('conversion_without_lead');
    expect(res.body.message).toMatch(reason);
    expect(rows()).toHaveLength(before);
    expect(ocpc.requests).toHaveLength(0);
  };

  it('is required (403 without one)', async () => {
    await refused(conversion(undefined, 'https://www.definesys.cn/?bd_vid=noticket'), /^ticket: missing/);
  });

  it('cannot be changed or made up', async () => {
    const { id, ticket } = await leadTicket('tamper1');
    const [v, , expires, click, mac] = ticket.split('.') as [string, string, string, string, string];
    const url = 'https://www.definesys.cn/?bd_vid=tamper1';
    await refused(conversion(`${v}.${id + 1}.${expires}.${click}.${mac}`, url), /^ticket: bad signature/);
    await refused(
      conversion(`${v}.${id}.${Number(expires) + 86_400_000}.${click}.${mac}`, url),
      /^ticket: bad signature/,
    );
    await refused(conversion(`${v}.${id}.${expires}.${click}.${'A'.repeat(43)}`, url), /^ticket: bad signature/);
    // The click in the ticket changed to the one the conversion names.
    await refused(
      conversion(`${v}.${id}.${expires}.tamper2.${mac}`, 'https://www.definesys.cn/?bd_vid=tamper2'),
      /^ticket: bad signature/,
    );
    await refused(conversion('not-a-ticket', url), /^ticket: malformed/);
    // A ticket of the first version, which named no click.
    await refused(conversion(`${id}.${expires}.${mac}`, url), /^ticket: malformed/);
  });

  it('converts only the ad click its lead was sent with', async () => {
    const { ticket } = await leadTicket('own-click');
    await refused(
      conversion(ticket, 'https://www.definesys.cn/?bd_vid=someone-elses-click'),
      /^ticket: for another ad click; .*with this bd_vid/,
    );
    // Refused before anything was used up: its own click still converts.
    const res = await post(
      site.listener,
      UPLOAD,
      conversion(ticket, 'https://www.definesys.cn/?bd_vid=own-click'),
      nextAddress(),
    );
    expect(res.status).toBe(200);
    await sent();
    expect(ocpc.requests).toHaveLength(1);
  });

  it('is not given for a lead sent without an ad click', async () => {
    for (const lead of [LEAD, { ...LEAD, bd_vid: null }]) {
      const res = await post(site.listener, '/api/v1/client_demands/', lead, nextAddress());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: expect.any(String) });
    }
  });

  it('refuses a lead whose ad click is no click id (400 naming bd_vid), storing nothing', async () => {
    const before = site.leads.count();
    for (const bdVid of ['', 'a b', 'a'.repeat(129), 42, ['x']]) {
      const res = await post(site.listener, '/api/v1/client_demands/', { ...LEAD, bd_vid: bdVid }, nextAddress());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'bad_request', message: expect.stringMatching(/^bd_vid: /) });
    }
    expect(site.leads.count()).toBe(before);
  });

  it('expires 30 minutes after the lead', async () => {
    const { id } = await leadTicket('late1');
    const tickets = createConversionTickets(site.leads.conversionTicketSecret);
    const old = tickets.issue(id, 'late1', Date.now() - TICKET_LIFETIME_MS - 1000);
    await refused(conversion(old, 'https://www.definesys.cn/?bd_vid=late1'), /^ticket: expired/);
  });

  it('of a honeypot lead looks real and is worth nothing', async () => {
    const before = site.leads.count();
    const { ticket } = await leadTicket('honeypot1', site.listener, { website: 'http://spam.example' });
    expect(site.leads.count()).toBe(before);
    expect(ticket).toMatch(/^v2\.\d+\.\d+\.honeypot1\.[A-Za-z0-9_-]{43}$/);
    await refused(conversion(ticket, 'https://www.definesys.cn/?bd_vid=honeypot1'), /^ticket: bad signature/);
    // Without a click it gets no ticket, as a real lead would not.
    const bare = await post(site.listener, '/api/v1/client_demands/', { ...LEAD, website: 'x' }, nextAddress());
    expect(bare.body).toEqual({ message: expect.any(String) });
  });

  it('is good for one conversion only', async () => {
    const { ticket } = await leadTicket('once1');
    const url = 'https://www.definesys.cn/?bd_vid=once1';
    expect((await post(site.listener, UPLOAD, conversion(ticket, url), nextAddress())).status).toBe(200);
    await sent();
    expect(ocpc.requests).toHaveLength(1);
    ocpc.requests.length = 0;
    const again = await post(site.listener, UPLOAD, conversion(ticket, `${url}&again=1`), nextAddress());
    expect(again.body).toEqual({ header: { status: 0, desc: 'duplicate' } });
    expect(ocpc.requests).toHaveLength(0);
    await refused(conversion(ticket, 'https://www.definesys.cn/?bd_vid=once2'), /^ticket: for another ad click/);
  });

  it('made by one worker is honoured by another worker sharing the DATA_DIR', async () => {
    const worker2 = buildSite({
      DATA_DIR: site.dataDir,
      OCPC_API_URL: `${ocpc.url}/upload`,
      OCPC_TOKEN: TOKEN,
      LEAD_RATE_LIMIT: String(LIMIT),
    });
    try {
      expect(Buffer.from(worker2.leads.conversionTicketSecret)).toEqual(Buffer.from(site.leads.conversionTicketSecret));
      const { id, ticket } = await leadTicket('worker2', site.listener);
      const res = await post(
        worker2.listener,
        UPLOAD,
        conversion(ticket, 'https://www.definesys.cn/?bd_vid=worker2'),
        nextAddress(),
      );
      expect(res.status).toBe(200);
      await sent();
      expect(ocpc.requests).toHaveLength(1);
      expect(rows().at(-1)).toMatchObject({ bd_vid: 'worker2', lead_id: id });
    } finally {
      worker2.dispose();
    }
  });
});

describe('a configured TICKET_SECRET', () => {
  const secret = () => randomBytes(32).toString('hex');
  const siteWith = (env: Record<string, string> = {}) =>
    buildSite({ OCPC_API_URL: `${ocpc.url}/upload`, OCPC_TOKEN: TOKEN, LEAD_RATE_LIMIT: String(LIMIT), ...env });
  const convert = (app: Listener, ticket: string, bdVid: string) =>
    post(app, UPLOAD, conversion(ticket, `https://www.definesys.cn/?bd_vid=${bdVid}`), nextAddress());
  const badSignature = (res: request.Response) => {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error_code: 'conversion_without_lead',
      message: expect.stringMatching(/^ticket: bad signature/),
    });
  };

  it('signs the tickets instead of the stored secret, so a server with the same secret and its own DATA_DIR honours them', async () => {
    const TICKET_SECRET = secret();
    const one = siteWith({ TICKET_SECRET });
    const other = siteWith({ TICKET_SECRET });
    try {
      expect(other.dataDir).not.toBe(one.dataDir);
      const { id, ticket } = await leadTicket('shared1', one.listener);
      expect(createConversionTickets(Buffer.from(TICKET_SECRET)).verify(ticket, 'shared1')).toEqual({
        ok: true,
        leadId: id,
      });
      expect((await convert(other.listener, ticket, 'shared1')).status).toBe(200);
      await sent(other);
      expect(ocpc.requests).toHaveLength(1);
      // The key in the lead store signs nothing any more.
      const stored = createConversionTickets(one.leads.conversionTicketSecret).issue(id, 'stored1');
      badSignature(await convert(one.listener, stored, 'stored1'));
      expect(ocpc.requests).toHaveLength(1);
    } finally {
      one.dispose();
      other.dispose();
    }
  });

  it('changed refuses the tickets signed with the previous one and takes those issued since; unset, the stored one is back', async () => {
    const before = siteWith({ TICKET_SECRET: secret() });
    const dataDir = before.dataDir;
    const old = await leadTicket('rotate-old', before.listener);
    const unused = await leadTicket('rotate-unused', before.listener);
    expect((await convert(before.listener, old.ticket, 'rotate-old')).status).toBe(200);
    await sent(before);
    before.dispose();

    // The same DATA_DIR, restarted with a new secret: the ticket of the old one is worth nothing.
    const after = siteWith({ DATA_DIR: dataDir, TICKET_SECRET: secret() });
    let pending: { id: number; ticket: string };
    try {
      badSignature(await convert(after.listener, unused.ticket, 'rotate-unused'));
      const fresh = await leadTicket('rotate-new', after.listener);
      expect((await convert(after.listener, fresh.ticket, 'rotate-new')).status).toBe(200);
      await sent(after);
      pending = await leadTicket('rotate-pending', after.listener);
    } finally {
      after.dispose();
    }

    // Unset again: the key in the lead store signs and checks them, as before there was one.
    const unset = siteWith({ DATA_DIR: dataDir });
    try {
      badSignature(await convert(unset.listener, pending.ticket, 'rotate-pending'));
      const last = await leadTicket('rotate-unset', unset.listener);
      expect(createConversionTickets(unset.leads.conversionTicketSecret).verify(last.ticket, 'rotate-unset')).toEqual({
        ok: true,
        leadId: last.id,
      });
      expect((await convert(unset.listener, last.ticket, 'rotate-unset')).status).toBe(200);
      await sent(unset);
    } finally {
      unset.dispose();
    }
    expect(ocpc.requests).toHaveLength(3);
  });
});

describe('one conversion per ad click', () => {
  it('answers a repeat of the same bd_vid as a duplicate, storing and forwarding it once', async () => {
    const first = await leadTicket('repeat1');
    const second = await leadTicket('repeat1');
    const url = 'https://www.definesys.cn/form?bd_vid=repeat1';
    expect((await post(site.listener, UPLOAD, conversion(first.ticket, url), nextAddress())).status).toBe(200);
    await sent();
    // The browser retrying with the same ticket, and a later lead of the same visit.
    for (const ticket of [first.ticket, second.ticket]) {
      const again = await post(site.listener, UPLOAD, conversion(ticket, `${url}&page=2`), nextAddress());
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ header: { status: 0, desc: 'duplicate' } });
    }
    expect(ocpc.requests).toHaveLength(1);
    expect(rows().filter((r) => r.bd_vid === 'repeat1')).toHaveLength(1);
  });
});

describe('a flood of conversions', () => {
  it('is turned away with 429 after the limit, before anything is stored, even with valid tickets', async () => {
    const ip = nextAddress();
    const before = rows().length;
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(site.listener, UPLOAD, conversion(undefined, `https://www.definesys.cn/?bd_vid=flood${i}`), ip),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LIMIT);
    expect(burst.find((r) => r.status === 429)!.body.message).toBe('提交过于频繁，请稍后再试');

    const { ticket } = await leadTicket('afterflood');
    const limited = await post(
      site.listener,
      UPLOAD,
      conversion(ticket, 'https://www.definesys.cn/?bd_vid=afterflood'),
      ip,
    );
    expect(limited.status).toBe(429);
    expect(rows()).toHaveLength(before);
    expect(ocpc.requests).toHaveLength(0);
    // Another client is not affected, and the ticket was not used up by the refused attempt.
    expect(
      (
        await post(
          site.listener,
          UPLOAD,
          conversion(ticket, 'https://www.definesys.cn/?bd_vid=afterflood'),
          nextAddress(),
        )
      ).status,
    ).toBe(200);
    await sent();
  });
});

describe('the lead store file', () => {
  it('written before conversions had a click and a lead still opens, keeps its rows and dedupes from then on', () => {
    const dir = tempDir();
    const old = new DatabaseSync(path.join(dir, 'leads.sqlite'));
    old.exec(`CREATE TABLE conversions (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
      conversion_types TEXT NOT NULL, ip TEXT NOT NULL);
      INSERT INTO conversions (created_at, conversion_types, ip) VALUES ('2024-01-01T00:00:00.000Z', '[]', '1.2.3.4'),
        ('2024-01-02T00:00:00.000Z', '[]', '1.2.3.5');`);
    old.close();
    const store = openLeadStore(dir);
    try {
      const types = [{ logidUrl: 'https://www.definesys.cn/?bd_vid=m1', newType: 3 }];
      expect(store.recordConversion({ types, bdVid: 'm1', leadId: 1, ip: '' })).toMatchObject({ outcome: 'recorded' });
      expect(store.recordConversion({ types, bdVid: 'm1', leadId: 2, ip: '' })).toEqual({ outcome: 'duplicate' });
      expect(store.recordConversion({ types, bdVid: 'm2', leadId: 1, ip: '' })).toEqual({
        outcome: 'lead already converted',
      });
      expect((store.db.prepare('SELECT COUNT(*) AS n FROM conversions').get() as { n: number }).n).toBe(3);
      expect(store.conversionTicketSecret).toHaveLength(32);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
