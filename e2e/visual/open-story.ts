/**
 * Opens one story of the static Storybook build in one locale × theme variant and waits until it is
 * ready for a pixel-exact screenshot: the preview's render phase is `finished` (loaders, render, play
 * function and afterEach all done), the story did not throw, the webfont has loaded and two frames
 * have painted. Also checks that the URL globals reached the page (<html lang dir class>).
 */
import { expect, type Page } from '@playwright/test';

export interface Variant {
  locale: 'ar' | 'en';
  theme: 'light' | 'dark';
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

/**
 * The iframe URL of a story with toolbar globals set from the query string. `a11y.manual` skips the a11y
 * addon's own in-page axe pass: the spec runs axe itself (WCAG tags, whole document), once.
 */
export function storyUrl(storyId: string, { locale, theme }: Variant): string {
  const params = new URLSearchParams({ id: storyId, viewMode: 'story' });
  return `/iframe.html?${params.toString()}&globals=locale:${locale};theme:${theme};a11y.manual:!true`;
}

export async function openStory(page: Page, storyId: string, variant: Variant): Promise<void> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(storyUrl(storyId, variant));
  await page.waitForFunction(
    (id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    },
    storyId,
    { timeout: 45_000 },
  );

  const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  if (errorShown) {
    const message = await page.locator('#error-message').innerText().catch(() => '');
    const stack = await page.locator('#error-stack').innerText().catch(() => '');
    throw new Error(`story ${storyId} failed to render or its play function threw:\n${message}\n${stack}`);
  }
  expect(pageErrors, `uncaught errors in ${storyId}`).toEqual([]);

  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', variant.locale);
  await expect(html).toHaveAttribute('dir', variant.locale === 'ar' ? 'rtl' : 'ltr');
  if (variant.theme === 'dark') await expect(html).toHaveClass(/dark-theme/);
  else await expect(html).not.toHaveClass(/dark-theme/);

  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await document.fonts.ready;
  });
}
