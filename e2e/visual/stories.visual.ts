/**
 * Every story of the static Storybook build, in the four variants designers review (Arabic/RTL and
 * English/LTR × light and dark): it must render without error, look exactly like its committed baseline,
 * and pass axe (WCAG 2.0/2.1/2.2 A + AA) over the whole document, so portalled dialogs, popovers and
 * toasts are checked too. A story opts out of the screenshot (not of axe) with the tag `no-visual`.
 * Named *.visual.ts (not *.spec.ts) so the e2e journeys' Playwright config never picks it up.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { openStory, type Variant } from './open-story';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

const indexPath = fileURLToPath(new URL('../../dist/storybook/index.json', import.meta.url));
if (!existsSync(indexPath)) {
  throw new Error(`${indexPath} is missing: build Storybook first (node scripts/visual.mjs does).`);
}
const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * One browser context per worker, and in it one page per variant, reused by every story the worker shoots in
 * that variant: `openStory` switches stories inside the loaded preview instead of reloading it. A test that
 * fails closes its page, so the next story of that variant starts from a fresh load.
 */
const test = base.extend<object, { storyContext: BrowserContext; variantPages: Map<string, Page> }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId });
      await context.addInitScript(() => {
        try {
          window.localStorage.clear();
          window.sessionStorage.clear();
        } catch {
          // Storage may be unavailable (opaque origins): nothing to clear then.
        }
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  variantPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  page: async ({ storyContext, variantPages }, use, testInfo) => {
    const variantName = /(ar|en)-(light|dark)$/.exec(testInfo.title)?.[0] ?? testInfo.title;
    let page = variantPages.get(variantName);
    if (!page || page.isClosed()) {
      page = await storyContext.newPage();
      variantPages.set(variantName, page);
    }
    // Of the worker's pages only the front one has focus (focus rings, :focus-visible, timers): shoot in that one.
    await page.bringToFront();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      variantPages.delete(variantName);
      await page.close();
    }
  },
});

const variants: Variant[] = [
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
];

/**
 * axe runs on two of the four variants, which between them cover both languages (labels, reading order) and both
 * themes (contrast): ar-light and en-dark. The other two add screenshots only — axe is most of a shot's time, and
 * the Storybook test run checks every story with axe once more.
 */
const axeVariants = new Set(['ar-light', 'en-dark']);

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// Storybook's own hidden chrome inside iframe.html (error overlay, docs root, highlight layer).
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

test('the Storybook build has stories', () => {
  expect(stories.length, `no stories in ${indexPath}`).toBeGreaterThan(0);
});

for (const story of stories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const variant of variants) {
      const variantName = `${variant.locale}-${variant.theme}`;

      test(`${story.id} ${variantName}`, async ({ page }) => {
        const shown = await openStory(page, story.id, variant);
        // A story that pins its locale/theme (story-level `globals`) is covered once, by its own variant.
        test.skip(shown.locale !== variant.locale || shown.theme !== variant.theme, `story pins ${shown.locale}-${shown.theme}`);

        if (!story.tags?.includes('no-visual')) {
          await expect(page).toHaveScreenshot(`${story.id}--${variantName}.png`, { fullPage: true });
        }

        if (!axeVariants.has(variantName) && !shown.pinned) return;
        let axe = new AxeBuilder({ page }).withTags(wcagTags);
        for (const selector of storybookChrome) axe = axe.exclude(selector);
        const { violations } = await axe.analyze();
        const summary = violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(summary, `axe violations in ${story.id} (${variantName})`).toEqual([]);
      });
    }
  });
}
