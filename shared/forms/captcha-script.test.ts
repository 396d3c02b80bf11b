// The captcha loader with a stand-in document: nothing without the page's URL; with it, one
// <script> however often it is asked, added only when asked, and another try after a failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_META_NAME } from './captcha-script.ts';

const SCRIPT_URL = 'https://captcha.example.net/v2/load.js?app=site';

interface FakeScript {
  async?: boolean;
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove: () => void;
}

function fakeDocument(url?: string) {
  const added: FakeScript[] = [];
  const doc = {
    querySelector: (selector: string) =>
      url && selector === `meta[name="${CAPTCHA_META_NAME}"]` ? { content: url } : null,
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      const script: FakeScript = {
        src: '',
        onload: null,
        onerror: null,
        remove: () => added.splice(added.indexOf(script), 1),
      };
      return script;
    },
    head: { append: (script: FakeScript) => added.push(script) },
  };
  return { doc: doc as unknown as Document, added };
}

let loadCaptchaScript: typeof import('./captcha-script.ts').loadCaptchaScript;
beforeEach(async () => {
  vi.resetModules();
  ({ loadCaptchaScript } = await import('./captcha-script.ts'));
});

describe('loadCaptchaScript', () => {
  it("answers 'not-configured' and adds nothing when the page has no captcha URL", async () => {
    const { doc, added } = fakeDocument();
    await expect(loadCaptchaScript(doc)).resolves.toBe('not-configured');
    expect(added).toEqual([]);
  });

  it('adds the script only when called, once however often, and resolves when it has loaded', async () => {
    const { doc, added } = fakeDocument(SCRIPT_URL);
    expect(added).toEqual([]);
    const first = loadCaptchaScript(doc);
    const second = loadCaptchaScript(doc);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: SCRIPT_URL, async: true });
    let settled = false;
    void first.then(() => (settled = true));
    // Everything already queued has run: only the script's load settles it.
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    added[0]!.onload!();
    await expect(first).resolves.toBe('loaded');
    await expect(second).resolves.toBe('loaded');
    await expect(loadCaptchaScript(doc)).resolves.toBe('loaded');
    expect(added).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and a later call tries again', async () => {
    const { doc, added } = fakeDocument(SCRIPT_URL);
    const failing = loadCaptchaScript(doc);
    added[0]!.onerror!();
    await expect(failing).rejects.toThrow(`captcha script did not load: ${SCRIPT_URL}`);
    expect(added).toEqual([]);
    const retry = loadCaptchaScript(doc);
    expect(added).toHaveLength(1);
    added[0]!.onload!();
    await expect(retry).resolves.toBe('loaded');
  });
});
