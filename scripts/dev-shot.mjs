import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto('http://127.0.0.1:3111/chat');
const input = page.getByRole('textbox', { name: 'رسالتك' });
const questions = process.argv.slice(2);
let i = 0;
for (const q of questions) {
  await input.fill(q);
  await page.getByRole('button', { name: 'إرسال', exact: true }).waitFor();
  await input.press('Enter');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${i}.png` });
  i += 1;
}
await browser.close();
