// `npm run dev` (build/dev.ts) in a copy of the checkout, as a developer uses it: an edited page
// component is served after the reload event; a build that fails keeps the last good server; a
// server module that crashes at start, and a server that dies later, are started again once the
// code builds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevLoop, type DevLoop } from '../helpers/dev-loop.ts';

/** The longest wait for one step (a build and a server start on a loaded machine). */
const WAIT_MS = 60_000;
const PAGE = 'client-desktop/pages/about.tsx';
const SERVER_MODULE = 'server/pages/page-headers.ts';
const STYLESHEET = 'client-desktop/styles/desktop.css';
/** A paragraph with this mark at the top of the about page. */
const marked = (mark: string) => (source: string) =>
  source.replace(
    /return (?:<><p id="dev-mark">[^<]*<\/p>)?<AboutPage([^]*?)\/>(?:<\/>)?;/,
    `return <><p id="dev-mark">${mark}</p><AboutPage$1/></>;`,
  );

let dev: DevLoop;
beforeAll(async () => {
  dev = await startDevLoop(WAIT_MS);
}, WAIT_MS + 30_000);
afterAll(() => dev?.stop(), 30_000);

describe('npm run dev', { timeout: 3 * WAIT_MS }, () => {
  it('serves the development build behind the live-reload proxy', async () => {
    await dev.answer('/healthz', 200);
    const html = await dev.answer('/about', 200);
    expect(html).toMatch(/<script type="module" src="\/__dev\/live-reload.js\?generation=\d+"><\/script><\/head>/);
    // React's development build in the browser bundle.
    const js = /src="(\/assets\/desktop-[^"]+\.js)"/.exec(html)![1]!;
    expect(await dev.answer(js, 200)).not.toContain('//# allFunctionsCalledOnLoad');
    // The brand files, copied at start (Express does not send files under a dot folder).
    await dev.answer('/brand/icon-192.png', 200);
    const script = await dev.answer('/__dev/live-reload.js', 200);
    expect(script).toMatch(/new EventSource\(["']\/__dev\/events["']\)/);
  });

  it('tells open pages to reload once an edited page component is served', async () => {
    const from = dev.events.length;
    dev.edit(PAGE, marked('first-edit'));
    const reload = await dev.event('generation', from);
    const html = await dev.answer('/about', 200);
    expect(html).toContain('<p id="dev-mark">first-edit</p>');
    expect(html).toContain(`live-reload.js?generation=${reload.data}"`);
  });

  it('hands open pages an edited stylesheet without a reload, then serves it in new pages', async () => {
    const before = /href="(\/assets\/desktop-[^"]+\.css)"/.exec(await dev.answer('/about', 200))![1]!;
    const from = dev.events.length;
    dev.edit(STYLESHEET, (source) => `${source}\n:root { --dev-mark: first-edit; }\n`);
    const swap = await dev.event('stylesheets', from);
    const { hrefs, to } = JSON.parse(swap.data) as { hrefs: Record<string, string>; to: string };
    expect(hrefs[before]).toMatch(/^\/assets\/desktop-.+\.css$/);
    expect(hrefs[before]).not.toBe(before);
    // Served at once, by the server that runs until its replacement is up.
    expect(await dev.answer(hrefs[before]!, 200)).toContain('--dev-mark: first-edit');
    expect((await dev.event('generation', from)).data).toBe(to);
    expect(await dev.answer('/about', 200)).toContain(`href="${hrefs[before]}"`);
  });

  it('keeps the last good server while the build fails', async () => {
    let from = dev.events.length;
    dev.edit(PAGE, (source) => `${source}\nexport const broken = ;\n`);
    const failed = await dev.event('build-failed', from);
    expect(failed.data).toContain('about.tsx');
    expect(dev.output()).toContain('the site keeps running the last build that worked');
    expect(await dev.answer('/about', 200)).toContain('first-edit');

    from = dev.events.length;
    dev.edit(PAGE, (source) => marked('second-edit')(source.replace('\nexport const broken = ;\n', '')));
    await dev.event('generation', from);
    expect(await dev.answer('/about', 200)).toContain('second-edit');
  });

  it('starts the server again once a module that crashed it at start is fixed', async () => {
    let from = dev.events.length;
    dev.edit(SERVER_MODULE, (source) => `throw new Error('broken on purpose');\n${source}`);
    // It builds, starts, and dies while it loads: open pages reload to the proxy's page saying so.
    await dev.event('generation', from);
    await dev.answer('/healthz', 503, 'The site server exited with code 1');
    expect(dev.output()).toContain('broken on purpose');

    from = dev.events.length;
    dev.edit(SERVER_MODULE, (source) => source.replace("throw new Error('broken on purpose');\n", ''));
    await dev.event('generation', from);
    await dev.answer('/healthz', 200);
    expect(await dev.answer('/about', 200)).toContain('second-edit');
  });

  it('starts the server again after it died later, at the next save, even with nothing new to build', async () => {
    await dev.answer('/healthz', 200);
    const pid = dev.sitePid();
    expect(pid).toBeDefined();
    process.kill(pid!, 'SIGKILL');
    await dev.answer('/healthz', 503, 'The site server was killed by SIGKILL');

    const from = dev.events.length;
    dev.edit(PAGE, (source) => source);
    await dev.event('generation', from);
    await dev.answer('/healthz', 200);
    expect(dev.sitePid()).not.toBe(pid);
  });
});
