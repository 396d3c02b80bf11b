// Phone rows of issue 26: the article and case breadcrumbs end with the page, as on the desktop, and the
// honours carousel counts the views the visitor swipes through (16 honours two at a time are
// 8 views on a phone, 4 four at a time on a tablet), its arrows moving a view at a time.
import type { Locator } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The carousel's track rests where a view starts (or at its end): no smooth scroll under way. */
const settled = (carousel: Locator) =>
  carousel.locator('.m-carousel__track').evaluate(async (track) => {
    const at = track.scrollLeft;
    // A smooth scroll under way moves the track every frame: three frames without a move is rest.
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    const slides = [...track.children] as HTMLElement[];
    const first = slides[0]!.offsetLeft;
    const max = track.scrollWidth - track.clientWidth;
    const rests = track.scrollLeft === at;
    return rests && (at >= max - 2 || slides.some((s) => Math.abs(s.offsetLeft - first - at) <= 2));
  });

test('the article breadcrumb ends with the article title', async ({ page, problems }) => {
  await page.goto('/news/1040');
  const crumbs = page.locator('nav.m-crumbs');
  await expect(crumbs.locator('a')).toHaveText(['首页', '新闻动态']);
  const current = crumbs.locator('[aria-current="page"]');
  const title = '得帆数字员工平台正式发布：让智能体在权限与流程之内安全工作';
  await expect(current).toHaveText(title);
  // The trail reads home / news / the article, the article last.
  await expect(crumbs).toHaveText(`首页/新闻动态/${title}`);
  expect(problems.messages).toEqual([]);
});

test('the case breadcrumb ends with the case title', async ({ page, problems }) => {
  await page.goto('/cases/2001');
  const crumbs = page.locator('nav.m-crumbs');
  await expect(crumbs.locator('a')).toHaveText(['首页', '客户案例']);
  const title = '瑞程精密机械集团：用低代码三个月上线 40 个业务应用';
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
  await expect(crumbs).toHaveText(`首页/客户案例/${title}`);
  expect(problems.messages).toEqual([]);
});

test('the honours counter counts the views a swipe shows, and the arrows move a view', async ({ page, problems }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const honours = page.locator('#honours .m-carousel');
  const counter = honours.locator('.m-carousel__counter');
  const next = honours.getByRole('button', { name: '下一个' });
  const prev = honours.getByRole('button', { name: '上一个' });
  await honours.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText('1 / 8');
  await expect(prev).toBeDisabled();
  await next.click();
  await expect(counter).toHaveText('2 / 8');
  // The view shows the third and fourth honours.
  await expect(honours).toHaveAttribute('data-index', '2');
  await prev.click();
  await expect(counter).toHaveText('1 / 8');
  for (let i = 2; i <= 8; i++) {
    // A press once the track has come to rest on its view (presses while it glides: the hook's
    // own unit of behaviour, not what this row is about).
    await expect.poll(() => settled(honours)).toBe(true);
    await next.click();
    await expect(counter).toHaveText(`${i} / 8`);
  }
  await expect(next).toBeDisabled();
  expect(problems.messages).toEqual([]);
});

test('a tablet shows four honours a view: four views', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/about');
  await waitForHydration(page);
  const honours = page.locator('#honours .m-carousel');
  await honours.scrollIntoViewIfNeeded();
  await expect(honours.locator('.m-carousel__counter')).toHaveText('1 / 4');
  // Back to a phone's width: two a view again.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(honours.locator('.m-carousel__counter')).toHaveText('1 / 8');
});
