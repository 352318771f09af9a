/**
 * The operators' side in Chromium against the production build: the admin logs in, approves a pending Vodafone
 * Cash request and the student's open chat turns Premium without a reload; reject; a non-admin gets Access Denied
 * and 401/403 from the API; page views show up in the Analytics tab; the analysis job fills /analytics.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { withDatabase } from './database';
import { expect, test, type Page } from './fixtures';

const ADMIN_PASSWORD = 'e2e-admin-password';
const ADMIN_EMAIL = 'operator@example.com';
const PASSWORD = 'student-password-1';

function origin(): string {
  return String(test.info().project.use.baseURL);
}

async function register(page: Page, name: string, email = `student-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  const response = await page.request.post('/api/auth/register', { data: { name, email, password: PASSWORD, confirmPassword: PASSWORD }, headers: { Origin: origin() } });
  expect(response.ok()).toBe(true);
  return email;
}

async function walletRequest(page: Page, userName: string): Promise<string> {
  const screenshot = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#e60000' } }).png().toBuffer();
  const response = await page.request.post('/api/payments/vodafone-manual', {
    headers: { Origin: origin() },
    multipart: {
      userName,
      userPhone: '01012345678',
      senderPhone: '01112345678',
      amount: '99',
      plan: 'premium_monthly',
      notes: '',
      screenshot: { name: 'receipt.png', mimeType: 'image/png', buffer: screenshot },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { requestId: string }).requestId;
}

async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin-panel');
  await page.getByLabel('كلمة مرور المشرف').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page.getByRole('tab', { name: 'إدارة المدفوعات' })).toBeVisible();
}

test('the admin approves a pending Vodafone Cash request and the student’s open chat turns Premium without a reload', async ({ browser }) => {
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/');
  const name = `طالب ${randomUUID().slice(0, 4)}`;
  await register(student, name);
  await walletRequest(student, name);
  await student.goto('/chat');
  await expect(student.getByText('الخطة المجانية')).toBeVisible();
  await student.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogin(admin);
  const card = admin.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'عرض' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'موافقة' }).click();
  await expect(admin.getByText('تم تفعيل اشتراك بريميوم!')).toBeVisible();
  await expect(card.getByText('تم تفعيل اشتراك بريميوم لهذا المستخدم')).toBeVisible();

  await expect(student.getByText('مشترك بريميوم')).toBeVisible({ timeout: 15_000 });
  expect(await student.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await studentContext.close();
  await adminContext.close();
});

test('the admin rejects a request: it is marked rejected and nothing is activated', async ({ browser }) => {
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/');
  const name = `ريم ${randomUUID().slice(0, 4)}`;
  await register(student, name);
  await walletRequest(student, name);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogin(admin);
  const card = admin.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'رفض' }).click();
  await expect(admin.getByText('تم رفض الدفع')).toBeVisible();
  await expect(card.getByText('مرفوض', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'رفض' })).toHaveCount(0);
  const status = await (await student.request.get('/api/subscription/status')).json();
  expect(status.isPremium).toBe(false);
  await studentContext.close();
  await adminContext.close();
});

test('a student is refused: Access Denied on /admin-dashboard, the password card on /admin-panel, 401/403 from the API', async ({ page }) => {
  await page.goto('/');
  await register(page, 'طالب فضولي');
  await page.goto('/admin-dashboard');
  await expect(page.getByText('ليس لديك صلاحية للوصول إلى هذه الصفحة.')).toBeVisible();
  await page.goto('/admin-panel');
  await expect(page.getByLabel('كلمة مرور المشرف')).toBeVisible();
  for (const path of ['/api/admin/payment-requests', '/api/admin/messages?page=1&limit=50', '/api/admin/analytics/summary', '/api/admin/users']) {
    expect([401, 403]).toContain((await page.request.get(path)).status());
  }
  expect([401, 403]).toContain((await page.request.post('/api/admin/approve-payment/00000000-0000-4000-8000-000000000000', { headers: { Origin: origin() } })).status());
});

test('page views show up in the Analytics tab', async ({ browser }) => {
  // A phone's browser: headless Chromium's own user agent is filtered out as a bot, as it should be.
  const visitorContext = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const visitor = await visitorContext.newPage();
  for (const path of ['/study-packs', '/subscribe']) {
    const reported = visitor.waitForResponse((response) => response.url().endsWith('/api/analytics/page-view'));
    await visitor.goto(path);
    expect((await reported).ok()).toBe(true);
  }
  await visitorContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogin(admin);
  await admin.getByRole('tab', { name: 'التحليلات' }).click();
  await expect(admin.getByText('ملخصات المذاكرة').first()).toBeVisible();
  await expect(admin.getByText('الاشتراك').first()).toBeVisible();
  await adminContext.close();
});

test('the analysis job fills /analytics', async ({ page }) => {
  await page.goto('/');
  await register(page, 'المشرف', ADMIN_EMAIL);
  // The operator's account counts only once its address is verified (set here instead of following the mail).
  await withDatabase((db) => db('users').where({ email: ADMIN_EMAIL }).update({ email_verified: 1 }));
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'رسالتك' });
  await input.fill('حل المعادلة 2x + 3 = 7');
  await page.getByRole('button', { name: 'إرسال', exact: true }).waitFor();
  await input.press('Enter');
  await expect(page.getByText('المسألة كما فهمتها').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/analytics');
  await page.getByRole('button', { name: 'تحليل الرسائل الحالية' }).click();
  await expect(page.getByText('تحليل المحادثات مكتمل')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('إجمالي الرسائل')).toBeVisible();
  await expect(page.getByText('لا توجد بيانات تحليلية بعد')).toHaveCount(0);

  await page.goto('/admin-dashboard');
  await expect(page.getByText('حل المعادلة 2x + 3 = 7').first()).toBeVisible();
});
