/**
 * `npm run bench`: one bounded run (< 2 minutes) that builds if needed, starts the bare node:http baseline and our
 * production server as separate processes on 127.0.0.1, load-tests the baseline and the SSR landing page (Arabic
 * default; English + dark), measures the landing page's first-visit JavaScript/CSS/HTML, prints the tables and
 * rewrites the SSR/bundle section of bench/RESULTS.md. Servers it started are stopped on every way out.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { ensureBuild } from './build';
import { measureLandingAssets } from './bundle.bench';
import { RESULTS_FILE, section, writeResults } from './report';
import { killAllNow, startAppServer, startHelloServer, stopAll } from './servers';
import { checkPage, measureLoad, type LoadOptions, type LoadResult, type LoadTarget } from './ssr.bench';

const HARD_LIMIT_MS = 115_000;

function secondsFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const load: LoadOptions = {
  connections: 50,
  warmupSeconds: secondsFromEnv('BENCH_WARMUP_SECONDS', 2),
  durationSeconds: Math.max(1, secondsFromEnv('BENCH_SECONDS', 10)),
};

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const abortBuild = new AbortController();
let finishing = false;

/** Stops everything this run started and exits; safe to reach from several paths at once. */
async function bail(code: number, message: string): Promise<never> {
  if (finishing) return new Promise<never>(() => {});
  finishing = true;
  console.error(`bench: ${message}`);
  abortBuild.abort();
  await stopAll(1_000).catch(() => killAllNow());
  process.exit(code);
}

process.on('exit', killAllNow);
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a second
// signal without a handler would kill it before the servers are stopped.
process.on('SIGINT', () => void bail(130, 'interrupted: stopping servers'));
process.on('SIGTERM', () => void bail(143, 'terminated: stopping servers'));
setTimeout(() => void bail(1, `hard limit of ${HARD_LIMIT_MS / 1000} s reached: stopping servers`), HARD_LIMIT_MS).unref();

async function main(): Promise<void> {
  const date = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  const build = await ensureBuild({ skip: process.argv.includes('--no-build'), signal: abortBuild.signal });
  console.log(`bench: measuring ${build}`);

  const [hello, app] = await Promise.all([startHelloServer(), startAppServer()]);
  console.log(`bench: ${hello.name} pid ${hello.pid} at ${hello.url}; ${app.name} pid ${app.pid} at ${app.url}`);

  const bare: LoadTarget = { label: 'bare node:http "hello world"', url: `${hello.url}/`, serverPid: hello.pid };
  const arabic: LoadTarget = { label: 'SSR `GET /` (ar, default cookies)', url: `${app.url}/`, serverPid: app.pid };
  const english: LoadTarget = {
    label: 'SSR `GET /` (`language=en; theme=dark`)',
    url: `${app.url}/`,
    serverPid: app.pid,
    headers: { cookie: 'language=en; theme=dark' },
  };
  await checkPage(arabic, ['lang="ar"', 'dir="rtl"']);
  await checkPage(english, ['lang="en"', 'dir="ltr"', 'dark-theme']);

  const bundle = await measureLandingAssets(app.url);

  const results: LoadResult[] = [];
  for (const target of [bare, arabic, english]) {
    console.log(`bench: ${target.label}: ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s …`);
    results.push(await measureLoad(target, load));
  }
  await stopAll();

  const cpuList = cpus();
  const markdown = section(
    {
      date,
      nodeVersion: process.version,
      cpu: `${cpuList.length} × ${cpuList[0]?.model.trim() ?? 'unknown CPU'}`,
      commit: gitCommit(),
      build,
      machineLoad: `${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
      load,
    },
    results,
    results[0] as LoadResult,
    bundle,
  );
  writeResults(markdown);
  console.log(`\n${markdown}\nbench: written to ${RESULTS_FILE}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => bail(1, error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
