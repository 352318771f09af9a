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
    loadStory?: (selection: { storyId: string }) => Promise<{ storyGlobals?: Record<string, unknown>; playFunction?: unknown }>;
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * The iframe URL of a story with toolbar globals set from the query string. `a11y.manual` skips the a11y
 * addon's own in-page axe pass: the spec runs axe itself (WCAG tags, whole document), once.
 */
export function storyUrl(storyId: string, { locale, theme }: Variant): string {
  const params = new URLSearchParams({ id: storyId, viewMode: 'story' });
  return `/iframe.html?${params.toString()}&globals=locale:${locale};theme:${theme};a11y.manual:!true`;
}

export interface ShownStory extends Variant {
  pinned: boolean;
}

/**
 * Opens the story and returns the variant actually shown: a story may pin `locale` or `theme` with
 * story-level `globals` (e.g. an "English" story), which wins over the URL.
 *
 * A page that already shows a story of the same variant switches to the next one the way Storybook's own UI
 * does (the `setCurrentStory` channel event): the preview unmounts the old story and renders the new one
 * without reloading and recompiling the bundle (a simple story: ~0.75 s loaded against ~0.16 s switched).
 * Storage is cleared first, so no story sees another's leftovers.
 */
export async function openStory(page: Page, storyId: string, variant: Variant): Promise<ShownStory> {
  const pageErrors: string[] = [];
  const onPageError = (error: Error) => pageErrors.push(error.message);
  page.on('pageerror', onPageError);
  try {
    return await showStory(page, storyId, variant, pageErrors);
  } finally {
    page.off('pageerror', onPageError);
  }
}

async function showStory(page: Page, storyId: string, variant: Variant, pageErrors: string[]): Promise<ShownStory> {
  const switched = await page
    .evaluate(async (id) => {
      const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
      const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      const current = preview?.currentRender;
      if (!channel || !preview?.loadStory || current?.phase !== 'finished') return false;
      // A story that pins globals changes the page's locale/theme: it, and the story after it, load afresh.
      const pins = (globals: Record<string, unknown> | undefined) => Object.keys(globals ?? {}).length > 0;
      if (pins(current.story?.storyGlobals)) return false;
      const next = await preview.loadStory({ storyId: id });
      if (pins(next.storyGlobals)) return false;
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.scrollTo(0, 0);
      // react-aria's live announcer lives outside the story's React root and keeps its messages (with labels that
      // point into the old story): drop it; the next announcement creates a fresh one.
      document.querySelectorAll('[data-live-announcer]').forEach((node) => node.remove());
      // react-aria remembers the last input modality page-wide; a fresh page shows focus rings (no pointer used
      // yet), so a key press no story handles puts the modality back to what a freshly loaded page has.
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Unidentified', bubbles: true }));
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      return true;
    }, storyId)
    .catch(() => false);
  if (!switched) await page.goto(storyUrl(storyId, variant));
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
