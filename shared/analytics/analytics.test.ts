// Analytics with a stand-in window and document: nothing without configuration; with it, the
// provider's script after load and idle, its queue made as the snippet makes it, and events that
// reach the queue whether they come before or after the script; client-side navigations reach
// Baidu Tongji as page views once hm.js has counted the first page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BAIDU = '0123456789abcdef0123456789abcdef';

let win: { _hmt?: unknown[]; dataLayer?: Record<string, unknown>[] };
interface Script {
  src: string;
  onload?: () => void;
}
let doc: { readyState: string; head: { append: (el: Script) => void }; createElement: () => Script };
let scripts: string[];
let elements: Script[];
let onLoad: (() => void) | undefined;
let idle: (() => void)[];
let heard: unknown[];
let mod: typeof import('./analytics.ts');
/** Lets what the module started finish: the provider module it imports on demand, then what
 *  waits on it. */
const settle = async () => {
  await import('./analytics-tags.ts');
  await new Promise((r) => setImmediate(r));
};

beforeEach(async () => {
  scripts = [];
  elements = [];
  idle = [];
  heard = [];
  onLoad = undefined;
  const requestIdleCallback = (run: () => void) => idle.push(run);
  win = { requestIdleCallback } as typeof win;
  doc = {
    readyState: 'loading',
    head: { append: (el) => void (elements.push(el), scripts.push(el.src)) },
    createElement: () => ({ src: '' }),
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('self', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { pathname: '/form' });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => type === 'load' && (onLoad = listener));
  vi.stubGlobal('dispatchEvent', (e: CustomEvent) => heard.push(e.detail));
  // A fresh page: the configuration and the tags' "already loaded" are per page.
  vi.resetModules();
  mod = await import('./analytics.ts');
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the page load and the browser go idle. */
function loadAndIdle() {
  onLoad?.();
  idle.splice(0).forEach((run) => run());
}

describe('without ANALYTICS', () => {
  it('loads no script, makes no queue, and the page still hears its events', async () => {
    mod.startAnalytics(undefined);
    mod.startAnalytics({});
    mod.trackEvent('lead_submitted', { form: 'trial' });
    loadAndIdle();
    await settle();
    expect(onLoad).toBeUndefined();
    expect(scripts).toEqual([]);
    expect(win).not.toHaveProperty('_hmt');
    expect(win).not.toHaveProperty('dataLayer');
    expect(heard).toEqual([{ name: 'lead_submitted', form: 'trial' }]);
  });
});

describe('Baidu Tongji', () => {
  it('adds hm.js with the site id only after the page has loaded and the browser is idle', async () => {
    mod.startAnalytics({ baidu: BAIDU });
    await settle();
    expect(scripts).toEqual([]);
    onLoad!();
    expect(scripts).toEqual([]);
    idle.splice(0).forEach((run) => run());
    await vi.waitFor(() => expect(scripts).toEqual([`https://hm.baidu.com/hm.js?${BAIDU}`]));
    expect(win._hmt).toEqual([]);
  });

  it('starts at idle at once when the page had already loaded', async () => {
    doc.readyState = 'complete';
    mod.startAnalytics({ baidu: BAIDU });
    expect(onLoad).toBeUndefined();
    idle.splice(0).forEach((run) => run());
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
  });

  it('queues an event sent before the script loaded, and one after, as _trackEvent', async () => {
    mod.startAnalytics({ baidu: BAIDU });
    mod.trackEvent('lead_submitted', { form: 'consult' });
    await vi.waitFor(() => expect(win._hmt).toEqual([['_trackEvent', 'lead_submitted', 'consult', '/form']]));
    expect(scripts).toEqual([]);
    loadAndIdle();
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    mod.trackEvent('brochure_opened');
    await vi.waitFor(() => expect(win._hmt).toHaveLength(2));
    expect(win._hmt![1]).toEqual(['_trackEvent', 'brochure_opened', 'brochure_opened', '/form']);
    expect(win).not.toHaveProperty('dataLayer');
  });
});

describe('Google Tag Manager', () => {
  it('starts dataLayer with the gtm.js event, then adds the container, once', async () => {
    mod.startAnalytics({ gtm: 'GTM-AB12CD' });
    loadAndIdle();
    await vi.waitFor(() => expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']));
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    mod.startAnalytics({ gtm: 'GTM-AB12CD' });
    loadAndIdle();
    await settle();
    expect(scripts).toHaveLength(1);
    expect(win.dataLayer).toHaveLength(1);
    expect(win).not.toHaveProperty('_hmt');
  });

  it('pushes events after the start event, an early one included', async () => {
    mod.startAnalytics({ gtm: 'GTM-AB12CD' });
    mod.trackEvent('lead_submitted', { form: 'trial' });
    await vi.waitFor(() => expect(win.dataLayer).toHaveLength(2));
    expect(win.dataLayer![0]!.event).toBe('gtm.js');
    expect(win.dataLayer![1]).toEqual({ event: 'lead_submitted', form: 'trial' });
  });
});

it('feeds both providers when both are configured', async () => {
  mod.startAnalytics({ baidu: BAIDU, gtm: 'GTM-AB12CD' });
  loadAndIdle();
  mod.trackEvent('lead_submitted', { form: 'consult-en' });
  await vi.waitFor(() => expect(scripts).toHaveLength(2));
  await vi.waitFor(() => expect(win.dataLayer).toHaveLength(2));
  expect(win._hmt).toEqual([['_trackEvent', 'lead_submitted', 'consult-en', '/form']]);
  expect(win.dataLayer![1]).toEqual({ event: 'lead_submitted', form: 'consult-en' });
  expect(heard).toEqual([{ name: 'lead_submitted', form: 'consult-en' }]);
});

describe('page views after client-side navigations', () => {
  /** Lets hm.js arrive and run (its script element's load event). */
  async function hmRuns() {
    loadAndIdle();
    await vi.waitFor(() => expect(scripts).toContain(`https://hm.baidu.com/hm.js?${BAIDU}`));
    elements.find((el) => el.src.startsWith('https://hm.baidu.com/'))!.onload!();
  }

  it('reach _hmt as _trackPageview with path and query, once each, never for the first page', async () => {
    mod.startAnalytics({ baidu: BAIDU });
    mod.trackPageView('/form');
    await hmRuns();
    mod.trackPageView('/form');
    await settle();
    expect(win._hmt).toEqual([]);
    mod.trackPageView('/news?page=2');
    await vi.waitFor(() => expect(win._hmt).toEqual([['_trackPageview', '/news?page=2']]));
    mod.trackPageView('/news?page=2');
    mod.trackPageView('/cases');
    await vi.waitFor(() => expect(win._hmt).toHaveLength(2));
    expect(win._hmt![1]).toEqual(['_trackPageview', '/cases']);
  });

  it('leave a navigation before hm.js ran to hm.js, which counts the page it finds', async () => {
    mod.startAnalytics({ baidu: BAIDU });
    mod.trackPageView('/form');
    mod.trackPageView('/cases');
    loadAndIdle();
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    mod.trackPageView('/about');
    await settle();
    expect(win._hmt).toEqual([]);
    elements[0]!.onload!();
    mod.trackPageView('/news');
    await vi.waitFor(() => expect(win._hmt).toEqual([['_trackPageview', '/news']]));
  });

  it('push nothing to dataLayer: Tag Manager sees history changes by itself', async () => {
    mod.startAnalytics({ gtm: 'GTM-AB12CD' });
    mod.trackPageView('/form');
    loadAndIdle();
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    elements[0]!.onload?.();
    mod.trackPageView('/cases');
    await settle();
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(win).not.toHaveProperty('_hmt');
  });

  it('do nothing without ANALYTICS', async () => {
    mod.startAnalytics(undefined);
    mod.trackPageView('/form');
    mod.trackPageView('/cases');
    loadAndIdle();
    await settle();
    expect(scripts).toEqual([]);
    expect(win).not.toHaveProperty('_hmt');
  });
});
