#!/usr/bin/env node
// `npm run test:e2e`: build if there is no production build, then run the Playwright journeys.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
