/**
 * `npm run bench`: one bounded run that builds if needed, starts the servers it needs as separate processes on
 * 127.0.0.1 — the bare node:http baseline, our production server on a fresh SQLite DATA_DIR and, for the polled
 * and chat parts, on a throw-away MariaDB database — and runs
 *  - the SSR/bundle part (bench/landing.suite.ts): the landing page under load and its first-visit JS/CSS/HTML;
 *  - the polled part (bench/polled.suite.ts): /api/auth/me, /api/user/status, /api/subscription/status with a
 *    real session cookie on SQLite and MariaDB;
 *  - the corpus part (bench/tutor-corpus.bench.ts, in-process): the offline tutor on the exam-style corpus;
 *  - the chat part (bench/chat.suite.ts, its own servers): time to first token through the LLM tutor, the offline
 *    tutor's solve time, and sending throughput with 50 students on SQLite and MariaDB.
 * Each part takes under 3 minutes after the build. `--only=ssr`, `--only=polled`, `--only=chat` or `--only=corpus` runs one part;
 * `--no-build` measures dist/ as it is. Each part rewrites its own section of bench/RESULTS.md as soon as it is
 * done. Servers are stopped and the MariaDB databases are dropped on every way out.
 */
import { runAdminBench } from './admin.bench';
import { ensureBuild } from './build';
import { CHAT_DEFAULTS, runChatSuite } from './chat.suite';
import { runLandingSuite } from './landing.suite';
import { createThrowawayDatabase, dropThrowawayDatabasesSync } from './mariadb';
import { runPolledSuite } from './polled.suite';
import { runCorpusBench } from './tutor-corpus.bench';
import { RESULTS_FILE, writeResults, type SectionId } from './report';
import { killAllNow, startAppServer, startHelloServer, stopAll, type RunningServer } from './servers';
import type { LoadOptions } from './ssr.bench';

const PARTS = ['ssr', 'polled', 'chat', 'corpus', 'admin'] as const;
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (only === undefined) return new Set(PARTS.filter((part) => part !== 'admin')); // admin: opt-in (generates 3M rows)
  if (!(PARTS as readonly string[]).includes(only)) {
    console.error(`bench: --only=${only}: expected one of ${PARTS.map((part) => `--only=${part}`).join(', ')}`);
    process.exit(2);
  }
  return new Set([only as Part]);
}

function secondsFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function loadOptions(connections: number, warmupSeconds: number, durationSeconds: number): LoadOptions {
  return {
    connections,
    warmupSeconds: secondsFromEnv('BENCH_WARMUP_SECONDS', warmupSeconds),
    durationSeconds: Math.max(1, secondsFromEnv('BENCH_SECONDS', durationSeconds)),
  };
}

const ssrLoad = loadOptions(50, 2, 10);
const polledLoad = loadOptions(100, 1, 8);
const chatLoad = loadOptions(CHAT_DEFAULTS.throughput.students, CHAT_DEFAULTS.throughput.warmupSeconds, CHAT_DEFAULTS.throughput.durationSeconds);
/**
 * Load runs per part: SSR = bare + 2 pages; polled = bare + (3 endpoints + the 304 path) × 2 databases + bare;
 * chat = 2 databases, plus its fixed work (sign-ups, time to first token, the offline tutor).
 */
const RUNS: Record<Part, { count: number; load: LoadOptions; fixedSeconds?: number }> = {
  ssr: { count: 3, load: ssrLoad },
  polled: { count: 10, load: polledLoad },
  chat: { count: 2, load: chatLoad, fixedSeconds: 90 },
  corpus: { count: 0, load: chatLoad, fixedSeconds: 30 },
  admin: { count: 0, load: chatLoad, fixedSeconds: 1_800 },
};
const BUILD_LIMIT_MS = 240_000;

const abortBuild = new AbortController();
let finishing = false;

function cleanUpNow(): void {
  killAllNow();
  dropThrowawayDatabasesSync();
}

/** Stops everything this run started and exits; safe to reach from several paths at once. */
async function bail(code: number, message: string): Promise<never> {
  if (finishing) return new Promise<never>(() => {});
  finishing = true;
  console.error(`bench: ${message}`);
  abortBuild.abort();
  await stopAll(1_000).catch(() => killAllNow());
  dropThrowawayDatabasesSync();
  process.exit(code);
}

process.on('exit', cleanUpNow);
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a second
// signal without a handler would kill it before the servers are stopped.
process.on('SIGINT', () => void bail(130, 'interrupted: stopping servers'));
process.on('SIGTERM', () => void bail(143, 'terminated: stopping servers'));

function armLimit(milliseconds: number, what: string): NodeJS.Timeout {
  return setTimeout(() => void bail(1, `${what} took longer than ${Math.round(milliseconds / 1000)} s: stopping servers`), milliseconds).unref();
}

function finish(id: SectionId, markdown: string): void {
  writeResults(id, markdown);
  console.log(`\n${markdown}\nbench: written to ${RESULTS_FILE}`);
}

/** The SSR and polled parts, which share the bare baseline and the SQLite (and MariaDB) production servers. */
async function runSharedServerParts(parts: Set<Part>, build: string): Promise<void> {
  const mariadb = parts.has('polled')
    ? createThrowawayDatabase().then((database) => startAppServer({ name: 'production server (MariaDB)', databaseUrl: database.url }))
    : Promise.resolve(undefined);
  const [hello, sqlite, maria] = await Promise.all([
    startHelloServer(),
    startAppServer({ name: 'production server (SQLite)' }),
    mariadb,
  ]);
  for (const server of [hello, sqlite, maria]) if (server) console.log(`bench: ${server.name} pid ${server.pid} at ${server.url}`);

  if (parts.has('ssr')) finish('ssr-bundle', await runLandingSuite(hello, sqlite, build, ssrLoad));
  if (parts.has('polled')) {
    const databases = [
      { label: 'SQLite', server: sqlite },
      { label: 'MariaDB', server: maria as RunningServer },
    ];
    finish('polled', await runPolledSuite(hello, databases, build, polledLoad));
  }
  await stopAll();
}

async function main(): Promise<void> {
  const parts = selectedParts();
  // The corpus runs in-process and needs no build or server.
  if (parts.has('corpus')) {
    finish('corpus', runCorpusBench());
    if (parts.size === 1) return;
  }
  if (parts.has('admin')) finish('admin', await runAdminBench()); // in-process on its own MariaDB database, no build
  if (parts.size === 1 && parts.has('admin')) return;
  const buildLimit = armLimit(BUILD_LIMIT_MS, 'the build');
  const build = await ensureBuild({ skip: process.argv.includes('--no-build'), signal: abortBuild.signal });
  clearTimeout(buildLimit);
  // Measurement budget: every load run, plus about a minute for starting servers (MariaDB migrates and seeds),
  // sign-ups and the bundle; never below the 175 s that keeps the default run under 3 minutes.
  const loadSeconds = [...parts].reduce(
    (total, part) => total + RUNS[part].count * (RUNS[part].load.warmupSeconds + RUNS[part].load.durationSeconds) + (RUNS[part].fixedSeconds ?? 0),
    0,
  );
  armLimit(Math.max(175, loadSeconds + 60) * 1000, 'the measurement');
  console.log(`bench: measuring ${build}; parts: ${[...parts].join(', ')}`);

  if (parts.has('ssr') || parts.has('polled')) await runSharedServerParts(parts, build);
  if (parts.has('chat')) {
    const throughput = { ...CHAT_DEFAULTS.throughput, warmupSeconds: chatLoad.warmupSeconds, durationSeconds: chatLoad.durationSeconds };
    finish('chat', await runChatSuite(build, { ...CHAT_DEFAULTS, throughput }));
  }
  await stopAll();
  dropThrowawayDatabasesSync();
}

main().then(
  () => process.exit(0),
  (error: unknown) => bail(1, error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
