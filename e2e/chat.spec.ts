/**
 * Chat journeys in Chromium against the production build and the embedded offline tutor: a visitor tries the tutor
 * (streamed reply, formula typeset left-to-right inside Arabic), the sixth message of the day opens the limit
 * dialog, a reload keeps the conversation, a reply on its way stays in its own conversation when the student opens
 * another; a free student cannot choose a premium personality or subject.
 */
import { expect, test, type Page } from './fixtures';
import { FREE_DAILY_MESSAGES } from '../contract/constants';

let devices = 0;

/**
 * Every headless page here has the same coarse fingerprint, which the server rightly counts as one device; each
 * journey plays a different device (a different core count is part of the fingerprint).
 */
async function tryWithoutAccount(page: Page): Promise<void> {
  devices += 1;
  const cores = 1000 + devices * 7 + (Date.now() % 997);
  await page.addInitScript((value) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => value }), cores);
  await page.goto('/chat');
  await expect(page.getByRole('textbox', { name: 'رسالتك' })).toBeVisible();
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'رسالتك' });
  await input.fill(text);
  // Enter does nothing while the previous reply is still on its way (the button reads "جارٍ الإرسال…"): wait, as
  // a student would, until the send button is enabled.
  await expect(page.getByRole('button', { name: 'إرسال', exact: true })).toBeEnabled();
  await input.press('Enter');
}

const tutorReplies = (page: Page) => page.getByRole('log').getByRole('article', { name: 'المعلم' });

test('a visitor asks in Arabic: the reply streams in, with the formula typeset left-to-right inside the Arabic text', async ({ page }) => {
  await tryWithoutAccount(page);
  const streamed = page.waitForResponse(
    (response) => response.url().includes('/messages') && response.request().method() === 'POST' && (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
  await send(page, 'حل المعادلة س² − ٥س + ٦ = ٠');
  // The question shows at once, before the reply.
  await expect(page.getByRole('log').getByRole('article', { name: 'أنت' }).getByText('حل المعادلة س² − ٥س + ٦ = ٠')).toBeVisible();
  await streamed;

  const reply = tutorReplies(page).last();
  await expect(reply).toContainText('حل معادلة من الدرجة الثانية');
  const formula = reply.locator('.katex').first();
  await expect(formula).toBeVisible();
  // KaTeX has no right-to-left mode: each formula must be laid out left to right, isolated from the Arabic around it.
  const layout = await formula.evaluate((element) => {
    const style = getComputedStyle(element);
    return { direction: style.direction, bubble: getComputedStyle(element.closest('article')!).direction };
  });
  expect(layout.direction).toBe('ltr');
  expect(layout.bubble).toBe('rtl');

  // The conversation is in the address: a reload shows it again.
  await expect(page).toHaveURL(/\/chat\?c=/);
  await page.reload();
  await expect(tutorReplies(page).last()).toContainText('حل معادلة من الدرجة الثانية');
});

test(`a visitor's message after the ${FREE_DAILY_MESSAGES} free ones opens the daily-limit dialog with the real cap`, async ({ page }) => {
  await tryWithoutAccount(page);
  for (let index = 1; index <= FREE_DAILY_MESSAGES; index += 1) {
    await send(page, `احسب ${index} + ${index}`);
    await expect(tutorReplies(page)).toHaveCount(index);
  }
  await send(page, 'سؤال إضافي');
  const dialog = page.getByRole('dialog', { name: 'وصلت إلى الحد اليومي' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`(${FREE_DAILY_MESSAGES.toLocaleString('ar-EG')} رسائل)`);
  // The refused message is not kept.
  await expect(page.getByRole('log').getByText('سؤال إضافي')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'اشترك الآن' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('a free student cannot choose a premium personality or a premium subject', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('الاسم الكامل').fill('يوسف علي');
  await page.getByLabel('البريد الإلكتروني').fill(`chat${Date.now()}@example.com`);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('kalima-sirr-9');
  await page.getByLabel('تأكيد كلمة المرور').fill('kalima-sirr-9');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL('**/chat');

  const friendly = page.getByRole('radio', { name: /المعلم الودود/ });
  const professor = page.getByRole('radio', { name: /الأستاذ الظريف/ });
  await expect(friendly).toBeChecked();
  await expect(professor).toBeDisabled();
  await professor.click({ force: true });
  await expect(friendly).toBeChecked();
  await expect(professor).not.toBeChecked();

  await page.getByRole('button', { name: /المادة/ }).click();
  const chemistry = page.getByRole('option', { name: /الكيمياء/ });
  await expect(chemistry).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'الفيزياء' }).click();
  await expect(page.getByRole('button', { name: /المادة/ })).toContainText('الفيزياء');
});

test('a reply still on its way stays in its own conversation when the student opens another one', async ({ page }) => {
  await tryWithoutAccount(page);
  await send(page, 'اشرح قانون أوم');
  await expect(tutorReplies(page)).toHaveCount(1);
  const first = new URL(page.url()).searchParams.get('c');

  // The second question's reply is held back until the student has gone to the first conversation.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/conversations\/[^/]+\/messages$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue();
  });
  await page.getByRole('button', { name: 'محادثة جديدة' }).first().click();
  await send(page, 'ما هو المول؟');
  await expect(page.getByRole('log').getByText('ما هو المول؟')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`c=${first}`));
  await expect.poll(() => new URL(page.url()).searchParams.get('c')).not.toBeNull();
  const second = new URL(page.url()).searchParams.get('c');

  await page.getByRole('region', { name: 'المحادثات السابقة' }).getByRole('button', { name: /قانون أوم/ }).click();
  await expect(page).toHaveURL(new RegExp(`c=${first}`));
  await expect(tutorReplies(page)).toHaveCount(1);
  await expect(page.getByRole('log').getByText('ما هو المول؟')).toHaveCount(0);
  await expect(page.getByText('المعلم يكتب…')).toHaveCount(0);

  release();
  // The reply lands in its own conversation, and the student is not pulled away from the one being read.
  await page.waitForResponse((response) => response.url().endsWith('/messages') && response.request().method() === 'POST');
  await expect(page).toHaveURL(new RegExp(`c=${first}`));
  await page.goto(`/chat?c=${second}`);
  await expect(page.getByRole('log').getByText('ما هو المول؟')).toBeVisible();
  await expect(tutorReplies(page)).toHaveCount(1);
});
