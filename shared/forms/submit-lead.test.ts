import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BD_VID_EXPIRES_KEY, BD_VID_KEY } from './ad-click.ts';
import { OUTBOX_KEY } from './lead-outbox.ts';
import { CONVERSION_OUTBOX_KEY } from './outbox-keys.ts';
import { submitLead } from './submit-lead.ts';

const LEAD = {
  client_name: '韩立',
  corp_name: '华岳生物医药',
  phone: '13700001111',
  corp_email: '',
  demand: '评估低代码平台',
};
const UPLOAD_PATH = '/ocpcapi/api/uploadConvertData';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  } as Storage;
}

/** A fetch answering each lead post with `leadAnswer()`; no conversion upload is expected. */
function fakeFetch(leadAnswer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => leadAnswer());
  return { fetch, uploads: () => fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH) };
}

describe('submitLead', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    storage.setItem(BD_VID_KEY, 'click42');
    storage.setItem(BD_VID_EXPIRES_KEY, String(Date.now() + 60_000));
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { href: 'https://www.definesys.cn/form?from=ad' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the lead with the click, the page and its language, and forgets the click once the answer says it is converted', async () => {
    const net = fakeFetch(() => json({ id: 7, message: 'ok', adClick: 'converted' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'trial', '', 'en')).resolves.toBe('sent');

    // One request: the server stores the click's conversion with the lead.
    expect(net.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = net.fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/client_demands/');
    expect(JSON.parse(String(init!.body))).toEqual({
      ...LEAD,
      form: 'trial',
      lang: 'en',
      website: '',
      bd_vid: 'click42',
      page_url: 'https://www.definesys.cn/form?from=ad',
    });
    expect(net.uploads()).toHaveLength(0);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(storage.getItem(BD_VID_EXPIRES_KEY)).toBeNull();
  });

  it('keeps the click id when the answer does not say it is converted (a server that did not store it)', async () => {
    // An answer without adClick: a lead sent again under its key with a click it never had, or a
    // server of the release before (its ticket is ignored: no upload follows).
    const net = fakeFetch(() => json({ id: 8, message: 'ok', conversionTicket: 'ticket-8' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('sent');
    expect(net.fetch).toHaveBeenCalledTimes(1);
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
  });

  it('resolves refused, keeps nothing and uploads nothing when the lead is invalid (400)', async () => {
    const net = fakeFetch(() => json({ error_code: 'invalid_lead', message: '姓名不能为空' }, 400));
    vi.stubGlobal('fetch', net.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('refused');
    expect(net.uploads()).toHaveLength(0);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
  });

  it('sends neither a click id nor the page without a stored click id', async () => {
    storage.removeItem(BD_VID_KEY);
    const net = fakeFetch(() => json({ id: 9, message: 'ok' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'trial', '')).resolves.toBe('sent');
    const body = JSON.parse(String(net.fetch.mock.calls[0]![1]!.body));
    expect(body).not.toHaveProperty('bd_vid');
    expect(body).not.toHaveProperty('page_url');
    expect(net.uploads()).toHaveLength(0);
  });

  it('keeps a newer click stored while the lead was on its way', async () => {
    const net = fakeFetch(() => {
      // Another tab lands from a new ad click while the lead is on its way.
      storage.setItem(BD_VID_KEY, 'click43');
      return json({ id: 10, message: 'ok', adClick: 'converted' }, 201);
    });
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('sent');
    expect(JSON.parse(String(net.fetch.mock.calls[0]![1]!.body)).bd_vid).toBe('click42');
    // The click converted was click42: the newer one waits for a later lead.
    expect(storage.getItem(BD_VID_KEY)).toBe('click43');
  });
});

describe('a lead the server could not take', () => {
  const KEY = 'lead-key-0001';
  type Answer = Response | Error;
  let storage: Storage;
  let answers: Answer[];
  let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  let tracked: Record<string, unknown>[];
  /** A fresh module each test: pending leads and their timers are per page. */
  let mod: typeof import('./submit-lead.ts');
  let outbox: typeof import('./lead-outbox.ts');

  const leadPosts = () => fetch.mock.calls.filter(([url]) => url !== UPLOAD_PATH);
  const keysSent = () => leadPosts().map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
  const saved = () => outbox.savedLeads().map((l) => l.key);
  /** Lets the outbox's import of the sending code and the posts' answers land, without the
   *  clock moving (vi.waitFor would move it). */
  const settle = async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
  };

  beforeEach(async () => {
    vi.useFakeTimers();
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { href: 'https://www.definesys.cn/form' });
    tracked = [];
    vi.doMock('../analytics/analytics.ts', () => ({
      trackEvent: (event: string, props: Record<string, unknown>) => tracked.push({ event, ...props }),
    }));
    answers = [];
    // Each lead post takes the next scripted answer; past the script, the server accepts it.
    fetch = vi.fn(async (url: string) => {
      if (url === UPLOAD_PATH) return json({ header: { status: 0 } });
      const next = answers.shift() ?? json({ id: 41, message: 'ok', adClick: 'converted' }, 201);
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    mod = await import('./submit-lead.ts');
    outbox = await import('./lead-outbox.ts');
  });
  afterEach(() => {
    vi.doUnmock('./analytics.ts');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits 5 s, 15 s, 45 s, … between attempts, at most 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(mod.retryDelay)).toEqual([
      5_000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('is worth retrying after no answer, a timeout, 429 or any 5xx, not after another 4xx', async () => {
    const { ApiError } = await import('../api/errors.ts');
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect(mod.worthRetrying(new ApiError(status, 'x', 'x')), `${status}`).toBe(true);
    for (const status of [400, 403, 404, 413, 415])
      expect(mod.worthRetrying(new ApiError(status, 'x', 'x')), `${status}`).toBe(false);
  });

  it('keeps a lead refused with 503, sends it again with backoff under the same key, then reports it once', async () => {
    answers = [
      json({ error_code: 'http_503', message: 'busy' }, 503),
      new TypeError('Failed to fetch'),
      json({ error_code: 'too_many_requests', message: 'slow down' }, 429),
    ];
    const sent = vi.fn();
    mod.onLeadSent(sent);

    const t0 = Date.now();
    await expect(mod.submitLead(LEAD, 'trial', '', 'en', KEY)).resolves.toBe('saved');
    // Kept with its schedule: one attempt failed, the next due in 5 s.
    expect(outbox.savedLeads()).toEqual([
      { key: KEY, form: 'trial', lang: 'en', values: LEAD, at: t0, attempts: 1, due: t0 + 5_000 },
    ]);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(leadPosts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 5 s: no network
    expect(leadPosts()).toHaveLength(2);
    expect(outbox.savedLeads()).toMatchObject([{ attempts: 2, due: t0 + 5_000 + 15_000 }]);
    await vi.advanceTimersByTimeAsync(15_000); // 15 s later: 429
    expect(leadPosts()).toHaveLength(3);
    expect(outbox.savedLeads()).toMatchObject([{ key: KEY, attempts: 3, due: t0 + 20_000 + 45_000 }]);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(44_999);
    expect(leadPosts()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // 45 s later: accepted

    expect(keysSent()).toEqual([KEY, KEY, KEY, KEY]);
    expect(saved()).toEqual([]);
    expect(sent).toHaveBeenCalledExactlyOnceWith(KEY);
    expect(tracked).toEqual([{ event: 'lead_submitted', form: 'trial' }]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(leadPosts()).toHaveLength(4);
  });

  it('sends the click with the accepted retry, and forgets it then, without an upload', async () => {
    storage.setItem(BD_VID_KEY, 'click42');
    storage.setItem(BD_VID_EXPIRES_KEY, String(Date.now() + 600_000));
    answers = [json({ error_code: 'http_502', message: 'Bad Gateway' }, 502)];

    await expect(mod.submitLead(LEAD, 'consult', '', 'zh', KEY)).resolves.toBe('saved');
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
    await vi.advanceTimersByTimeAsync(5_000);

    expect(leadPosts().map(([, init]) => JSON.parse(String(init!.body)).bd_vid)).toEqual(['click42', 'click42']);
    expect(fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH)).toHaveLength(0);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
  });

  it('stops, drops the lead and logs it when a retry is refused with a 4xx other than 429', async () => {
    answers = [
      json({ error_code: 'http_503', message: 'busy' }, 503),
      json({ error_code: 'invalid_lead', message: '姓名不能为空' }, 400),
    ];
    await mod.submitLead(LEAD, 'consult', '', 'zh', KEY);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(saved()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('lead submission failed', expect.objectContaining({ status: 400 }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(leadPosts()).toHaveLength(2);
    expect(tracked).toEqual([]);
  });

  it("sends the outbox left by an earlier page under each lead's key, and reports each once", async () => {
    const at = Date.now() - 3_600_000;
    const schedule = { attempts: 1, due: at + 5_000 };
    outbox.saveLead({ key: 'lead-earlier-1', form: 'consult', lang: 'zh', values: LEAD, at, ...schedule });
    outbox.saveLead({
      key: 'lead-earlier-2',
      form: 'consult-en',
      lang: 'en',
      values: { ...LEAD, corp_email: 'a@b.example.com' },
      at,
      ...schedule,
    });
    answers = [json({ id: 1 }, 201), json({ error_code: 'http_500', message: 'oops' }, 500)];

    outbox.flushLeadOutbox();
    await vi.waitFor(() => expect(leadPosts()).toHaveLength(2));
    expect(keysSent()).toEqual(['lead-earlier-1', 'lead-earlier-2']);
    expect(JSON.parse(String(leadPosts()[1]![1]!.body))).toMatchObject({
      form: 'consult-en',
      corp_email: 'a@b.example.com',
    });
    await vi.waitFor(() => expect(saved()).toEqual(['lead-earlier-2']));

    // Its second failure: the next attempt 15 s later.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(keysSent()).toEqual(['lead-earlier-1', 'lead-earlier-2', 'lead-earlier-2']);
    expect(saved()).toEqual([]);
    expect(tracked.map((e) => e.form)).toEqual(['consult', 'consult-en']);
  });

  it('sends on a page view only the leads that are due, and each of the others when it is due', async () => {
    const now = Date.now();
    const saveAt = (key: string, attempts: number, due: number) =>
      outbox.saveLead({ key, form: 'consult', lang: 'zh', values: LEAD, at: now - 60_000, attempts, due });
    saveAt('lead-due-now1', 1, now - 1);
    saveAt('lead-due-later', 3, now + 40_000);
    saveAt('lead-due-soon1', 2, now + 10_000);
    // Saved by a page before leads kept a schedule: due now.
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        ...JSON.parse(storage.getItem(OUTBOX_KEY)!),
        { key: 'lead-old-format', form: 'consult', lang: 'zh', values: LEAD, at: now - 60_000 },
      ]),
    );

    outbox.flushLeadOutbox();
    await settle();
    expect(keysSent()).toEqual(['lead-due-now1', 'lead-old-format']);
    expect(saved()).toEqual(['lead-due-later', 'lead-due-soon1']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(keysSent()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(keysSent()).toEqual(['lead-due-now1', 'lead-old-format', 'lead-due-soon1']);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(keysSent()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(keysSent()).toHaveLength(4);
    expect(saved()).toEqual([]);
  });

  it('sends nothing on a page view before the lead is due, however often the visitor opens pages', async () => {
    outbox.saveLead({
      key: KEY,
      form: 'consult',
      lang: 'zh',
      values: LEAD,
      at: Date.now(),
      attempts: 2,
      due: Date.now() + 15_000,
    });
    for (let view = 0; view < 5; view++) {
      outbox.flushLeadOutbox();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(leadPosts()).toHaveLength(0);
    expect(saved()).toEqual([KEY]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(keysSent()).toEqual([KEY]);
  });

  it('keeps the schedule of a lead an earlier page failed to send: after its fourth failure it waits 135 s', async () => {
    const now = Date.now();
    outbox.saveLead({ key: KEY, form: 'consult', lang: 'zh', values: LEAD, at: now - 300_000, attempts: 3, due: now });
    answers = [json({ error_code: 'http_503', message: 'busy' }, 503)];

    outbox.flushLeadOutbox();
    await settle();
    expect(outbox.savedLeads()).toMatchObject([{ attempts: 4, due: now + 135_000 }]);
    await vi.advanceTimersByTimeAsync(134_999);
    expect(leadPosts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(leadPosts()).toHaveLength(2);
    expect(saved()).toEqual([]);
  });

  it('reports nothing twice when another tab already sent the lead, and tells the form it went through', async () => {
    answers = [json({ error_code: 'http_503', message: 'busy' }, 503)];
    const sent = vi.fn();
    mod.onLeadSent(sent);
    await mod.submitLead(LEAD, 'trial', '', 'zh', KEY);
    outbox.removeLead(KEY); // the other tab's page view sent it and took it out

    await vi.advanceTimersByTimeAsync(5_000);
    expect(keysSent()).toEqual([KEY, KEY]);
    expect(sent).toHaveBeenCalledWith(KEY);
    expect(tracked).toEqual([]);
  });

  it('says busy, not saved for the network, when the server answered 429, and keeps the lead all the same', async () => {
    answers = [json({ error_code: 'too_many_requests', message: 'slow down' }, 429)];
    await expect(mod.submitLead(LEAD, 'consult', '', 'zh', KEY)).resolves.toBe('busy');
    expect(outbox.savedLeads()).toMatchObject([{ key: KEY, attempts: 1 }]);
    mod.dropLead(KEY);
    answers = [json({ error_code: 'http_503', message: 'busy' }, 503)];
    await expect(mod.submitLead(LEAD, 'consult', '', 'zh', 'another-key')).resolves.toBe('saved');
  });

  it('keeps retrying while the page is open when the browser gives no storage', async () => {
    vi.stubGlobal('localStorage', undefined);
    answers = [new TypeError('Failed to fetch')];
    await expect(mod.submitLead(LEAD, 'trial', '', 'zh', KEY)).resolves.toBe('saved');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(keysSent()).toEqual([KEY, KEY]);
    expect(tracked).toEqual([{ event: 'lead_submitted', form: 'trial' }]);
  });

  it('sends a lead sent again while its retry is on the way once, and a dropped lead never again', async () => {
    answers = [json({ error_code: 'http_503', message: 'busy' }, 503)];
    await mod.submitLead(LEAD, 'trial', '', 'zh', KEY);
    let release!: (answer: Response) => void;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    await vi.advanceTimersByTimeAsync(5_000); // the retry is under way
    await expect(mod.submitLead(LEAD, 'trial', '', 'zh', KEY)).resolves.toBe('saved');
    expect(leadPosts()).toHaveLength(2);

    mod.dropLead(KEY);
    release(json({ error_code: 'http_503', message: 'busy' }, 503));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(leadPosts()).toHaveLength(2);
    expect(saved()).toEqual([]);
  });

  it('sends the first attempt with an Idempotency-Key too', async () => {
    await expect(mod.submitLead(LEAD, 'consult', '')).resolves.toBe('sent');
    expect(keysSent()[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});

// Pages of earlier releases uploaded a lead's conversion after it and may have left an upload in
// the browser's conversion outbox: it still goes, until the server's upload endpoint does.
describe('a conversion upload an older page left', () => {
  const CLICK = 'click77';
  let storage: Storage;
  /** The uploads' scripted answers; past the script, the server accepts it. */
  let uploadAnswers: (Response | Error)[];
  let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  let outbox: typeof import('./lead-outbox.ts');
  let conversions: typeof import('./conversion-outbox.ts');

  const uploads = () => fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH);
  const ticketsSent = () => uploads().map(([, init]) => (JSON.parse(String(init!.body)) as { ticket: string }).ticket);
  const settle = async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
  };
  const upload = (bdVid: string) => ({
    ticket: `ticket-${bdVid}`,
    conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
  });
  /** Written by an older page before its upload, whose answer never came. */
  const leftBehind = (bdVid = CLICK, at = Date.now() - 60_000) =>
    conversions.saveConversion({ bdVid, upload: upload(bdVid), at, attempts: 0, due: at + 5_000 });

  beforeEach(async () => {
    vi.useFakeTimers();
    storage = memoryStorage();
    storage.setItem(BD_VID_KEY, CLICK);
    storage.setItem(BD_VID_EXPIRES_KEY, String(Date.now() + 86_400_000));
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { href: 'https://www.definesys.cn/form' });
    uploadAnswers = [];
    fetch = vi.fn(async (url: string) => {
      if (url !== UPLOAD_PATH) return json({ id: 77, message: 'ok', adClick: 'converted' }, 201);
      const next = uploadAnswers.shift() ?? json({ header: { status: 0, desc: 'accepted' } });
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    outbox = await import('./lead-outbox.ts');
    conversions = await import('./conversion-outbox.ts');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is sent on the next page view while its ticket is good; the click id is forgotten once it is taken', async () => {
    leftBehind();
    // And one whose ticket has expired: dropped unsent.
    leftBehind('click-old', Date.now() - 31 * 60_000);
    outbox.flushLeadOutbox();
    await settle();
    expect(ticketsSent()).toEqual([`ticket-${CLICK}`]);
    expect(JSON.parse(String(uploads()[0]![1]!.body))).toEqual(upload(CLICK));
    expect(uploads()[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(conversions.savedConversions()).toEqual([]);
  });

  it('keeps the click id and goes again 5 s, 15 s, 45 s later after no answer, 503 and 429; forgets it once accepted', async () => {
    uploadAnswers = [
      new TypeError('Failed to fetch'),
      json({ error_code: 'storage_unavailable', message: 'later' }, 503),
      json({ error_code: 'too_many_requests', message: 'slow down' }, 429),
    ];
    leftBehind();
    const t0 = Date.now();
    outbox.flushLeadOutbox();
    await settle();
    expect(uploads()).toHaveLength(1);
    expect(conversions.savedConversions()).toMatchObject([{ bdVid: CLICK, attempts: 1, due: t0 + 5_000 }]);
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(uploads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(uploads()).toHaveLength(2); // 503
    expect(conversions.savedConversions()).toMatchObject([{ attempts: 2, due: t0 + 20_000 }]);
    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(uploads()).toHaveLength(3); // 429
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);
    await vi.advanceTimersByTimeAsync(45_000);
    await settle();
    expect(uploads()).toHaveLength(4); // accepted

    expect(ticketsSent()).toEqual(Array(4).fill(`ticket-${CLICK}`));
    expect(conversions.savedConversions()).toEqual([]);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(storage.getItem(BD_VID_EXPIRES_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(uploads()).toHaveLength(4);
  });

  it('takes a duplicate (the server has it already) as accepted, and an answer that is no acceptance as a failure', async () => {
    // An older server passing on Baidu's refusal: not accepted, so it goes again.
    uploadAnswers = [
      json({ header: { status: 2, desc: 'failure' } }),
      json({ header: { status: 0, desc: 'duplicate' } }),
    ];
    leftBehind();
    outbox.flushLeadOutbox();
    await settle();
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(uploads()).toHaveLength(2);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(conversions.savedConversions()).toEqual([]);
  });

  it('is dropped when refused with another 4xx (its ticket expired, say), and the click id kept for a later lead', async () => {
    uploadAnswers = [json({ error_code: 'conversion_without_lead', message: 'ticket: expired' }, 403)];
    leftBehind();
    outbox.flushLeadOutbox();
    await settle();
    expect(conversions.savedConversions()).toEqual([]);
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(uploads()).toHaveLength(1);
  });

  it('is not sent before it is due, however often the visitor opens pages', async () => {
    const now = Date.now();
    conversions.saveConversion({ bdVid: CLICK, upload: upload(CLICK), at: now, attempts: 1, due: now + 5_000 });
    for (let view = 0; view < 4; view++) {
      outbox.flushLeadOutbox();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(uploads()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(uploads()).toHaveLength(1);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
  });

  it('is never written by a lead of this page: the server stores the conversion with it', async () => {
    const { submitLead: send } = await import('./submit-lead.ts');
    await expect(send(LEAD, 'consult', '')).resolves.toBe('sent');
    await settle();
    expect(uploads()).toHaveLength(0);
    expect(storage.getItem(CONVERSION_OUTBOX_KEY)).toBeNull();
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
  });
});
