// A tap on the phone's consultation form before its code has arrived (issue 36). The form's code
// loads when the form nears the screen (client-mobile/components/consult-block.tsx); on a slow
// phone a visitor may fill the server's markup and tap 提交咨询 first. The browser then posts the
// plain form, and the lead arrives once, by POST: never a GET with the fields in the address.
import { expect, test, waitForHydration } from './fixtures.ts';
import { storedLeads, uniquePhone } from './lead-pages.ts';

test('a lead sent before the form’s code arrived is posted once, with nothing personal in any address', async ({
  page,
}) => {
  const addresses: string[] = [];
  const posts: string[] = [];
  page.on('request', (r) => {
    addresses.push(r.url());
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  // The form's code is held back for as long as the test runs.
  const held: (() => void)[] = [];
  await page.route(/\/mobile-consult-[\w-]+\.js$/, (route) => {
    held.push(() => void route.abort().catch(() => {}));
  });
  await page.goto('/product_mdm?bd_vid=heldFormClick');
  await waitForHydration(page);
  const form = page.locator('#consult form');
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length, { message: 'the form asked for its code' }).toBeGreaterThan(0);

  const phone = uniquePhone();
  const values = {
    client_name: '韩立',
    corp_name: '华岳生物医药',
    phone,
    demand: '表单代码未到时提交的咨询',
  };
  for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value);
  await form.getByRole('button', { name: '提交咨询' }).click();

  await page.waitForURL(/#lead-sent$/);
  expect(new URL(page.url()).pathname).toBe('/product_mdm');
  await expect(page.locator('#lead-sent')).toBeVisible();
  expect(posts).toEqual(['/product_mdm']);
  const stored = storedLeads(phone);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.bd_vid).toBe('heldFormClick');
  for (const address of addresses) {
    expect(address).not.toContain(phone);
    expect(decodeURIComponent(address)).not.toContain(values.client_name);
  }
  held.forEach((release) => release());
});
