/**
 * Turns the measurements into Markdown: the load table (our figures as ratios of the bare node:http server of
 * the same run) and the landing-page asset tables, and writes each benchmark's section into bench/RESULTS.md
 * between its own markers, so a run of one part (`--only=…`) leaves the other sections as they were.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { BundleReport, AssetSize, Sizes } from './bundle.bench';
import type { LoadOptions, LoadResult } from './ssr.bench';

export const RESULTS_FILE = path.join('bench', 'RESULTS.md');
/** The sections of RESULTS.md, in file order; each is rewritten only by its own part of the benchmark. */
export const SECTIONS = ['ssr-bundle', 'polled', 'chat', 'corpus', 'admin'] as const;
export type SectionId = (typeof SECTIONS)[number];
const beginMarker = (id: SectionId) => `<!-- bench:${id}:begin (written by \`npm run bench\`; edits inside are overwritten) -->`;
const endMarker = (id: SectionId) => `<!-- bench:${id}:end -->`;

const HEADER = `# Benchmarks

**Machine**: 2 CPU cores, shared and noisy (other jobs run beside the benchmark); the load generator (autocannon)
runs on the same box as the server and takes one of those cores. Absolute req/s and latencies drift between runs
by tens of percent, so **compare the ratios to the bare node:http "hello world" server measured in the same
run**, not absolute numbers across runs. Byte sizes are exact and repeatable for a given build.

**Run**: \`npm run bench\` (\`tsx bench/run.ts\`, each part < 3 minutes after the build, all traffic to 127.0.0.1);
\`npm run bench -- --only=ssr\`, \`--only=polled\`, \`--only=chat\` or \`--only=corpus\` runs one part and rewrites only its section.
It builds first when dist/ is missing or older than the sources (\`--no-build\` measures dist/ as it is), starts
bench/hello-server.mjs and \`node dist/server/main.js\` (NODE_ENV=production, fresh DATA_DIR, LOG_LEVEL=silent;
on SQLite, and for the polled and chat parts also on a throw-away MariaDB database that is dropped at the end) as
separate processes, and always stops them. \`BENCH_SECONDS\` / \`BENCH_WARMUP_SECONDS\` shorten the load runs for a
quick look; the recorded results use the defaults (SSR 10 s / 2 s, polled 8 s / 1 s, chat 10 s / 2 s).
Which modules fill the landing bundle: \`npx tsx bench/analyze-bundle.ts\`.
`;

export interface RunInfo {
  date: Date;
  nodeVersion: string;
  cpu: string;
  commit: string;
  build: string;
  /** 1-minute load average of the box (2 cores: above 2 means the run shared the CPU). */
  machineLoad: string;
  load: LoadOptions;
}

export function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** The 1-minute load average now. */
export const machineLoadNow = () => loadavg()[0] ?? 0;

/** Describes a part of the run that started at `date` with the machine's load at `loadAtStart`; ends now. */
export function runInfo(build: string, date: Date, loadAtStart: number, load: LoadOptions): RunInfo {
  const cpuList = cpus();
  return {
    date,
    nodeVersion: process.version,
    cpu: `${cpuList.length} × ${cpuList[0]?.model.trim() ?? 'unknown CPU'}`,
    commit: gitCommit(),
    build,
    machineLoad: `${loadAtStart.toFixed(1)} at start, ${machineLoadNow().toFixed(1)} at end`,
    load,
  };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export function ratio(value: number | undefined, base: number | undefined): string {
  if (value === undefined || base === undefined || base <= 0) return 'n/a';
  const quotient = value / base;
  return `${quotient >= 10 ? quotient.toFixed(0) : quotient < 0.1 ? quotient.toPrecision(2) : quotient.toFixed(2)}×`;
}
export const cpuMs = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(3));

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function loadTable(results: LoadResult[], baseline: LoadResult): string {
  const rows = results.map((result) => [
    result.label,
    fixed(result.requestsPerSecond),
    ratio(result.requestsPerSecond, baseline.requestsPerSecond),
    fixed(result.latencyP50Ms, 1),
    ratio(result.latencyP50Ms, baseline.latencyP50Ms),
    fixed(result.latencyP99Ms, 1),
    ratio(result.latencyP99Ms, baseline.latencyP99Ms),
    cpuMs(result.serverCpuMsPerRequest),
    ratio(result.serverCpuMsPerRequest, baseline.serverCpuMsPerRequest),
    String(result.errors),
    String(result.non2xx),
    fixed(result.totalRequests),
  ]);
  return table(
    ['target', 'req/s (avg)', 'req/s × bare', 'p50 ms', 'p50 × bare', 'p99 ms', 'p99 × bare', 'server CPU ms/req', 'CPU × bare', 'errors', 'non-2xx', 'requests'],
    rows,
  );
}

function sizeCells(sizes: Sizes): string[] {
  return [kB(sizes.raw), kB(sizes.gzip), kB(sizes.brotli)];
}

function assetRows(assets: AssetSize[]): string[][] {
  return assets.map((asset) => [`\`${asset.path}\``, asset.reason, ...sizeCells(asset)]);
}

export function bundleTables(report: BundleReport): string {
  const verdict = report.pass ? 'PASS' : 'FAIL';
  const summary = table(['what', 'raw', 'gzip -9', 'brotli q11'], [
    ['**landing initial JS**', ...sizeCells(report.jsTotal)],
    ...(report.strings ? [['of which the Arabic string table (`ui-kit/i18n/ar.ts`)', ...sizeCells(report.strings)]] : []),
    ['landing CSS', ...sizeCells(report.cssTotal)],
    ['HTML document `/`', ...sizeCells(report.html)],
  ]);
  const detail = table(['file', 'why the first visit loads it', 'raw', 'gzip -9', 'brotli q11'], [
    ...assetRows(report.js),
    ...assetRows(report.css),
  ]);
  const budget = `**Budget: landing initial JS ≤ ${kB(report.budgetGzipBytes)} gzipped → ${verdict}** ` +
    `(${kB(report.jsTotal.gzip)}, ${report.jsTotal.gzip <= report.budgetGzipBytes ? 'under' : 'over'} by ` +
    `${kB(Math.abs(report.budgetGzipBytes - report.jsTotal.gzip))}).`;
  const notes = report.notes.map((note) => `- ${note}`).join('\n');
  return [budget, summary, detail, notes].filter(Boolean).join('\n\n');
}

/** The line under a section's title saying when, where and on what the figures were taken. */
export function runLine(info: RunInfo): string {
  return `Run ${info.date.toISOString()} · Node ${info.nodeVersion} · ${info.cpu} · load average (1 min) ${info.machineLoad} ·
commit ${info.commit} · build: ${info.build}`;
}

export function section(info: RunInfo, results: LoadResult[], baseline: LoadResult, bundle: BundleReport): string {
  const { connections, warmupSeconds, durationSeconds } = info.load;
  return `## SSR throughput and landing-page bundle

${runLine(info)}

### Load: autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s per target

\`GET /\` is the server-rendered landing page (the default request is Arabic/RTL with no cookies; the second sends
\`Cookie: language=en; theme=dark\`). autocannon sends no Accept-Encoding, so these figures exclude response
compression. "× bare" = our figure ÷ the bare node:http figure of this run (req/s: higher is better; latency
and CPU: lower is better). "server CPU ms/req" = user + system CPU time of the server process during the measured
run (from /proc, 10 ms ticks) ÷ requests served: the figure least disturbed by a busy machine.

${loadTable(results, baseline)}

### Landing page: what a first visit downloads

JS = every \`<script src>\` and \`<link rel="modulepreload">\` of the HTML of \`/\`, their static imports
(recursively), and the two chunks the client entry loads before hydrating: the route chunk of \`/\` and the
string table of the page language (Arabic, the default: \`ui-kit/i18n/ar.ts\`, found through the entry's
\`dynamicImports\` in the Vite manifest). Dynamic \`import()\` chunks of other routes and of the English table
are not counted. Sizes are compressed here from the raw files (kB = 1000 bytes). Web
fonts (woff2, loaded per unicode-range by the CSS) are not included.

${bundleTables(bundle)}
`;
}

/**
 * Rewrites bench/RESULTS.md as the header above plus every section in SECTIONS order: section `id` gets
 * `markdown`, the others keep what the file held between their markers (absent ones stay absent).
 */
export function writeResults(id: SectionId, markdown: string): void {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const blocks = SECTIONS.map((sectionId) => {
    const body = sectionId === id ? markdown.trim() : storedSection(current, sectionId);
    return body === undefined ? undefined : `${beginMarker(sectionId)}\n${body}\n${endMarker(sectionId)}\n`;
  });
  writeFileSync(RESULTS_FILE, [HEADER, ...blocks.filter(Boolean)].join('\n'));
}

function storedSection(file: string, id: SectionId): string | undefined {
  const start = file.indexOf(`<!-- bench:${id}:begin`);
  const stop = file.indexOf(endMarker(id));
  if (start < 0 || stop < start) return undefined;
  return file.slice(file.indexOf('\n', start) + 1, stop).trim();
}
