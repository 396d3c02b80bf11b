// The template-driven pages on the desktop: the solution template's card-size rules on real pages,
// the configurable template's grid, tabs and carousel, the English buttons, and the 404 of a
// template page without a config.
import { expect, test, waitForHydration } from './fixtures.ts';

// Seeded solution pages and their item counts (content/pages/solutions/).
const SOLUTION_GRIDS = [
  { path: '/solution_elevator', items: 2, size: 'large', width: 520 },
  { path: '/solution_finance', items: 3, size: 'small', width: 300 },
  { path: '/solution_medicine', items: 4, size: 'large', width: 520 },
  { path: '/solution_equipment', items: 5, size: 'mini', width: 312 },
  { path: '/solution_automobile', items: 6, size: 'large', width: 520 },
] as const;

test.describe('solution template', () => {
  for (const { path, items, size, width } of SOLUTION_GRIDS) {
    test(`${path}: ${items} items give ${size} cards of ${width}px`, async ({ page, problems }) => {
      await page.goto(path);
      await waitForHydration(page);
      const grid = page.locator('.sol-grid');
      await expect(grid).toHaveClass(new RegExp(`sol-grid--${size}\\b`));
      const cards = grid.locator(`.sol-card--${size}`);
      await expect(cards).toHaveCount(items);
      const box = await cards.first().boundingBox();
      expect(box?.width).toBe(width);
      expect(problems.messages).toEqual([]);
    });
  }

  test('customer value: big cards for an even count, plain for an odd one', async ({ page }) => {
    await page.goto('/solution_lab'); // 2 values
    await expect(page.locator('.sol-values--big .sol-value--big')).toHaveCount(2);
    await page.goto('/solution_medicine'); // 3 values
    await expect(page.locator('.sol-values--plain .sol-value--plain')).toHaveCount(3);
    await page.goto('/solution_finance'); // 5 values
    await expect(page.locator('.sol-values--plain .sol-value--plain')).toHaveCount(5);
    await page.goto('/solution_property'); // 6 values
    await expect(page.locator('.sol-values--big .sol-value--big')).toHaveCount(6);
  });

  test('shows every section of the automobile page, the summary and practice links included', async ({
    page,
    problems,
  }) => {
    await page.goto('/solution_automobile');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('汽车行业研产供销服一体化协同');
    await expect(page.locator('.tpl-hero__accent')).toHaveText('研产供销服');
    await expect(page.locator('.tpl-hero__button')).toHaveText('立即使用');
    await expect(page.locator('.tpl-summary')).toContainText('汽车产业链长');
    await expect(page.locator('.tpl-picture img')).toHaveAttribute('src', '/media/art/pic-automobile-architecture.svg');
    await expect(page.locator('.sol-list__item')).toHaveCount(4);
    await expect(page.locator('.featured-case__points li')).toHaveCount(4);
    await expect(page.locator('.featured-case__logos img')).toHaveCount(5);
    await expect(page.locator('.featured-case__button')).toHaveText('了解更多案例');
    await expect(page.locator('.case-block__item')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: '获取您的专属数字化方案' })).toBeVisible();
    await expect(page.locator('.practice-links li')).toHaveCount(3);
    expect(problems.messages).toEqual([]);
  });

  test('a page without an overview shows no summary section', async ({ page }) => {
    await page.goto('/solution_medicine');
    await expect(page.locator('.sol-grid')).toBeVisible();
    await expect(page.locator('.tpl-summary')).toHaveCount(0);
  });

  test('the English page reads Try for free, Get the complete solution, Explore more', async ({ page, problems }) => {
    await page.goto('/en/solution_medicine');
    await waitForHydration(page);
    await expect(page.locator('.tpl-hero__button')).toHaveText(/^Try for free$/);
    await expect(page.locator('.section-block__action .btn')).toHaveText(/^Get the complete solution$/);
    await expect(page.locator('.featured-case__button')).toHaveText(/^Explore more$/);
    await expect(page.locator('.case-block__action .btn')).toHaveText(/^Explore more$/);
    await expect(page.getByRole('heading', { name: 'Get your tailored digital solution' })).toBeVisible();
    // No Chinese words on the English template's own sections.
    const text = await page
      .locator('main')
      .evaluate((m) => [...m.querySelectorAll('h1, h2, h3, .btn, p')].map((e) => e.textContent).join(' '));
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(problems.messages).toEqual([]);
  });

  test('a product or solution page without a config is a 404 页面不存在', async ({ page }) => {
    const response = await page.goto('/product_nothing');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('页面不存在')).toBeVisible();
    const solution = await page.goto('/solution_nothing');
    expect(solution?.status()).toBe(404);
  });
});

test.describe('configurable template', () => {
  const CONFIG_GRIDS = [
    { path: '/product_mdm', items: 3, size: 'big', box: [325, 300] },
    { path: '/product_ipaas', items: 4, size: 'small', box: [222, 240] },
    { path: '/product_dehoop', items: 5, size: 'small', box: [222, 240] },
    { path: '/product_apaas', items: 6, size: 'big', box: [325, 300] },
  ] as const;

  for (const { path, items, size, box } of CONFIG_GRIDS) {
    test(`${path}: ${items} items give ${size} cards`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator(`.cfg-grid--${size} .cfg-card--${size}`);
      await expect(cards).toHaveCount(items);
      const b = await cards.first().boundingBox();
      expect(b?.width).toBe(box[0]);
      expect(b?.height).toBeGreaterThanOrEqual(box[1]);
    });
  }

  test('vertical tabs follow the arrow keys and show the selected tab', async ({ page, problems }) => {
    await page.goto('/product_apaas');
    await waitForHydration(page);
    const tablist = page.getByRole('tablist');
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page.getByRole('tabpanel').locator('h3')).toHaveText('信创替代');
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    expect(problems.messages).toEqual([]);
  });

  test('the case carousel, contact block, form and contact dock follow the sections', async ({ page, problems }) => {
    await page.goto('/product_apaas');
    await waitForHydration(page);
    const carousel = page.locator('.case-carousel');
    await expect(carousel.locator('.carousel__slide')).toHaveCount(4);
    const first = await carousel.locator('.is-active .case-slide__title').textContent();
    await carousel.getByRole('button', { name: '下一个' }).click();
    await expect(carousel.locator('.is-active .case-slide__title')).not.toHaveText(first ?? '');
    await expect(page.locator('.contact-block')).toContainText('400-821-9696');
    await expect(page.getByRole('heading', { name: '获取您的专属数字化方案' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '联系我们' })).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test('the English product page and the marketing-automation page use the same template', async ({
    page,
    problems,
  }) => {
    await page.goto('/en/product_apaas');
    await expect(page.locator('h1')).toHaveText('Defan aPaaS Low-Code Platform');
    await expect(page.locator('.cfg-card--big')).toHaveCount(6);
    await page.goto('/marketing-automation');
    // The general host's heading wording, 私域流量 (spec §1), the prefix in the accent colour.
    await expect(page.locator('h1')).toHaveText('私域流量解决方案');
    await expect(page.locator('h1 .tpl-hero__accent')).toHaveText('私域流量');
    await expect(page.locator('.cfg-card--small')).toHaveCount(4);
    await expect(page.getByRole('tab')).toHaveCount(5);
    expect(problems.messages).toEqual([]);
  });
});
