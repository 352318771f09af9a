/**
 * Account journeys in Chromium against the production build: sign up → chat; login with and without remember-me
 * (cookie attributes); forgot → e-mail (a real SMTP capture the server sends to) → reset → login with the new
 * password; logout from the header and through the /api/auth/logout navigation; a second tab follows login and logout.
 */
import { expect, test, waitForHydration, type Page } from './fixtures';
import { partBody } from '../server/mail/mime-reader';
import { startSmtpCapture, type SmtpCapture } from '../server/mail/smtp-capture';
import { E2E_SMTP_PORT } from './ports';

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `student${Date.now()}${counter}@example.com`;
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/signup');
  await waitForHydration(page);
  await page.getByLabel('الاسم الكامل').fill('مريم أحمد');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByLabel('تأكيد كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL('**/chat');
}

async function logInThroughForm(page: Page, email: string, password: string, rememberMe: boolean): Promise<void> {
  await page.goto('/auth/login');
  await waitForHydration(page);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  const remember = page.getByRole('checkbox', { name: /تذكرني/ });
  await expect(remember).toBeChecked();
  if (!rememberMe) {
    await page.getByText('تذكرني لمدة 30 يومًا').click();
    await expect(remember).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.waitForURL('**/chat');
}

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name.endsWith('tutor_session'));
}

test('a new student signs up and lands on /chat, signed in', async ({ page }) => {
  await signUp(page, uniqueEmail(), 'kalima-sirr-1');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
});

test('sign-up shows the exact messages for a short name, a bad e-mail and a password mismatch', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('الاسم الكامل').fill('م');
  await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('123456');
  await page.getByLabel('تأكيد كلمة المرور').fill('654321');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('الاسم يجب أن يكون حرفين على الأقل')).toBeVisible();
  await expect(page.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
  await expect(page.getByText('كلمات المرور غير متطابقة')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('login with remember-me keeps a 30-day cookie; without it the cookie lasts the browser session', async ({ browser }) => {
  const email = uniqueEmail();
  const setup = await browser.newPage();
  await signUp(setup, email, 'kalima-sirr-2');
  await setup.close();

  const remembered = await browser.newContext();
  const page = await remembered.newPage();
  await logInThroughForm(page, email, 'kalima-sirr-2', true);
  const longCookie = await sessionCookie(page);
  const days = ((longCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30.01);
  await remembered.close();

  const forgetful = await browser.newContext();
  const other = await forgetful.newPage();
  await logInThroughForm(other, email, 'kalima-sirr-2', false);
  expect((await sessionCookie(other))?.expires).toBe(-1);
  await forgetful.close();
});

test('a wrong password shows the login error and stays on the page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('البريد الإلكتروني').fill(uniqueEmail());
  await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('خطأ في تسجيل الدخول')).toBeVisible();
  await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgot password → the e-mail → reset → login with the new password', async ({ page, browser }) => {
  const email = uniqueEmail();
  const setup = await browser.newPage();
  await signUp(setup, email, 'old-password-1');
  await setup.close();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'إرسال التعليمات' }).click();
  await expect(page.getByText('تحقق من بريدك الإلكتروني')).toBeVisible();

  const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes(email) && /reset-password/.test(message.raw));
  const text = partBody(mail.message, 'text/plain') ?? '';
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('كلمة المرور الجديدة').fill('new-password-2');
  await page.getByLabel('تأكيد كلمة المرور').fill('new-password-2');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور')).toBeVisible();

  await logInThroughForm(page, email, 'new-password-2', true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
});

test('logout from the header clears the session and goes home', async ({ page }) => {
  await signUp(page, uniqueEmail(), 'kalima-sirr-3');
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByText('تم تسجيل الخروج')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
  expect(await page.request.get('/api/auth/me').then((response) => response.status())).toBe(401);
});

test('the sidebar-style logout navigation to /api/auth/logout signs out and lands on /', async ({ page }) => {
  await signUp(page, uniqueEmail(), 'kalima-sirr-4');
  await page.goto('/api/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'جرّب بدون حساب' }).first()).toBeVisible();
  expect(await page.request.get('/api/auth/me').then((response) => response.status())).toBe(401);
});

test('a second tab follows login and logout', async ({ context }) => {
  const email = uniqueEmail();
  const first = await context.newPage();
  await signUp(first, email, 'kalima-sirr-5');
  await first.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(first).toHaveURL(/\/$/);

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();

  await logInThroughForm(first, email, 'kalima-sirr-5', true);
  await expect(second.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible({ timeout: 5_000 });

  await first.getByRole('banner').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(second.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible({ timeout: 5_000 });
});
