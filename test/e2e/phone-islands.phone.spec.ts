// Issue 40: a phone page hydrates only its islands (shared/app/island.tsx), on a CPU slowed as a
// cheap phone's (CDP Emulation.setCPUThrottlingRate). What is checked is the budget's spirit, not
// its timing: how many React roots the page has and where, that the server's markup of the static
// sections (the footer, the logo wall, the page's copy) is never touched by React, and that the
// islands further down wait until the visitor comes near them.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Every change React (or anything) makes to the document from the first script on, by the
  // closest element with an id or a class the test can name.
  // Every change made to the document outside the islands once the parser is done (the readyState
  // 'interactive' comes before the first module script runs), but for <html>'s own attributes
  // (data-hydrated, the menu's class), by the element changed.
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { changed: string[] }).changed = changed;
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        if (!el || el === document.documentElement || el.closest('[data-island]')) continue;
        changed.push(`${el.localName}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className)}` : ''}`);
      }
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
});

/** The elements React renders into (roots) and how many elements React owns, in and out of islands. */
const reactOnPage = (page: Page) =>
  page.evaluate(() => {
    const keys = (el: Element) => Object.keys(el);
    const all = [document.documentElement, ...document.querySelectorAll('*')];
    const roots = all.filter((el) => keys(el).some((k) => k.startsWith('__reactContainer')));
    const owned = all.filter((el) => keys(el).some((k) => k.startsWith('__reactFiber')));
    return {
      roots: roots.map((el) => (el as HTMLElement).dataset.key ?? (el as HTMLElement).dataset.island ?? el.localName),
      ownedOutsideIslands: owned.filter((el) => !el.closest('[data-island]')).map((el) => el.localName),
    };
  });

/** Scrolls down the page a screen at a time, as a visitor reads it, to its foot. */
async function readDown(page: Page) {
  while (!(await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1))) {
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

const changedOutsideIslands = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { changed: string[] }).changed;
  });

test('the phone home hydrates its first screen’s islands only, each a root of its own, and never its static sections', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const first = await reactOnPage(page);
  // The notice, the header, the banner and the bottom bar: roots of their own, nothing else.
  expect(first.roots.sort()).toEqual(['bottom-bar', 'header', 'home-banner', 'offline'].sort());
  expect(first.ownedOutsideIslands).toEqual([]);
  // The logo wall's fold button is further down: not hydrated yet, and no root.
  await expect(page.locator('[data-island="logo-fold"]')).not.toHaveAttribute('data-hydrated');

  // Down the page, each island hydrates as it comes near; the wall and the footer stay the server's.
  const footer = await page.locator('.m-footer').innerHTML();
  const wall = await page.locator('#logo-wall .m-logos__grid').innerHTML();
  await readDown(page);
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  const all = await reactOnPage(page);
  expect(all.roots.sort()).toEqual(
    ['bottom-bar', 'header', 'home-banner', 'offline', 'stories', 'industries', 'logo-wall-fold'].sort(),
  );
  expect(all.ownedOutsideIslands).toEqual([]);
  expect(await changedOutsideIslands(page)).toEqual([]);
  expect(await page.locator('.m-footer').innerHTML()).toBe(footer);
  expect(await page.locator('#logo-wall .m-logos__grid').innerHTML()).toBe(wall);

  // The fold button works, and it is the only thing that changes the wall: its class.
  await page.getByRole('button', { name: /查看全部/ }).click();
  await expect(page.locator('#logo-wall .m-logos__grid')).toHaveClass(/is-open/);
  expect(problems.messages).toEqual([]);
});

test('a page without islands below its first screen has just the frame’s three roots', async ({ page, problems }) => {
  await page.goto('/doc/md_privacy');
  await waitForHydration(page);
  await readDown(page);
  const react = await reactOnPage(page);
  expect(react.roots.sort()).toEqual(['bottom-bar', 'header', 'offline']);
  expect(react.ownedOutsideIslands).toEqual([]);
  expect(await changedOutsideIslands(page)).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('a tap on a button of an island whose code has not come yet is not lost', async ({ page, problems }) => {
  // The logo wall's fold button: its code is held until the tap has happened.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mobile-logo-fold-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  const grid = page.locator('#logo-wall .m-logos__grid');
  await page.getByRole('button', { name: /查看全部/ }).click();
  await expect(page.locator('[data-island="logo-fold"]')).not.toHaveAttribute('data-hydrated');
  await expect(grid).not.toHaveClass(/is-open/);
  release();
  await expect(page.locator('[data-island="logo-fold"]')).toHaveAttribute('data-hydrated', 'true');
  // The tap, clicked again once the island was hydrated, unfolded the wall.
  await expect(grid).toHaveClass(/is-open/);
  await expect(page.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  expect(problems.messages).toEqual([]);
});
