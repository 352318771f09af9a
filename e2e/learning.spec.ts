/**
 * Learning-tool journeys in Chromium against the production build and the embedded offline tutor: a reply brings
 * the quiz offer, a whole quiz ends on its score band; a wrong answer is analysed; the tutor's notes are exported
 * as a standalone HTML page that is opened and checked; study packs are filtered and opened; feedback is validated
 * and sent.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';

let devices = 0;

/** Each journey plays its own device (see chat.spec.ts: every headless page shares one fingerprint). */
async function openChat(page: Page): Promise<void> {
  devices += 1;
  const cores = 5000 + devices * 13 + (Date.now() % 991);
  await page.addInitScript((value) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => value }), cores);
  await page.goto('/chat');
  await expect(page.getByRole('textbox', { name: 'رسالتك' })).toBeVisible();
}

async function askInMath(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /المادة/ }).click();
  await page.getByRole('option', { name: 'الرياضيات' }).click();
  const input = page.getByRole('textbox', { name: 'رسالتك' });
  await input.fill(text);
  // Enter does nothing while the previous reply is still on its way (the button reads "جارٍ الإرسال…"): wait, as
  // a student would, until the send button is enabled.
  await expect(page.getByRole('button', { name: 'إرسال', exact: true })).toBeEnabled();
  await input.press('Enter');
  await expect(page.getByRole('log').getByRole('article', { name: 'المعلم' }).last()).toContainText('الإجابة');
}

test('after a reply in a subject, the quiz offer leads to a whole quiz and its score band', async ({ page }) => {
  await openChat(page);
  await askInMath(page, 'حل المعادلة 2س + 3 = 7');
  await expect(page.getByText('هل تريد اختبارًا سريعًا؟')).toBeVisible();
  await page.getByRole('button', { name: 'ابدأ الاختبار' }).click();

  const quiz = page.getByRole('dialog', { name: 'اختبار سريع' });
  await expect(quiz.getByRole('radiogroup')).toBeVisible({ timeout: 10_000 });
  let right = 0;
  let total = 0;
  for (;;) {
    // Alternate between the first and the last option, so the score is neither all right nor all wrong by design.
    const options = quiz.getByRole('radio');
    await (total % 2 === 0 ? options.first() : options.last()).check({ force: true });
    await quiz.getByRole('button', { name: 'تحقق من الإجابة' }).click();
    total += 1;
    // The verdict shown under the options (the live region repeats it for screen readers).
    const verdict = quiz.getByRole('paragraph').filter({ hasText: /إجابة صحيحة!|إجابة خاطئة/ });
    await expect(verdict).toBeVisible();
    if ((await verdict.innerText()).includes('إجابة صحيحة!')) right += 1;
    const finish = quiz.getByRole('button', { name: 'عرض النتيجة' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await quiz.getByRole('button', { name: 'السؤال التالي' }).click();
  }
  expect(total).toBe(5);
  await expect(quiz.getByRole('heading', { name: 'النتيجة النهائية' })).toBeVisible();
  const percent = (right / total) * 100;
  const band = percent >= 80 ? 'ممتاز!' : percent >= 60 ? 'جيد جدًا!' : 'تحتاج إلى مراجعة';
  await expect(quiz.getByText(band, { exact: true })).toBeVisible();
});

test('a wrong answer is analysed: what is wrong and the correct method', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'تحليل إجابة خاطئة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تحليل الإجابة الخاطئة' });
  const submit = dialog.getByRole('button', { name: 'حلّل الإجابة' });
  await dialog.getByLabel('السؤال').fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('السؤال').fill('حل المعادلة 2س + 3 = 7');
  await dialog.getByLabel('إجابتك الخاطئة').fill('س = 5');
  await submit.click();
  // Once done, the dialog is titled by its result.
  const result = page.getByRole('dialog', { name: 'نتيجة التحليل' });
  await expect(result.getByRole('region', { name: 'أين الخطأ' })).toBeVisible({ timeout: 10_000 });
  await expect(result).toContainText('2');
});

test("the tutor's notes export as a standalone right-to-left HTML page with the formulas rendered", async ({ page }, testInfo) => {
  await openChat(page);
  await askInMath(page, 'حل المعادلة س² − ٥س + ٦ = ٠');
  await page.getByRole('button', { name: 'تصدير' }).click();
  const dialog = page.getByRole('dialog', { name: 'تصدير ملاحظات المعلم' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /صفحة ويب/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.html$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const html = await readFile(file, 'utf8');
  expect(html).toContain('dir="rtl"');
  expect(html).toContain('<math');
  expect(html).not.toContain('<script');

  const exported = await page.context().newPage();
  await exported.goto(`file://${file}`);
  await expect(exported.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(exported.getByText('حل معادلة من الدرجة الثانية').first()).toBeVisible();
  await expect(exported.locator('math').first()).toBeVisible();
});

test('study packs: the filter narrows the grid, a pack opens on its summary points, back returns', async ({ page }) => {
  await page.goto('/study-packs');
  await expect(page.getByRole('heading', { name: 'ملخصات المذاكرة', level: 1 })).toBeVisible();
  const packs = page.getByRole('main').getByRole('listitem');
  await expect(packs.first()).toBeVisible();
  const all = await packs.count();
  await page.getByRole('radio', { name: 'الفيزياء' }).click();
  await expect(page).toHaveURL(/category=physics/);
  await expect.poll(() => packs.count()).toBeLessThan(all);
  expect(await packs.count()).toBeGreaterThanOrEqual(6);

  await packs.first().getByRole('button').first().click();
  await expect(page).toHaveURL(/pack=/);
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'العودة إلى الملخصات' }).click();
  await expect(page).not.toHaveURL(/pack=/);
  await expect(page.getByRole('radio', { name: 'الفيزياء' })).toBeChecked();
});

test('feedback: the exact validation messages, then a successful submission', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'أرسل ملاحظاتك' }).click();
  const dialog = page.getByRole('dialog', { name: 'شاركنا رأيك' });
  await dialog.getByLabel('العنوان').fill('ab');
  await dialog.getByLabel('الوصف').fill('short');
  await dialog.getByRole('button', { name: 'إرسال' }).click();
  await expect(dialog.getByText('العنوان يجب أن يكون 3 أحرف على الأقل')).toBeVisible();
  await expect(dialog.getByText('الوصف يجب أن يكون 10 أحرف على الأقل')).toBeVisible();

  await dialog.getByLabel('العنوان').fill('اقتراح رائع');
  await dialog.getByLabel('الوصف').fill('أتمنى إضافة اختبارات أطول في الكيمياء.');
  await dialog.getByRole('button', { name: 'إرسال' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('شكرًا لك!')).toBeVisible();
});
