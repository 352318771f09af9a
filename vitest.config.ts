/**
 * Vitest projects: `unit` (node: contract, db repositories on SQLite + MariaDB, server integration) and
 * `storybook` (every story run as a test in headless Chromium; added by the Storybook harness).
 */
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
// Debian's Chromium and the headless flags shared with the visual-regression run (browser downloads are blocked).
import chromium from './.storybook/chromium.json' with { type: 'json' };

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'db/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'ui-kit/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story is a test: it must render, its play function must pass, and axe (addon-a11y,
        // parameters.a11y.test = 'error') must find no violations. Story files come from .storybook/main.ts.
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundle every story's imports up front: a dependency discovered mid-run makes Vite reload the page
        // under the running tests.
        optimizeDeps: {
          entries: ['.storybook/preview.tsx', 'stories/**/*.stories.tsx', 'ui-kit/**/*.stories.tsx'],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
            }),
            instances: [{ browser: 'chromium' }],
          },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
