// The trial application page on both devices: the form beside the Gartner claim, the 20 customer
// logos, hotline, working hours and QR code (on phones, which cannot scan their own screen, with a
// link to the chat beside it); one column without horizontal overflow on phones.
// The application market, also shared by both apps, must fit a phone too.
import { expect, test, waitForHydration } from './fixtures.ts';

test.describe('trial application', () => {
  test('/form shows the form, the Gartner claim, 20 logos, the hotline, the hours and the QR code', async ({
    page,
    problems,
  }) => {
    await page.goto('/form');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('申请免费试用');
    await expect(page.locator('.trial-page form')).toBeVisible();
    await expect(page.locator('.trial-claim__title')).toHaveText('入选 Gartner 低代码相关研究报告');
    await expect(page.locator('.trial-logos img')).toHaveCount(20);
    await expect(page.locator('.trial-contact__phone')).toHaveText('400-821-9696');
    await expect(page.locator('.trial-contact__phone')).toHaveAttribute('href', 'tel:4008219696');
    await expect(page.locator('.trial-contact__hours')).toHaveText('工作日 09:00-18:30');
    const qr = page.locator('.trial-contact__qr img');
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveAttribute('src', '/media/qr/service.svg');
    await expect.poll(() => qr.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.trial-contact__qr figcaption')).toHaveText('扫码添加客服企业微信');
    expect(problems.messages).toEqual([]);
  });

  test('an empty submission shows the trial form messages', async ({ page, problems }) => {
    await page.goto('/form');
    await waitForHydration(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    for (const message of ['请输入您的姓名', '请输入企业名称', '请输入您的联系方式', '请输入您的需求']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(problems.messages).toEqual([]);
  });

  test('the form sits left of the contact column on desktop and above it on phones', async ({ page }, info) => {
    await page.goto('/form');
    const form = await page.locator('.trial-page__main').boundingBox();
    const aside = await page.locator('.trial-page__aside').boundingBox();
    if (info.project.name === 'phone') {
      expect(aside!.y).toBeGreaterThan(form!.y + form!.height - 1);
      // The layout viewport must stay the device's (mobile emulation widens it to fit wide content).
      expect(
        await page.evaluate(
          (w) => window.innerWidth === w && document.documentElement.scrollWidth <= w,
          page.viewportSize()!.width,
        ),
      ).toBe(true);
    } else {
      expect(aside!.x).toBeGreaterThan(form!.x + form!.width - 1);
      // Header fixed, login hidden.
      await expect(page.locator('.site-header')).toHaveCSS('position', 'fixed');
      await expect(page.locator('header').getByRole('link', { name: '登录' })).toHaveCount(0);
    }
  });

  test('phones get a tap-to-open customer-service chat beside the QR code; desktops scan it', async ({
    page,
    request,
  }, info) => {
    const config = (await (await request.get('/ds_projects/jiayi/config/index.json')).json()) as {
      wecomServiceUrl: string;
    };
    for (const [path, text] of [
      ['/form', '点击联系客服'],
      ['/en/form', 'Chat with us'],
    ] as const) {
      await page.goto(path);
      const chat = page.locator('.trial-contact__qr a');
      await expect(chat).toHaveAttribute('href', config.wecomServiceUrl);
      if (info.project.name === 'phone') {
        await expect(chat).toHaveText(text);
        await expect(chat).toBeVisible();
        const box = (await chat.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      } else {
        await expect(chat).toBeHidden();
      }
    }
  });

  test('the e-mail placeholder, QQ and 163 not supported, fits its input', async ({ page }) => {
    for (const [path, words] of [
      ['/form', /QQ、163/],
      ['/en/form', /QQ, 163/],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const email = page.locator('.lead-form [name="corp_email"]');
      await expect(email).toHaveAttribute('placeholder', words);
      const fit = await email.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text, path).toBeLessThanOrEqual(fit.room);
    }
  });

  test('/en/form is in English with the same contact column', async ({ page, problems }) => {
    await page.goto('/en/form');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Request a free trial');
    await expect(page.locator('.trial-claim__title')).toHaveText('Included in Gartner low-code research');
    await expect(page.locator('.trial-logos img')).toHaveCount(20);
    await expect(page.locator('.trial-contact__hours')).toHaveText('Weekdays 09:00-18:30 (UTC+8)');
    await expect(page.locator('.trial-contact__qr img')).toHaveAttribute('src', '/media/qr/service.svg');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('application market on any device', () => {
  test('nine app tiles, a pager and nothing wider than the screen', async ({ page, problems }) => {
    await page.goto('/application');
    await waitForHydration(page);
    await expect(page.locator('.app-market__grid .app-tile')).toHaveCount(9);
    await expect(page.locator('.pager a.pager__page').filter({ hasText: /^2$/ })).toHaveAttribute(
      'href',
      '/application?page=2',
    );
    // The layout viewport must stay the device's (mobile emulation widens it to fit wide content).
    expect(
      await page.evaluate(
        (w) => window.innerWidth === w && document.documentElement.scrollWidth <= w,
        page.viewportSize()!.width,
      ),
    ).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});
