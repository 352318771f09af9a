/**
 * Story helpers for the payment screens: the page's string table and digits (so one play function checks Arabic
 * and English), a 360 × 740 phone viewport, a check that nothing overflows the screen sideways, and a tiny PNG.
 */
import { expect } from 'storybook/test';

export { tableOfPage } from '../auth/storyLocale';

/** A number as the page's language writes it (what the components show). */
export function pageNumber(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang === 'en' ? 'en-US' : 'ar-EG').format(value);
}

/** A phone-sized viewport (360 × 740), for Storybook and the story tests. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: { phone360: { name: 'Phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/** Nothing inside the story is wider than its frame (no sideways scrolling at 360 px). */
export async function expectNoSidewaysOverflow(canvasElement: HTMLElement): Promise<void> {
  await expect(canvasElement.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  const frame = canvasElement.getBoundingClientRect();
  const overflowing = [...canvasElement.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden helpers (react-aria's hidden <select>, VisuallyHidden) are clipped, not laid out on screen.
      if (element.closest('[style*="clip"]')) return false;
      return box.width > 1 && (box.right > frame.right + 1 || box.left < frame.left - 1);
    })
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
  await expect(overflowing).toEqual([]);
}

/** A 1 × 1 PNG file, as a student's screenshot. */
export function pngFile(name = 'x.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
