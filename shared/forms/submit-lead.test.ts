import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BD_VID_EXPIRES_KEY, BD_VID_KEY } from './ad-click.ts';
import { submitLead } from './submit-lead.ts';

const LEAD = { client_name: '韩立', corp_name: '华岳生物医药', phone: '13700001111', corp_email: '', demand: '评估低代码平台' };
const UPLOAD_PATH = '/ocpcapi/api/uploadConvertData';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

    await expect(submitLead(LEAD, 'trial', '')).resolves.toBe(true);

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

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe(true);
    net.answerUpload(json({ error_code: 'http_504', message: 'Gateway Timeout' }, 504));

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('conversion upload failed', expect.anything()));
    expect(storage.getItem(BD_VID_KEY)).toBe('click42');
  });

  it('resolves false and uploads nothing when the lead is refused', async () => {
    const net = fakeFetch(() => json({ error_code: 'invalid_lead', message: '姓名不能为空' }, 400));
    vi.stubGlobal('fetch', net.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(submitLead(LEAD, 'consult', '')).resolves.toBe(false);
    expect(net.uploads()).toHaveLength(0);
  });

  it('uploads nothing without a stored click id', async () => {
    storage.removeItem(BD_VID_KEY);
    const net = fakeFetch(() => json({ id: 9, conversionTicket: 'ticket-9' }, 201));
    vi.stubGlobal('fetch', net.fetch);

    await expect(submitLead(LEAD, 'trial', '')).resolves.toBe(true);
    expect(net.uploads()).toHaveLength(0);
  });
});
