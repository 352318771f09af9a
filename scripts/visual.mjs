#!/usr/bin/env node
/**
 * Visual regression + axe over every story: builds Storybook into dist/storybook when it is missing or
 * older than its sources, then runs `playwright test -c playwright.visual.config.ts`, passing through any
 * arguments (`--update-snapshots` rewrites e2e/visual/__baselines__/, `-g <story id>` narrows the run).
 * Prints `N passed, N failed` from the JSON report (test-results/visual.json) for CI.
 *
 *   node scripts/visual.mjs [--update-snapshots] [--rebuild | --no-build] [playwright args…]
 *
 * `--no-build` tests the existing build as is (e.g. to re-check determinism while sources are being edited).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const builtIndex = join(root, 'dist', 'storybook', 'index.json');
const baselinesDir = join(root, 'e2e', 'visual', '__baselines__');
const sources = ['.storybook', 'stories', 'ui-kit', 'package.json', 'vite.config.ts'];

/** Newest modification time (ms) of any file under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

const args = process.argv.slice(2);
const forceRebuild = args.includes('--rebuild');
const skipBuild = args.includes('--no-build') && existsSync(builtIndex);
const playwrightArgs = args.filter((arg) => arg !== '--rebuild' && arg !== '--no-build');

const stale = !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestMtime(sources);
if (!skipBuild && (forceRebuild || stale)) {
  console.log('visual: building Storybook (dist/storybook)…');
  const build = run(bin('storybook'), ['build', '-o', 'dist/storybook', '--quiet'], {
    STORYBOOK_DISABLE_TELEMETRY: '1',
  });
  if (build.status !== 0) {
    console.error('visual: storybook build failed');
    process.exit(build.status);
  }
  console.log(`visual: storybook built in ${build.seconds.toFixed(1)} s`);
} else {
  console.log(skipBuild && stale ? 'visual: testing the existing (older) build (--no-build)' : 'visual: dist/storybook is up to date');
}

/** On --update-snapshots, deletes baselines of stories that no longer exist (`<story id>--<variant>.png`). */
function pruneOrphanBaselines() {
  if (!existsSync(baselinesDir)) return;
  const { entries } = JSON.parse(readFileSync(builtIndex, 'utf8'));
  const storyIds = new Set(Object.values(entries).filter((entry) => entry.type === 'story').map((entry) => entry.id));
  for (const file of readdirSync(baselinesDir)) {
    const storyId = file.replace(/--(ar|en)-(light|dark)\.png$/, '');
    if (!storyIds.has(storyId)) {
      rmSync(join(baselinesDir, file));
      console.log(`visual: removed orphan baseline ${file}`);
    }
  }
}

if (playwrightArgs.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'))) pruneOrphanBaselines();

const test = run(bin('playwright'), ['test', '-c', 'playwright.visual.config.ts', ...playwrightArgs]);

const reportPath = join(root, 'test-results', 'visual.json');
if (existsSync(reportPath)) {
  const { stats } = JSON.parse(readFileSync(reportPath, 'utf8'));
  // A shot that passed only on its retry (a fresh page) is counted as passed and named, so it can be looked at.
  const flaky = stats?.flaky ?? 0;
  console.log(`visual: ${(stats?.expected ?? 0) + flaky} passed (${flaky} of them on the retry), ${stats?.unexpected ?? 0} failed, ${stats?.skipped ?? 0} skipped` +
    ` (${test.seconds.toFixed(1)} s; report ${reportPath})`);
}
process.exit(test.status);
