// The phone app leaves the page head to the server (docs/pages.md, "Page head"): its
// browser bundle renders no <title>, <meta> or canonical and only hydrates the JSON-LD blocks it
// finds. After hydration the head and the data blocks must be exactly what the server wrote.
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

interface Head {
  title: string;
  description: (string | null)[];
  keywords: (string | null)[];
  canonical: (string | null)[];
  alternates: (string | null)[];
  og: (string | null)[];
  jsonLd: (string | null)[];
}

/** The head of the live document, or of `html` (the document as the server sent it). */
function headOf(html: string | null): Head {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const pick = (sel: string, attr?: string) =>
    Array.from(doc.querySelectorAll(sel), (el) => (attr ? el.getAttribute(attr) : el.textContent));
  return {
    title: doc.title,
    description: pick('head meta[name="description"]', 'content'),
    keywords: pick('head meta[name="keywords"]', 'content'),
    canonical: pick('head link[rel="canonical"]', 'href'),
    alternates: pick('head link[rel="alternate"]', 'href'),
    og: pick('head meta[property^="og:"]', 'content'),
    jsonLd: pick('script[type="application/ld+json"]'),
  };
}

for (const { name, path } of PAGE_TYPES.filter((p) => !p.en)) {
  test(`${name} (${path}): the head and JSON-LD the server wrote survive hydration`, async ({ page, problems }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-device')).toBe('mobile');
    const html = await (await page.request.get(path)).text();
    const served = await page.evaluate(headOf, html);
    const head = await page.evaluate(headOf, null);
    expect(head).toEqual(served);
    expect(head.title).not.toBe('');
    expect(head.canonical).toHaveLength(1);
    expect(head.og.length).toBeGreaterThan(5);
    // The home page (Organization), an article and a case (Article, BreadcrumbList) carry data blocks.
    if (['home', 'article', 'case'].includes(name)) expect(head.jsonLd.length).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });
}
