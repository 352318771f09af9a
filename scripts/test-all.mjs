#!/usr/bin/env node
// `npm test`: every suite, in the order that lets later ones use earlier outputs, and one closing line
// `N passed, N failed` over all of them (vitest and Playwright write JSON reports we sum up).
//   1. type-check            2. production build (the integration and e2e suites serve it)
//   3. unit + integration on SQLite and MariaDB (MariaDB when DATABASE_TEST_MYSQL_URL is set)
//   4. Storybook build   5. visual regression + axe of every story in ar/en × light/dark: each story is opened in
//      Chromium, its play function must finish without error (a failing play function fails the shot), then the
//      screenshot is compared and axe runs   6. e2e journeys in Chromium
// `npm run test:stories` (the stories as vitest tests, one variant each) is the quick loop while writing stories;
// CI does not run it as well, because the visual run already executes every play function in four variants and
// the two together took most of the CI budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results';
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A suite's failures: its failed tests, or 1 when it crashed without a report or failed without a failing test. */
function failuresOf(ok, hasReport, reportedFailed) {
  if (!hasReport) return 1;
  if (!ok && reportedFailed === 0) return 1;
  return reportedFailed;
}

function step(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  return ok;
}

function vitestSuite(label, project) {
  const file = `${reports}/${project}.json`;
  rmSync(file, { force: true });
  const { ok, seconds } = run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  const failed = failuresOf(ok, Boolean(report), report?.numFailedTests ?? 0);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds}s)`);
}

function playwrightSuite(label, script, file) {
  rmSync(file, { force: true });
  const { ok, seconds } = run(label, 'node', [script]);
  const stats = readJson(file)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = failuresOf(ok, Boolean(stats), stats?.unexpected ?? 0);
  const skipped = stats?.skipped ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds}s)`);
}

step('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
const built = step('build', 'npm', ['run', 'build']);
vitestSuite('unit + integration', 'unit');
const storybookBuilt = step('build-storybook', 'npm', ['run', 'build-storybook']);
if (storybookBuilt) playwrightSuite('visual + axe', 'scripts/visual.mjs', `${reports}/visual.json`);
if (built && existsSync('scripts/e2e.mjs')) playwrightSuite('e2e', 'scripts/e2e.mjs', `${reports}/e2e.json`);

console.log('\n── summary ──');
for (const line of lines) console.log(line);
if (!process.env.DATABASE_TEST_MYSQL_URL) console.log('note: DATABASE_TEST_MYSQL_URL is unset, so the MariaDB runs were skipped');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
