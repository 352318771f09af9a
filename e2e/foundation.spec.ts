/**
 * First journeys: the landing page in Arabic RTL, language and theme switches that survive a reload with the
 * right first byte (no flash), the 404 page, payment result toasts, the header rules, and Try Without Account.
 */
import { expect, test } from './fixtures';

test('the landing page opens in Arabic, right to left, from the first byte', async ({ page, request }) => {
  const firstByte = await (await request.get('/')).text();
  expect(firstByte).toMatch(/<html lang="ar" dir="rtl"/);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إنشاء حساب' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'جرّب بدون حساب' }).first()).toBeVisible();
  await expect(page.getByText('مواد دراسية')).toBeVisible();
});

test('the language button switches to English LTR and back', async ({ page }) => {
  await page.goto('/');
  const toEnglish = page.getByRole('button', { name: /^EN/ });
  await expect(toEnglish).toHaveText('EN');
  await toEnglish.click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign Up' }).first()).toBeVisible();
  const toArabic = page.getByRole('button', { name: /^العربية/ });
  await expect(toArabic).toHaveText('العربية');
  await toArabic.click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إنشاء حساب' }).first()).toBeVisible();
});

test('the theme button toggles dark and light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'تفعيل الوضع الداكن' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/);
  expect(await background()).not.toBe(light);
  await page.getByRole('button', { name: 'تفعيل الوضع الفاتح' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark-theme/);
  expect(await background()).toBe(light);
});

test('a reload keeps English and dark, rendered so on the first byte (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: /^EN/ }).click();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark-theme/);

  const response = await page.reload();
  const firstByte = (await response?.text()) ?? '';
  expect(firstByte).toMatch(/<html lang="en" dir="ltr" class="dark-theme"/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveClass(/dark-theme/);
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')])).toEqual(['en', 'dark']);
});

test('the system theme follows the OS before first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  // Record the <html> class at the first moment the body exists, before any app script has run.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { __firstBodyClass: string }).__firstBodyClass = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { __firstBodyClass: string }).__firstBodyClass)).toContain('dark-theme');
  await context.close();
});

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة للرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('payment=success shows the success toast, then clears the query string', async ({ page }) => {
  await page.goto('/?payment=success&plan=premium_yearly&amount=999');
  await expect(page.getByText('تم الدفع بنجاح')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('payment=error shows the Payment Error toast', async ({ page }) => {
  await page.goto('/?payment=error');
  await expect(page.getByText('خطأ في الدفع')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the header shows on the landing page and is hidden on the sign-in and card payment pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password', '/payment-iframe']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
  await page.goto('/subscribe');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('Try Without Account plays the four-step splash, then opens /chat', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'جرّب بدون حساب' }).first().click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByText('لحظات ونبدأ…')).toBeVisible();
  const early = Number(await progress.getAttribute('aria-valuenow'));
  await page.waitForTimeout(600);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(early);
  await page.waitForURL('**/chat', { timeout: 8_000 });
});
