/**
 * The money path in Chromium against the production build: a student pays by the sandbox card and the chat they
 * have open turns Premium without a reload; a declined card shows the §8 error; a Vodafone Cash request with a
 * real PNG lands as pending; expiry returns the student to free with the expiry banner.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { withDatabase } from './database';
import { expect, test, waitForHydration, type Page } from './fixtures';

const PASSWORD = 'pay-password-1';

async function signUp(page: Page, name = 'ياسمين خالد'): Promise<string> {
  const email = `pay-${randomUUID().slice(0, 8)}@example.com`;
  const origin = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
  const base = test.info().project.use.baseURL ?? origin;
  const response = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { Origin: base },
  });
  expect(response.ok()).toBe(true);
  return email;
}

test('a student pays by sandbox card: the open chat turns Premium without a reload', async ({ page, context }) => {
  await signUp(page);
  await page.goto('/chat');
  await expect(page.getByText('الخطة المجانية')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const payment = await context.newPage();
  await payment.goto('/subscribe');
  await waitForHydration(payment);
  const payOnline = payment.getByRole('button', { name: 'ادفع أونلاين' });
  await expect(payOnline).toBeDisabled();
  await payment.getByText('بطاقة بنكية', { exact: true }).click();
  await expect(payment.getByRole('radio', { name: /بطاقة بنكية/ })).toBeChecked();
  await expect(payOnline).toBeEnabled();
  await payOnline.click();
  await expect(payment).toHaveURL(/\/payment-iframe\?amount=99&plan=monthly$/);

  const frame = payment.frameLocator('iframe');
  await frame.getByRole('button', { name: /ادفع ٩٩ جنيه/ }).click();
  await expect(payment).toHaveURL(/\/payment-success/, { timeout: 15_000 });
  await expect(payment.getByRole('heading', { name: 'تم الدفع بنجاح!' })).toBeVisible();

  // The chat tab, never reloaded, follows the premium_activated broadcast: Premium plan, every personality open.
  await expect(page.getByText('مشترك بريميوم')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: /الحكواتي المرح/ })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a declined card shows the payment error, with retry and back', async ({ page }) => {
  await signUp(page);
  await page.goto('/payment-iframe?amount=999&plan=yearly');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'محاكاة فشل الدفع' }).click();
  await expect(page.getByText(/فشل الدفع: رُفضت البطاقة/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  await page.getByRole('button', { name: 'رجوع' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=yearly$/);
  const status = await (await page.request.get('/api/subscription/status')).json();
  expect(status.isPremium).toBe(false);
});

test('a visitor choosing a plan signs in first and comes back to the same plan', async ({ page }) => {
  await page.goto('/subscribe?plan=yearly');
  await page.getByRole('link', { name: /سجّل الدخول/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsubscribe%3Fplan%3Dyearly/);
});

test('a Vodafone Cash request with a real PNG lands as pending', async ({ page }) => {
  await signUp(page, 'محمود حسن');
  await page.goto('/vodafone-payment?plan=monthly');
  await expect(page.getByText('01001234567').first()).toBeVisible();
  await page.getByLabel('رقم هاتفك').fill('01012345678');
  await page.getByLabel('رقم الهاتف الذي حوّلت منه').fill('+20 115 123 4567');
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#e60000' } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'إرسال طلب الدفع' }).click();
  await expect(page.getByRole('heading', { name: 'تم استلام طلبك!' })).toBeVisible();

  await withDatabase(async (db) => {
    const row = await db('payment_requests').where({ user_name: 'محمود حسن' }).orderBy('created_at', 'desc').first('status', 'sender_phone', 'amount', 'plan', 'screenshot_file_id');
    expect(row).toMatchObject({ status: 'pending', sender_phone: '01151234567', amount: 99, plan: 'premium_monthly' });
    expect(row.screenshot_file_id).toBeTruthy();
  });

  await page.goto('/billing');
  await expect(page.getByText('فودافون كاش').first()).toBeVisible();
});

test('expiry returns the student to free, with the expiry banner', async ({ page }) => {
  const email = await signUp(page, 'نور الدين');
  await withDatabase((db) => db('users').where({ email }).update({ is_premium: 1, subscription_tier: 'premium_monthly', subscription_end_date: Date.now() - 60_000 }));
  await page.goto('/chat');
  await expect(page.getByRole('region', { name: 'انتهى اشتراكك في بريميوم' })).toBeVisible();
  await expect(page.getByText('الخطة المجانية')).toBeVisible();
});
