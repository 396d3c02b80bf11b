// A lead from an ad click carries its Baidu oCPC conversion: the server stores the conversion with
// the lead in one transaction, builds the address it reports from the page the lead came from
// (only ever one of ours), and sends it with the company's token; the browser makes no second
// call. The upload endpoint of older pages stays while a kept release sends it, and still takes
// only what such a page sends after a lead — one type-3 conversion of one of our addresses
// carrying a bd_vid, with the fresh ticket of a lead sent with that same bd_vid — once per click
// and per lead, answering duplicate when the click or lead has its conversion already. A flood is
// turned away before anything is stored. The fake oCPC server is a real HTTP server.
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
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';

const TOKEN = 'company-ocpc-token-0042';
const LIMIT = 5;
const LEADS = '/api/v1/client_demands/';
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

type Site = ReturnType<typeof buildSite>;
type Listener = Site['listener'];
const post = (app: Listener, path: string, body: unknown, ip: string) =>
  request(app)
    .post(path)
    .set('Host', 'localhost')
    .set('X-Forwarded-For', ip)
    .send(body as object);

/** A lead as our page sends it from a visit that came from the ad click `bdVid`. */
const leadFrom = (bdVid: string, extra: object = {}, app: Listener = site.listener) =>
  post(app, LEADS, { ...SAMPLE_LEAD, bd_vid: bdVid, ...extra }, nextAddress());

/** The server answers before Baidu has the conversion: waits until `s` has sent every one it stored. */
const sent = (s: Pick<Site, 'leads'> = site) => vi.waitFor(() => expect(s.leads.conversions.counts().pending).toBe(0));

const rows = (s = site) =>
  s.leads.db.prepare('SELECT bd_vid, lead_id, state, conversion_types FROM conversions ORDER BY id').all() as {
    bd_vid: string | null;
    lead_id: number | null;
    state: string;
    conversion_types: string;
  }[];
const rowsOf = (bdVid: string, s = site) => rows(s).filter((r) => r.bd_vid === bdVid);
const uploadsOf = (bdVid: string) =>
  ocpc.requests.filter(
    (r) =>
      new URL(
        (JSON.parse(r.body) as { conversionTypes: { logidUrl: string }[] }).conversionTypes[0]!.logidUrl,
      ).searchParams.get('bd_vid') === bdVid,
  );

describe('a lead from an ad click', () => {
  it('is stored with its conversion, answered without a ticket, and the conversion sent once with the token added', async () => {
    const res = await leadFrom('Valid_click-1', { page_url: 'https://www.definesys.cn/form?from=ad' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: expect.any(String), adClick: 'converted' });
    const logidUrl = 'https://www.definesys.cn/form?from=ad&bd_vid=Valid_click-1';
    // In the lead's transaction: there before the answer, with the lead's id.
    expect(rowsOf('Valid_click-1')).toEqual([
      {
        bd_vid: 'Valid_click-1',
        lead_id: res.body.id,
        state: expect.stringMatching(/^(pending|delivered)$/),
        conversion_types: JSON.stringify([{ logidUrl, newType: 3 }]),
      },
    ]);
    await sent();
    expect(ocpc.requests).toHaveLength(1);
    expect(ocpc.requests[0]!.url).toBe('/upload');
    expect(JSON.parse(ocpc.requests[0]!.body)).toEqual({ token: TOKEN, conversionTypes: [{ logidUrl, newType: 3 }] });
    expect(rowsOf('Valid_click-1')[0]!.state).toBe('delivered');
  });

  it('reports the page it came from when that is any environment of ours or its wx. and yx. hosts', async () => {
    const ours = [
      'https://wx.definesys.cn/form',
      'https://yx.www.definesys.cn/?a=1',
      'https://definesys.cn/product_apaas',
      'https://pre.definesys.cn/form',
      'https://wx.dev.definesys.cn/form',
      'http://localhost:3000/form',
    ];
    for (const [i, page] of ours.entries()) {
      const res = await leadFrom(`host${i}`, { page_url: page });
      expect(res.body.adClick, page).toBe('converted');
      const url = new URL(page);
      url.searchParams.set('bd_vid', `host${i}`);
      expect(JSON.parse(rowsOf(`host${i}`)[0]!.conversion_types), page).toEqual([
        { logidUrl: url.toString(), newType: 3 },
      ]);
    }
    await sent();
    expect(ocpc.requests).toHaveLength(ours.length);
  });

  it('is never refused for its page address: one not ours, unreadable, too long or not text falls back to ours', async () => {
    const base = site.config.siteBase.local;
    const cases: [unknown, string][] = [
      ['https://evil.example/landing?x=1', `${base}/landing?x=1&bd_vid=fallback0`],
      ['javascript:alert(1)', `${base}/?bd_vid=fallback1`],
      [`https://www.definesys.cn/form?q=${'x'.repeat(2048)}`, `${base}/?bd_vid=fallback2`],
      [42, `${base}/?bd_vid=fallback3`],
      [{ href: 'https://www.definesys.cn/' }, `${base}/?bd_vid=fallback4`],
      // Absent, as from the pages of releases that did not send it.
      [undefined, `${base}/?bd_vid=fallback5`],
    ];
    for (const [i, [pageUrl, logidUrl]] of cases.entries()) {
      const res = await leadFrom(`fallback${i}`, pageUrl === undefined ? {} : { page_url: pageUrl });
      expect(res.status, String(pageUrl)).toBe(201);
      expect(JSON.parse(rowsOf(`fallback${i}`)[0]!.conversion_types)[0].logidUrl, String(pageUrl)).toBe(logidUrl);
    }
    await sent();
  });

  it('a second lead of the same click is stored, its conversion not: Baidu gets the click once', async () => {
    const first = await leadFrom('repeat1');
    const second = await leadFrom('repeat1', { client_name: '第二位联系人' });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    // The click is converted (by the first lead): the browser may forget it.
    expect(second.body.adClick).toBe('converted');
    expect(site.leads.list({ limit: 2 }).map((l) => l.id)).toEqual([second.body.id, first.body.id]);
    expect(rowsOf('repeat1')).toEqual([expect.objectContaining({ lead_id: first.body.id })]);
    await sent();
    expect(uploadsOf('repeat1')).toHaveLength(1);
  });

  it('sent again under its Idempotency-Key with a click it never had adds no conversion', async () => {
    const key = 'replayed-key-0001';
    const first = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: 'replay-first' }, nextAddress()).set(
      'Idempotency-Key',
      key,
    );
    expect(first.body.adClick).toBe('converted');
    // The same lead again, from a visit that landed from a newer click meanwhile.
    const again = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: 'replay-newer' }, nextAddress()).set(
      'Idempotency-Key',
      key,
    );
    expect(again.status).toBe(201);
    // Not converted: the browser keeps the newer click for a later lead.
    expect(again.body).toEqual({ id: first.body.id, message: expect.any(String) });
    expect(rowsOf('replay-newer')).toEqual([]);
    // And a lead first sent without a click gains none under its key either.
    const bare = await post(site.listener, LEADS, SAMPLE_LEAD, nextAddress()).set(
      'Idempotency-Key',
      'replayed-key-0002',
    );
    const late = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: 'replay-late' }, nextAddress()).set(
      'Idempotency-Key',
      'replayed-key-0002',
    );
    expect(late.body).toEqual({ id: bare.body.id, message: expect.any(String) });
    expect(rowsOf('replay-late')).toEqual([]);
    await sent();
    expect(uploadsOf('replay-newer')).toHaveLength(0);
    expect(uploadsOf('replay-first')).toHaveLength(1);
  });

  it('is not stored, nor its conversion, when the data folder refuses the conversion’s write (503, kept by the browser)', async () => {
    const { db } = site.leads;
    db.function('disk_full', () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    });
    db.exec('CREATE TEMP TRIGGER conversions_full BEFORE INSERT ON main.conversions BEGIN SELECT disk_full(); END');
    const before = site.leads.count();
    try {
      const refused = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: 'full1' }, nextAddress()).set(
        'Idempotency-Key',
        'full-disk-key-0001',
      );
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.body).toMatchObject({ error_code: 'storage_unavailable' });
      expect(site.leads.count()).toBe(before);
      expect(rowsOf('full1')).toEqual([]);
    } finally {
      db.exec('DROP TRIGGER temp.conversions_full');
    }
    // Sent again under its key once there is room: both land.
    const again = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: 'full1' }, nextAddress()).set(
      'Idempotency-Key',
      'full-disk-key-0001',
    );
    expect(again.status).toBe(201);
    expect(again.body.adClick).toBe('converted');
    expect(rowsOf('full1')).toEqual([expect.objectContaining({ lead_id: again.body.id })]);
    await sent();
  });

  it('without a click gets none converted', async () => {
    for (const lead of [SAMPLE_LEAD, { ...SAMPLE_LEAD, bd_vid: null }]) {
      const res = await post(site.listener, LEADS, lead, nextAddress());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: expect.any(String) });
    }
  });

  it('whose ad click is no click id is refused (400 naming bd_vid), storing nothing', async () => {
    const before = site.leads.count();
    const conversionsBefore = rows().length;
    for (const bdVid of ['', 'a b', 'a'.repeat(129), 42, ['x']]) {
      const res = await post(site.listener, LEADS, { ...SAMPLE_LEAD, bd_vid: bdVid }, nextAddress());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'bad_request', message: expect.stringMatching(/^bd_vid: /) });
    }
    expect(site.leads.count()).toBe(before);
    expect(rows()).toHaveLength(conversionsBefore);
  });

  it('caught by the honeypot is answered as a success, with no ticket or click, and converts nothing', async () => {
    const before = site.leads.count();
    const res = await leadFrom('honeypot1', { website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(site.leads.count()).toBe(before);
    expect(rowsOf('honeypot1')).toEqual([]);
  });
});

// The endpoint pages of earlier releases upload to after a lead (going once no kept release sends
// it). Its tickets are what such a release's server issued: signed here with the same keys.
describe('the upload endpoint of older pages', () => {
  /** A lead the release before took (stored without a conversion) and the ticket its answer gave. */
  async function olderLead(
    bdVid: string,
    s: Site = site,
    key: Uint8Array = s.leads.conversionTicketSecret,
  ): Promise<{ id: number; ticket: string }> {
    const res = await post(s.listener, LEADS, SAMPLE_LEAD, nextAddress());
    expect(res.status).toBe(201);
    return { id: res.body.id, ticket: createConversionTickets(key).issue(res.body.id, bdVid) };
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
  const upload = (body: object, app: Listener = site.listener) => post(app, UPLOAD, body, nextAddress());
  const refused = async (body: object, reason: RegExp) => {
    const before = rows().length;
    const res = await upload(body);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('conversion_without_lead');
    expect(res.body.message).toMatch(reason);
    expect(rows()).toHaveLength(before);
    expect(ocpc.requests).toHaveLength(0);
  };

  describe('an accepted upload', () => {
    it('is recorded with its click and lead, and sent once with the token added', async () => {
      const { id, ticket } = await olderLead('older-1');
      const logidUrl = 'https://www.definesys.cn/form?from=ad&bd_vid=older-1';
      const res = await upload(conversion(ticket, logidUrl));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ header: { status: 0, desc: 'accepted' } });
      await sent();
      expect(ocpc.requests).toHaveLength(1);
      expect(JSON.parse(ocpc.requests[0]!.body)).toEqual({ token: TOKEN, conversionTypes: [{ logidUrl, newType: 3 }] });
      expect(rowsOf('older-1')).toEqual([
        {
          bd_vid: 'older-1',
          lead_id: id,
          state: 'delivered',
          conversion_types: JSON.stringify([{ logidUrl, newType: 3 }]),
        },
      ]);
    });

    it('may be for any environment of ours and its wx. and yx. hosts', async () => {
      const ours = [
        'https://wx.definesys.cn/form?bd_vid=uphost1',
        'https://yx.www.definesys.cn/?bd_vid=uphost2',
        'https://definesys.cn/product_apaas?bd_vid=uphost3',
        'https://pre.definesys.cn/form?bd_vid=uphost4',
        'https://wx.dev.definesys.cn/form?bd_vid=uphost5',
        'http://localhost:3000/form?bd_vid=uphost6',
        'http://127.0.0.1:3000/form?bd_vid=uphost7#top',
      ];
      for (const logidUrl of ours) {
        const { ticket } = await olderLead(new URL(logidUrl).searchParams.get('bd_vid')!);
        expect((await upload(conversion(ticket, logidUrl))).status, logidUrl).toBe(200);
      }
      await sent();
      expect(ocpc.requests).toHaveLength(ours.length);
    });

    it('is answered duplicate, and nothing more is sent, when the click or the lead has its conversion', async () => {
      const { ticket } = await olderLead('older-again');
      const url = 'https://www.definesys.cn/?bd_vid=older-again';
      expect((await upload(conversion(ticket, url))).body).toEqual({ header: { status: 0, desc: 'accepted' } });
      await sent();
      // The browser sending it again, or another lead's ticket for the same click.
      const other = await olderLead('older-again');
      for (const t of [ticket, other.ticket]) {
        expect((await upload(conversion(t, `${url}&page=2`))).body).toEqual({
          header: { status: 0, desc: 'duplicate' },
        });
      }
      // A lead of this release stored with its click's conversion, whose ticket a server of the
      // release before signed (a rolling upgrade): the conversion is the lead's already.
      const withClick = await leadFrom('older-converted');
      const signed = createConversionTickets(site.leads.conversionTicketSecret);
      for (const [click, t] of [
        ['older-converted', signed.issue(withClick.body.id, 'older-converted')],
        // The same lead's ticket for another click: the lead has its conversion.
        ['older-other', signed.issue(withClick.body.id, 'older-other')],
      ] as const) {
        const res = await upload(conversion(t, `https://www.definesys.cn/?bd_vid=${click}`));
        expect(res.body, click).toEqual({ header: { status: 0, desc: 'duplicate' } });
      }
      await sent();
      expect(uploadsOf('older-again')).toHaveLength(1);
      expect(uploadsOf('older-converted')).toHaveLength(1);
      expect(uploadsOf('older-other')).toHaveLength(0);
      expect(rowsOf('older-again')).toHaveLength(1);
    });
  });

  describe('a forged upload', () => {
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
      'is refused with 400 for %s, even with a valid ticket, and nothing is stored or sent',
      async (_name, logidUrl, message) => {
        const { ticket } = await olderLead('abc');
        const before = rows().length;
        const res = await upload(conversion(ticket, logidUrl));
        expect(res.status).toBe(400);
        expect(res.body.error_code).toBe('bad_request');
        expect(res.body.message).toMatch(new RegExp(`^conversionTypes\\.0\\.${message.source}`));
        expect(rows()).toHaveLength(before);
        expect(ocpc.requests).toHaveLength(0);
      },
    );

    it('is refused with 400 for another conversion type, several conversions or unknown fields', async () => {
      const { ticket } = await olderLead('shape1');
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
      expect(rowsOf('shape1')).toEqual([]);
      expect(ocpc.requests).toHaveLength(0);
    });
  });

  describe('the ticket', () => {
    it('is required (403 without one)', async () => {
      await refused(conversion(undefined, 'https://www.definesys.cn/?bd_vid=noticket'), /^ticket: missing/);
    });

    it('cannot be changed or made up', async () => {
      const { id, ticket } = await olderLead('tamper1');
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
      // Signed with a key none of ours holds.
      const forged = createConversionTickets(randomBytes(32)).issue(id, 'tamper1');
      await refused(conversion(forged, url), /^ticket: bad signature/);
    });

    it('converts only the ad click its lead was sent with', async () => {
      const { ticket } = await olderLead('own-click');
      await refused(
        conversion(ticket, 'https://www.definesys.cn/?bd_vid=someone-elses-click'),
        /^ticket: for another ad click; .*with this bd_vid/,
      );
      // Refused before anything was used up: its own click still converts.
      expect((await upload(conversion(ticket, 'https://www.definesys.cn/?bd_vid=own-click'))).status).toBe(200);
      await sent();
      expect(ocpc.requests).toHaveLength(1);
    });

    it('expires 30 minutes after the lead', async () => {
      const { id } = await olderLead('late1');
      const old = createConversionTickets(site.leads.conversionTicketSecret).issue(
        id,
        'late1',
        Date.now() - TICKET_LIFETIME_MS - 1000,
      );
      await refused(conversion(old, 'https://www.definesys.cn/?bd_vid=late1'), /^ticket: expired/);
    });

    it('signed by one worker is honoured by another sharing the DATA_DIR', async () => {
      const worker2 = buildSite({
        DATA_DIR: site.dataDir,
        OCPC_API_URL: `${ocpc.url}/upload`,
        OCPC_TOKEN: TOKEN,
        LEAD_RATE_LIMIT: String(LIMIT),
      });
      try {
        expect(Buffer.from(worker2.leads.conversionTicketSecret)).toEqual(
          Buffer.from(site.leads.conversionTicketSecret),
        );
        const { id, ticket } = await olderLead('worker2');
        const res = await upload(conversion(ticket, 'https://www.definesys.cn/?bd_vid=worker2'), worker2.listener);
        expect(res.status).toBe(200);
        await sent();
        expect(ocpc.requests).toHaveLength(1);
        expect(rows().at(-1)).toMatchObject({ bd_vid: 'worker2', lead_id: id });
      } finally {
        worker2.dispose();
      }
    });
  });

  describe('with a configured TICKET_SECRET', () => {
    const secret = () => randomBytes(32).toString('hex');
    const siteWith = (env: Record<string, string> = {}) =>
      buildSite({ OCPC_API_URL: `${ocpc.url}/upload`, OCPC_TOKEN: TOKEN, LEAD_RATE_LIMIT: String(LIMIT), ...env });
    const convert = (app: Listener, ticket: string, bdVid: string) =>
      upload(conversion(ticket, `https://www.definesys.cn/?bd_vid=${bdVid}`), app);
    const badSignature = (res: request.Response) => {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        error_code: 'conversion_without_lead',
        message: expect.stringMatching(/^ticket: bad signature/),
      });
    };

    it('takes the tickets it signs instead of the stored secret’s, on a server with its own DATA_DIR too', async () => {
      const TICKET_SECRET = secret();
      const one = siteWith({ TICKET_SECRET });
      const other = siteWith({ TICKET_SECRET });
      try {
        expect(other.dataDir).not.toBe(one.dataDir);
        const { ticket } = await olderLead('shared1', one, Buffer.from(TICKET_SECRET));
        expect((await convert(other.listener, ticket, 'shared1')).status).toBe(200);
        await sent(other);
        expect(ocpc.requests).toHaveLength(1);
        // The key in the lead store signs nothing any more.
        badSignature(await convert(one.listener, (await olderLead('stored1', one)).ticket, 'stored1'));
        expect(ocpc.requests).toHaveLength(1);
      } finally {
        one.dispose();
        other.dispose();
      }
    });

    it('changed, refuses the tickets signed with the previous one; unset, the stored one is back', async () => {
      const first = secret();
      const before = siteWith({ TICKET_SECRET: first });
      const dataDir = before.dataDir;
      const unused = await olderLead('rotate-unused', before, Buffer.from(first));
      before.dispose();

      const second = secret();
      const after = siteWith({ DATA_DIR: dataDir, TICKET_SECRET: second });
      let pending: { ticket: string };
      try {
        badSignature(await convert(after.listener, unused.ticket, 'rotate-unused'));
        const fresh = await olderLead('rotate-new', after, Buffer.from(second));
        expect((await convert(after.listener, fresh.ticket, 'rotate-new')).status).toBe(200);
        await sent(after);
        pending = await olderLead('rotate-pending', after, Buffer.from(second));
      } finally {
        after.dispose();
      }

      const unset = siteWith({ DATA_DIR: dataDir });
      try {
        badSignature(await convert(unset.listener, pending.ticket, 'rotate-pending'));
        const last = await olderLead('rotate-unset', unset);
        expect((await convert(unset.listener, last.ticket, 'rotate-unset')).status).toBe(200);
        await sent(unset);
      } finally {
        unset.dispose();
      }
      expect(ocpc.requests).toHaveLength(2);
    });
  });

  describe('a flood of uploads', () => {
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

      const { ticket } = await olderLead('afterflood');
      const url = 'https://www.definesys.cn/?bd_vid=afterflood';
      expect((await post(site.listener, UPLOAD, conversion(ticket, url), ip)).status).toBe(429);
      expect(rows()).toHaveLength(before);
      expect(ocpc.requests).toHaveLength(0);
      // Another client is not affected, and the ticket was not used up by the refused attempt.
      expect((await upload(conversion(ticket, url))).status).toBe(200);
      await sent();
    });
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
      // A lead of this release with a converted click is stored without a second conversion.
      const lead = { ...SAMPLE_LEAD, corp_email: '' };
      const meta = { form: 'consult', env: 'release', ip: '', userAgent: '', state: 'inbox' } as const;
      expect(store.add(lead, { ...meta, conversion: { bdVid: 'm1', types, state: 'recorded' } })).toMatchObject({
        outcome: 'stored',
        click: 'already converted',
      });
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
