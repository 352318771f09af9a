// Developer tool: screenshot a page in Debian chromium to look at it.
// node scripts/dev/shot.mjs <url> <out.png> [mobile] [dark] [en] [full]
import { chromium } from 'playwright-core';
const [,, url, out, ...flags] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const width = flags.includes('mobile') ? 390 : 1280;
const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: flags.includes('dark') ? 'dark' : 'light' });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
if (flags.includes('en')) { await page.context().addCookies([{ name: 'language', value: 'en', url }]); }
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: flags.includes('full') });
console.log('title', await page.title(), 'lang', await page.evaluate(() => document.documentElement.lang + ' ' + document.documentElement.dir + ' ' + document.documentElement.className));
await browser.close();
