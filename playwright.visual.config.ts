/**
 * Visual regression + axe over the static Storybook build: every story × ar/en × light/dark is opened in
 * Debian's Chromium, screenshotted against e2e/visual/__baselines__/ and checked by axe (WCAG 2.0–2.2 A/AA).
 * Pixel stability: self-hosted font, no hinting, sRGB, scale 1, reduced motion, animations and caret off.
 * Run through `node scripts/visual.mjs` (builds Storybook when stale; `--update-snapshots` rewrites baselines).
 */
import { defineConfig } from '@playwright/test';
import chromium from './.storybook/chromium.json' with { type: 'json' };

const port = Number(process.env.VISUAL_PORT ?? 6199);

export default defineConfig({
  testDir: 'e2e/visual',
  testMatch: '**/*.visual.ts',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: 'e2e/visual/__baselines__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 2,
  // One retry, and the retry runs on a freshly created page (a failed test closes its page): stories are switched
  // inside a loaded preview for speed, and a shot that differs only because of that (1 in ~1,870 seen, a popover
  // placed a few pixels off) is shot again the reference way. A real difference fails both times.
  retries: 1,
  // Never write baselines implicitly (a missing one fails); `--update-snapshots` rewrites them on purpose.
  updateSnapshots: 'none',
  forbidOnly: true,
  // Generous: other suites may share the 2 cores.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/visual.json' }]],
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'Africa/Cairo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: [...chromium.args, ...chromium.screenshotArgs],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node e2e/visual/serve-storybook.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
