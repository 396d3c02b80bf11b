// The phone app at 390 px with an iPhone user agent: every phone page fits the screen and
// hydrates cleanly, and its interactive parts work by touch (menu, bottom bar, load more,
// reading count, subscribe sheet, carousels, tabs, accordion, logo wall).
import type { Page } from '@playwright/test';
import { GOLD_PARTNERS } from '../../shared/copy/partners.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const PAGES = [
  '/',
  '/news',
  '/news/1040',
  '/solution_automobile',
  '/product_apaas',
  '/cases',
  '/cases/2001',
  '/cooperative',
  '/about',
  '/complex-scene',
  '/marketing-automation',
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response!;
}

/** Scrolls a snap track to its n-th child, as a swipe would, and waits for the scroll to settle. */
/** Whether the page behind the menu is inert. The browser shows or hides a <details> at once and
 *  tells the page in a later task (toggle), so React's state follows the menu a moment later. */
const mainInert = (page: Page) => () => page.evaluate(() => document.getElementById('main')!.inert);

async function swipeTo(page: Page, track: string, n: number) {
  await page.locator(track).evaluate((el, i) => {
    const slides = el.children as HTMLCollectionOf<HTMLElement>;
    el.scrollTo({ left: slides[i]!.offsetLeft - slides[0]!.offsetLeft, behavior: 'instant' });
  }, n);
}

for (const path of PAGES) {
  test(`${path} fits a 390 px phone and hydrates without errors`, async ({ page, problems }) => {
    const response = await open(page, path);
    expect(response.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    // Mobile emulation widens the layout viewport to fit wide content, so pin it to the device.
    expect(widths.inner).toBe(390);
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await expect(page.locator('h1')).toHaveCount(1);
    // Body copy stays readable without zoom.
    const smallest = await page.evaluate(() =>
      Math.min(
        ...Array.from(document.querySelectorAll<HTMLElement>('main p, main li'))
          .filter(
            (el) => el.offsetParent && el.textContent!.trim().length > 40 && !el.closest('.m-row__meta, .m-footer'),
          )
          .map((el) => parseFloat(getComputedStyle(el).fontSize)),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(15);
    expect(problems.messages).toEqual([]);
  });
}

test('the menu opens over the page, keeps one section open at a time and closes on Escape', async ({
  page,
  problems,
}) => {
  await open(page, '/news');
  // The menu and its sections are <details> (they work without JavaScript: navigation-no-js);
  // hydrated, the page behind is inert and the focus stays in the menu.
  const menu = page.locator('.m-header__menu');
  const button = page.locator('.m-header__menu-button');
  const section = (id: string) => page.locator(`[data-section="${id}"]`);
  const products = section('products').locator('> .m-menu__toggle');
  const solutions = section('solutions').locator('> .m-menu__toggle');
  await expect(page.locator('.m-menu')).toBeHidden();
  await expect(button).toHaveAttribute('aria-label', '打开菜单');
  await button.tap();
  await expect(page.locator('.m-menu')).toBeVisible();
  await expect(menu).toHaveJSProperty('open', true);
  await expect(button).toHaveAttribute('aria-label', '关闭菜单');
  // Nothing behind the menu scrolls or takes focus.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expect.poll(mainInert(page)).toBe(true);

  await products.tap();
  await expect(section('products')).toHaveJSProperty('open', true);
  await expect(section('products').locator('.m-menu__panel a[href="/product_apaas"]')).toBeVisible();
  await solutions.tap();
  await expect(section('solutions')).toHaveJSProperty('open', true);
  await expect(section('products')).toHaveJSProperty('open', false);
  await expect(section('products').locator('.m-menu__panel')).toBeHidden();
  await expect(section('solutions').locator('.m-menu__panel a[href="/solution_automobile"]')).toBeVisible();
  await section('about').locator('> .m-menu__toggle').tap();
  await expect(section('solutions')).toHaveJSProperty('open', false);
  await expect(section('about')).toHaveJSProperty('open', true);
  // Tapping the open section's title closes it.
  await section('about').locator('> .m-menu__toggle').tap();
  await expect(section('about')).toHaveJSProperty('open', false);

  await page.keyboard.press('Escape');
  await expect(page.locator('.m-menu')).toBeHidden();
  await expect(menu).toHaveJSProperty('open', false);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-label', '打开菜单');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect.poll(mainInert(page)).toBe(false);

  // The dimmed page below the menu closes it too, and so does the toggle.
  await button.tap();
  await expect(page.locator('.m-menu')).toBeVisible();
  await page.touchscreen.tap(195, 830);
  await expect(page.locator('.m-menu')).toBeHidden();
  await button.tap();
  await expect(page.locator('.m-menu')).toBeVisible();
  await button.tap();
  await expect(page.locator('.m-menu')).toBeHidden();
  await expect.poll(mainInert(page)).toBe(false);

  // Keyboard: focus moves into the menu and Tab cycles within it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.m-menu a[href="/"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(products).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.m-menu__hotline a')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();

  // Tapping a link closes the menu (the navigation itself is held back here).
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { capture: true }));
  await page.locator('.m-menu a[href="/cases"]').tap();
  await expect(page.locator('.m-menu')).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('a menu opened before the page hydrated stays open, with its section, and works on once hydrated', async ({
  page,
  problems,
}) => {
  // Hold the phone bundle back: the visitor opens the menu and a section on the server's HTML.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/mobile-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // (A module script holds DOMContentLoaded back: wait for the markup, not the event.)
  await page.goto('/news', { waitUntil: 'commit' });
  await page.locator('.m-header__menu-button').tap();
  await page.locator('[data-section="solutions"] > .m-menu__toggle').tap();
  await expect(page.locator('[data-section="solutions"] a[href="/solution_automobile"]')).toBeVisible();
  release();
  await waitForHydration(page);
  // React took over what the visitor opened: the page behind is inert, Escape closes the menu.
  await expect.poll(mainInert(page)).toBe(true);
  await expect(page.locator('[data-section="solutions"]')).toHaveJSProperty('open', true);
  await expect(page.locator('.m-header__menu-button')).toHaveAttribute('aria-label', '关闭菜单');
  await page.locator('[data-section="products"] > .m-menu__toggle').tap();
  await expect(page.locator('[data-section="solutions"]')).toHaveJSProperty('open', false);
  await page.keyboard.press('Escape');
  await expect(page.locator('.m-menu')).toBeHidden();
  await expect.poll(mainInert(page)).toBe(false);
  expect(problems.messages).toEqual([]);
});

test('bottom bar: phone consult dials the hotline, solution consult opens WeCom, try now the form', async ({
  page,
  request,
  problems,
}) => {
  const config = (await (await request.get('/ds_projects/jiayi/config/index.json')).json()) as {
    hotline: string;
    wecomServiceUrl: string;
  };
  await open(page, '/');
  const bar = page.locator('.m-bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.locator('a')).toHaveText(['电话咨询', '方案咨询', '立即试用']);
  await expect(bar.locator('[data-action="phone"]')).toHaveAttribute(
    'href',
    `tel:${config.hotline.replace(/\D/g, '')}`,
  );
  await expect(bar.locator('[data-action="contact"]')).toHaveAttribute('href', config.wecomServiceUrl);
  await expect(bar.locator('[data-action="try"]')).toHaveAttribute('href', '/form');
  for (const box of await bar.locator('a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  expect(problems.messages).toEqual([]);
});

test('news: the fourth item is large and load more adds 10 at a time without a reload', async ({
  page,
  request,
  problems,
}) => {
  await open(page, '/news');
  const items = page.locator('.m-news__list > li');
  await expect(items).toHaveCount(10);
  await expect(items.nth(3)).toHaveClass(/m-row--large/);
  await expect(page.locator('.m-news__list > .m-row--large')).toHaveCount(1);
  const coverWidths = await items
    .locator('img')
    .evaluateAll((imgs) => imgs.slice(0, 5).map((i) => i.getBoundingClientRect().width));
  expect(coverWidths[3]).toBeGreaterThan(coverWidths[2]! * 2);

  const more = page.locator('.m-news__more-link');
  await expect(more).toHaveAttribute('href', '/news?page=2');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await more.tap();
  await expect(items).toHaveCount(20);
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(more).toHaveAttribute('href', '/news?page=3');
  await more.tap();
  await expect(items).toHaveCount(30);
  await more.tap();
  await expect(items).toHaveCount(40);
  // All 40 seeded items are shown: the control is gone, and the page was never reloaded.
  await expect(more).toHaveCount(0);
  await expect(page.locator('.m-news__status')).toHaveText('已显示全部 40 条');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const ids = await items.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(ids).size).toBe(40);

  // Without JavaScript the link itself shows the next items.
  const html = await (
    await request.get('/news?page=2', { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } })
  ).text();
  expect(html.match(/class="m-row[ "]/g)?.length).toBe(20);
  expect(problems.messages).toEqual([]);
});

test('article: reading count is 1000–5000 and the one the server rendered; subscribe opens the WeCom sheet', async ({
  page,
  problems,
}) => {
  const response = await open(page, '/news/1040');
  const served = /class="m-article__reads-n">(\d+)</.exec(await response.text());
  expect(served).not.toBeNull();
  const shown = Number(await page.locator('.m-article__reads-n').textContent());
  expect(shown).toBeGreaterThanOrEqual(1000);
  expect(shown).toBeLessThanOrEqual(5000);
  expect(shown).toBe(Number(served![1]));

  const sheet = page.locator('dialog.m-sheet');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: '订阅' }).tap();
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('img')).toHaveAttribute('src', '/media/qr/service.svg');
  await expect(sheet.getByRole('link', { name: '在企业微信中打开' })).toHaveAttribute(
    'href',
    /^https:\/\/work\.weixin\.qq\.com\//,
  );
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: '订阅' }).tap();
  await sheet.getByRole('button', { name: '关闭' }).tap();
  await expect(sheet).toBeHidden();

  await expect(page.locator('#hot-picks-title')).toHaveText('热门推荐');
  expect(await page.locator('.m-hot__item').count()).toBeGreaterThan(2);
  await expect(page.locator('#you-may-like .m-row').first()).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('home: a 397 px banner of 6 slides that swipes, tabs that swipe, and no contact form', async ({
  page,
  problems,
}) => {
  await open(page, '/');
  const banner = page.locator('.m-banner');
  const box = await banner.boundingBox();
  expect(box!.height).toBe(397);
  await expect(banner.locator('.m-carousel__slide')).toHaveCount(6);
  await expect(banner.locator('.m-carousel__dot')).toHaveCount(6);
  // A touch stops the autoplay, then a swipe shows the next slide.
  await banner.locator('.m-carousel__track').dispatchEvent('pointerdown');
  await swipeTo(page, '.m-banner .m-carousel__track', 1);
  await expect(banner.locator('.m-carousel')).toHaveAttribute('data-index', '1');
  await expect(banner.locator('.m-carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true');
  await banner.locator('.m-carousel__dot').nth(4).tap();
  await expect(banner.locator('.m-carousel')).toHaveAttribute('data-index', '4');

  await expect(page.locator('.m-figures__item')).toHaveCount(5);
  await expect(page.locator('.m-matrix__item')).toHaveCount(5);

  const stories = page.locator('.m-stories');
  await expect(stories.getByRole('tab')).toHaveCount(6);
  await stories.getByRole('tab').nth(2).tap();
  await expect(stories.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(stories).toHaveAttribute('data-index', '2');

  const industries = page.locator('.m-industries');
  await expect(industries.getByRole('tab')).toHaveCount(6);
  await swipeTo(page, '.m-industries .m-tabs__track', 3);
  await expect(industries.getByRole('tab').nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(industries.getByRole('tab').nth(0)).toHaveAttribute('aria-selected', 'false');

  await expect(page.locator('#news .m-headline')).toHaveCount(1);
  await expect(page.locator('#news .m-news-lines li')).toHaveCount(7);
  await expect(page.locator('main form')).toHaveCount(0);
  expect(problems.messages).toEqual([]);
});

test('partner: the gold carousel shows one partner at a time, with arrows and no dots', async ({ page, problems }) => {
  await open(page, '/cooperative');
  const gold = page.locator('#gold-partners .m-carousel');
  await expect(gold.locator('.m-carousel__slide')).toHaveCount(5);
  await expect(gold.locator('.m-carousel__dot')).toHaveCount(0);
  const [trackWidth, slideWidth] = await gold.evaluate((el) => [
    el.querySelector('.m-carousel__track')!.clientWidth,
    el.querySelector('.m-carousel__slide')!.getBoundingClientRect().width,
  ]);
  expect(slideWidth).toBe(trackWidth);
  const counter = gold.locator('.m-carousel__counter');
  await expect(counter).toHaveText('1 / 5');
  await expect(gold.getByRole('button', { name: '上一个' })).toBeDisabled();
  await gold.getByRole('button', { name: '下一个' }).tap();
  await expect(counter).toHaveText('2 / 5');
  await swipeTo(page, '#gold-partners .m-carousel__track', 4);
  await expect(counter).toHaveText('5 / 5');
  await expect(gold.getByRole('button', { name: '下一个' })).toBeDisabled();
  // The same five partners as the desktop page, in the same order.
  await expect(gold.locator('.m-carousel__slide.is-current .m-partner-card__name')).toHaveText(
    GOLD_PARTNERS.at(-1)!.name,
  );
  await expect(page.locator('#core-products .m-products__item')).toHaveCount(3);
  await expect(page.locator('#supports .m-icon-list__item')).toHaveCount(6);
  expect(problems.messages).toEqual([]);
});

test('solution and product pages: the case carousel swipes and the scenario accordion keeps one open', async ({
  page,
  problems,
}) => {
  await open(page, '/solution_automobile');
  const cases = page.locator('#cases .m-carousel');
  await expect(cases.locator('.m-carousel__slide')).toHaveCount(3);
  await swipeTo(page, '#cases .m-carousel__track', 2);
  await expect(cases).toHaveAttribute('data-index', '2');
  await expect(cases.locator('.m-carousel__dot').nth(2)).toHaveAttribute('aria-current', 'true');

  // The accordion's items are <details> of one name: the browser keeps one open, scripts or not.
  await open(page, '/product_apaas');
  const items = page.locator('#scenes .m-accordion__item');
  await expect(items.first()).toHaveJSProperty('open', true);
  await items.nth(2).locator('> .m-accordion__toggle').tap();
  await expect(items.nth(2)).toHaveJSProperty('open', true);
  await expect(items.first()).toHaveJSProperty('open', false);
  await expect(page.locator('#scenes .m-accordion__panel:visible')).toHaveCount(1);
  await expect(items.nth(2).locator('.m-accordion__panel')).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('product, solution, partner and complex-scene pages end with the consultation form after the connect block', async ({
  page,
  problems,
}) => {
  for (const path of ['/product_apaas', '/solution_automobile', '/cooperative', '/complex-scene']) {
    await open(page, path);
    const form = page.locator('main .m-connect + [data-island="consult"] > #consult form');
    await expect(form, path).toHaveCount(1);
    await expect(
      form.locator('[name="client_name"], [name="corp_name"], [name="phone"], [name="corp_email"], [name="demand"]'),
    ).toHaveCount(5);
    // The connect block above already carries the form's usual title.
    await expect(page.locator('#consult h2')).not.toHaveText(await page.locator('.m-connect h2').innerText());
    for (const height of await page
      .locator('#consult')
      .locator('input:not([tabindex="-1"]):not([type="hidden"]), textarea, button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
  }
  expect(problems.messages).toEqual([]);
});

test('about: 16 honours swipe, and the wall unfolds to all 114 benchmark customers', async ({ page, problems }) => {
  await open(page, '/about');
  const honours = page.locator('#honours .m-carousel');
  await expect(honours.locator('img')).toHaveCount(16);
  // Two honours a view: the fifth and sixth are the third of 8 views.
  await swipeTo(page, '#honours .m-carousel__track', 4);
  await expect(honours.locator('.m-carousel__counter')).toHaveText('3 / 8');
  const logos = page.locator('#benchmark-customers .m-logos__item');
  await expect(logos).toHaveCount(114);
  expect(await logos.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).length)).toBe(12);
  // The wall's button is an island further down: a tap before it is hydrated is replayed after.
  await page.getByRole('button', { name: '查看全部 114 家客户' }).tap();
  await expect
    .poll(() => logos.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).length))
    .toBe(114);
  await expect(page.locator('.m-timeline__year')).toHaveText([
    '2014',
    '2015',
    '2016',
    '2017',
    '2018',
    '2019',
    '2020',
    '2021',
    '2022',
    '2023',
  ]);
  expect(problems.messages).toEqual([]);
});

test('cases and complex scene: cards link to details and the pager pages with ?page=N', async ({ page, problems }) => {
  await open(page, '/cases');
  await expect(page.locator('#case-list .m-card')).toHaveCount(9);
  await page.locator('.pager').getByRole('link', { name: '第 2 页' }).tap();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/cases\?page=2$/);
  await expect(page.locator('#case-list .m-card')).toHaveCount(9);

  await open(page, '/complex-scene');
  await expect(page.getByRole('link', { name: '立即使用' })).toHaveAttribute('href', '/form');
  await expect(page.locator('#scene-list .m-card')).toHaveCount(9);
  expect(problems.messages).toEqual([]);
});
