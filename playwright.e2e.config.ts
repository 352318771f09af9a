/**
 * E2E journeys in Debian's Chromium against the PRODUCTION build (`npm run build` first) served by the real
 * server on a fresh SQLite database in a temporary DATA_DIR, sending mail to a capture on loopback.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_SMTP_PORT } from './e2e/ports';

const port = E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tutor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['visual/**'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      // The accounts journeys run an SMTP capture here and follow the links from the captured mail.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Every visitor journey comes from 127.0.0.1: the per-device cap is what the chat journeys test.
      VISITOR_IP_DAILY_LIMIT: '10000',
      // Every journey signs up from 127.0.0.1: more new accounts an hour than one real address makes.
      REGISTER_PER_IP_HOUR: '200',
      // The payments journeys pay by the sandbox card (the default provider) and by Vodafone Cash to this wallet.
      VODAFONE_CASH_NUMBER: '01001234567',
      // The operators' journeys: the admin panel's password, and the account that may open message monitoring.
      ADMIN_PASSWORD: 'e2e-admin-password',
      ADMIN_EMAIL: 'operator@example.com',
    },
  },
});
