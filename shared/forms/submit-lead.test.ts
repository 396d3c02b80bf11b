import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BD_VID_EXPIRES_KEY, BD_VID_KEY } from './ad-click.ts';
import { OUTBOX_KEY } from './lead-outbox.ts';
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

/** A fetch whose lead answer is immediate and whose conversion upload answers when the test says. */
function fakeFetch(leadAnswer: () => Response) {
  let answerUpload!: (res: Response | Error) => void;
  const upload = new Promise<Response>((resolve, reject) => {
    answerUpload = (res) => (res instanceof Error ? reject(res) : resolve(res));
  });
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => (url === UPLOAD_PATH ? upload : leadAnswer()));
  return { fetch, answerUpload, uploads: () => fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH) };
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

  it('resolves as soon as the lead is accepted, while the conversion upload still waits on Baidu', async () => {
    const net = fakeFetch(() => json({ id: 7, conversionTicket: 'ticket-7' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'trial', '')).resolves.toBe('sent');

    // The lead goes with the stored click id: its ticket converts only that click.
    const [, leadInit] = net.fetch.mock.calls.find(([url]) => url !== UPLOAD_PATH)!;
    expect(JSON.parse(String(leadInit!.body))).toEqual({ ...LEAD, form: 'trial', website: '', bd_vid: 'click42' });
    expect(net.uploads()).toHaveLength(1);
    const [, init] = net.uploads()[0]!;
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init!.body))).toEqual({
      ticket: 'ticket-7',
      conversionTypes: [{ logidUrl: 'https://www.definesys.cn/form?from=ad&bd_vid=click42', newType: 3 }],
    });
    // The click id is forgotten only once the upload went through.
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
    net.answerUpload(json({ header: { status: 0, desc: 'success' } }));
    await vi.waitFor(() => expect(storage.getItem(BD_VID_KEY)).toBeNull());
    expect(storage.getItem(BD_VID_EXPIRES_KEY)).toBeNull();
  });

  it('only logs a failed upload and keeps the click id', async () => {
    const net = fakeFetch(() => json({ id: 8, conversionTicket: 'ticket-8' }, 201));
    vi.stubGlobal('fetch', net.fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('sent');
    net.answerUpload(json({ error_code: 'http_504', message: 'Gateway Timeout' }, 504));

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('conversion upload failed', expect.anything()));
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
  });

  it('resolves refused, keeps nothing and uploads nothing when the lead is invalid (400)', async () => {
    const net = fakeFetch(() => json({ error_code: 'invalid_lead', message: '姓名不能为空' }, 400));
    vi.stubGlobal('fetch', net.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('refused');
    expect(net.uploads()).toHaveLength(0);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends no click id and uploads nothing without a stored click id', async () => {
    storage.removeItem(BD_VID_KEY);
    const net = fakeFetch(() => json({ id: 9, conversionTicket: 'ticket-9' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'trial', '')).resolves.toBe('sent');
    expect(JSON.parse(String(net.fetch.mock.calls[0]![1]!.body))).not.toHaveProperty('bd_vid');
    expect(net.uploads()).toHaveLength(0);
  });

  it('uploads the click the lead went with, and keeps a newer click stored meanwhile', async () => {
    const net = fakeFetch(() => {
      // Another tab lands from a new ad click while the lead is on its way.
      storage.setItem(BD_VID_KEY, 'click43');
      return json({ id: 10, conversionTicket: 'ticket-10' }, 201);
    });
    vi.stubGlobal('fetch', net.fetch);
    const reads = vi.spyOn(storage, 'getItem');

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe('sent');
    const [, init] = net.uploads()[0]!;
    expect(JSON.parse(String(init!.body)).conversionTypes[0].logidUrl).toMatch(/bd_vid=click42$/);
    net.answerUpload(json({ header: { status: 0, desc: 'success' } }));
    // Once uploaded, the stored id is read again (before the lead, and now) and kept: it is another click.
    await vi.waitFor(() => expect(reads.mock.calls.filter(([k]) => k === BD_VID_KEY)).toHaveLength(2));
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
      const next = answers.shift() ?? json({ id: 41, conversionTicket: 'ticket-41' }, 201);
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

  it('runs the conversion upload with the ticket of the accepted retry', async () => {
    storage.setItem(BD_VID_KEY, 'click42');
    storage.setItem(BD_VID_EXPIRES_KEY, String(Date.now() + 600_000));
    answers = [json({ error_code: 'http_502', message: 'Bad Gateway' }, 502)];

    await expect(mod.submitLead(LEAD, 'consult', '', 'zh', KEY)).resolves.toBe('saved');
    expect(fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);

    const uploads = fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH);
    expect(uploads).toHaveLength(1);
    expect(JSON.parse(String(uploads[0]![1]!.body))).toMatchObject({ ticket: 'ticket-41' });
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

describe('a conversion upload the server did not accept', () => {
  const CLICK = 'click77';
  let storage: Storage;
  /** The uploads' scripted answers; past the script, the server accepts it. */
  let uploadAnswers: (Response | Error)[];
  let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  let mod: typeof import('./submit-lead.ts');
  let outbox: typeof import('./lead-outbox.ts');
  let conversions: typeof import('./conversion-outbox.ts');

  const uploads = () => fetch.mock.calls.filter(([url]) => url === UPLOAD_PATH);
  const ticketsSent = () => uploads().map(([, init]) => (JSON.parse(String(init!.body)) as { ticket: string }).ticket);
  const settle = async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
  };

  beforeEach(async () => {
    vi.useFakeTimers();
    storage = memoryStorage();
    storage.setItem(BD_VID_KEY, CLICK);
    storage.setItem(BD_VID_EXPIRES_KEY, String(Date.now() + 86_400_000));
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { href: 'https://www.definesys.cn/form' });
    uploadAnswers = [];
    fetch = vi.fn(async (url: string) => {
      if (url !== UPLOAD_PATH) return json({ id: 77, conversionTicket: 'ticket-77' }, 201);
      const next = uploadAnswers.shift() ?? json({ header: { status: 0, desc: 'accepted' } });
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    mod = await import('./submit-lead.ts');
    outbox = await import('./lead-outbox.ts');
    conversions = await import('./conversion-outbox.ts');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the click id and uploads again 5 s, 15 s, 45 s later after no answer, 503 and 429; forgets it once accepted', async () => {
    uploadAnswers = [
      new TypeError('Failed to fetch'),
      json({ error_code: 'storage_unavailable', message: 'later' }, 503),
      json({ error_code: 'too_many_requests', message: 'slow down' }, 429),
    ];
    const t0 = Date.now();
    await expect(mod.submitLead(LEAD, 'trial', '')).resolves.toBe('sent');
    await settle();
    expect(uploads()).toHaveLength(1);
    expect(conversions.savedConversions()).toEqual([
      {
        bdVid: CLICK,
        upload: {
          ticket: 'ticket-77',
          conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${CLICK}`, newType: 3 }],
        },
        at: t0,
        attempts: 1,
        due: t0 + 5_000,
      },
    ]);
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

    expect(ticketsSent()).toEqual(['ticket-77', 'ticket-77', 'ticket-77', 'ticket-77']);
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
    await mod.submitLead(LEAD, 'consult', '');
    await settle();
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(uploads()).toHaveLength(2);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(conversions.savedConversions()).toEqual([]);
  });

  it('drops an upload refused with another 4xx (its ticket expired, say) and keeps the click id for a later lead', async () => {
    uploadAnswers = [json({ error_code: 'conversion_without_lead', message: 'ticket: expired' }, 403)];
    await mod.submitLead(LEAD, 'consult', '');
    await settle();
    expect(conversions.savedConversions()).toEqual([]);
    expect(storage.getItem(BD_VID_KEY)).toBe(CLICK);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(uploads()).toHaveLength(1);
  });

  it('sends an upload a closed page left on the next page view, while its ticket is good', async () => {
    const now = Date.now();
    const upload = (bdVid: string) => ({
      ticket: `ticket-${bdVid}`,
      conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
    });
    // Written before the upload whose answer never came; and one whose ticket has expired.
    conversions.saveConversion({
      bdVid: CLICK,
      upload: upload(CLICK),
      at: now - 60_000,
      attempts: 0,
      due: now - 55_000,
    });
    conversions.saveConversion({
      bdVid: 'click-old',
      upload: upload('click-old'),
      at: now - 31 * 60_000,
      attempts: 0,
      due: now - 31 * 60_000,
    });
    outbox.flushLeadOutbox();
    await settle();
    expect(ticketsSent()).toEqual([`ticket-${CLICK}`]);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
    expect(conversions.savedConversions()).toEqual([]);
  });

  it('is not sent before it is due, however often the visitor opens pages', async () => {
    uploadAnswers = [json({ error_code: 'http_502', message: 'Bad Gateway' }, 502)];
    await mod.submitLead(LEAD, 'consult', '');
    await settle();
    for (let view = 0; view < 4; view++) {
      outbox.flushLeadOutbox();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(uploads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(uploads()).toHaveLength(2);
    expect(storage.getItem(BD_VID_KEY)).toBeNull();
  });
});
