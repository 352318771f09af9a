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
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: Record<string, unknown> } };
  };
}

/**
 * The iframe URL of a story with toolbar globals set from the query string. `a11y.manual` skips the a11y
 * addon's own in-page axe pass: the spec runs axe itself (WCAG tags, whole document), once.
 */
export function storyUrl(storyId: string, { locale, theme }: Variant): string {
  const params = new URLSearchParams({ id: storyId, viewMode: 'story' });
  return `/iframe.html?${params.toString()}&globals=locale:${locale};theme:${theme};a11y.manual:!true`;
}

/**
 * Opens the story and returns the variant actually shown: a story may pin `locale` or `theme` with
 * story-level `globals` (e.g. an "English" story), which wins over the URL.
 */
export async function openStory(page: Page, storyId: string, variant: Variant): Promise<Variant & { pinned: boolean }> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(storyUrl(storyId, variant));
  // A play function that throws ends the render in `errored`: fail at once, with the story named.
  const phase = await page.waitForFunction(
    (id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && (render.phase === 'finished' || render.phase === 'errored') ? render.phase : false;
    },
    storyId,
    { timeout: 45_000 },
  );
  const finished = (await phase.jsonValue()) === 'finished';

  const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  if (errorShown || !finished) {
    const message = await page.locator('#error-message').innerText().catch(() => '');
    const stack = await page.locator('#error-stack').innerText().catch(() => '');
    throw new Error(`story ${storyId} failed to render or its play function threw:\n${message}\n${stack}`);
  }
  expect(pageErrors, `uncaught errors in ${storyId}`).toEqual([]);

  const pinned = await page.evaluate(
    () => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals ?? {},
  );
  const shown: Variant = {
    locale: pinned.locale === 'ar' || pinned.locale === 'en' ? pinned.locale : variant.locale,
    theme: pinned.theme === 'light' || pinned.theme === 'dark' ? pinned.theme : variant.theme,
  };

  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', shown.locale);
  await expect(html).toHaveAttribute('dir', shown.locale === 'ar' ? 'rtl' : 'ltr');
  if (shown.theme === 'dark') await expect(html).toHaveClass(/dark-theme/);
  else await expect(html).not.toHaveClass(/dark-theme/);

  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await document.fonts.ready;
  });
  return { ...shown, pinned: pinned.locale !== undefined || pinned.theme !== undefined };
}
