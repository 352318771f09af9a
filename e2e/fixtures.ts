/**
 * The e2e `test`: Playwright's, with `page.goto` and `page.reload` waiting until React has hydrated the page
 * (`<html data-hydrated>`, set by app/Root.tsx), so a journey never types into server-rendered markup that
 * hydration then replaces — which happens when the machine is busy.
 */
import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

const HYDRATED = 'html[data-hydrated]';

/** For pages opened outside the fixture (browser.newPage(), context.newPage()): wait until React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(HYDRATED, { state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!url.startsWith('file:')) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
