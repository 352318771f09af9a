/**
 * The polled-endpoints section of bench/RESULTS.md: one table with the bare node:http baseline, each endpoint
 * on SQLite and on MariaDB (and the 304 path), their ratios to the baseline, and a PASS/FAIL per row against
 * the accounts issue's target. Also says where the time goes: how busy the server process was, and what
 * Little's law allows at this many connections.
 */
import { POLLED_TARGET, polledVerdict } from './polled.bench';
import { cpuMs, fixed, ratio, runLine, table, type RunInfo } from './report';
import type { LoadResult } from './ssr.bench';

/** Cores the server process kept busy during the measured run (CPU ms/req × req/s). */
function coresBusy(result: LoadResult): string {
  if (result.serverCpuMsPerRequest === undefined) return 'n/a';
  return ((result.serverCpuMsPerRequest * result.requestsPerSecond) / 1000).toFixed(2);
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Rows: the baseline, the measured targets (with their verdicts), then the baseline measured again. */
export function polledTable(bare: LoadResult, measured: LoadResult[], bareAgain: LoadResult): string {
  const rows = [bare, ...measured, bareAgain].map((result) => {
    const isBare = result === bare || result === bareAgain;
    const verdict = polledVerdict(result, bare);
    return [
      result.label,
      fixed(result.requestsPerSecond),
      ratio(result.requestsPerSecond, bare.requestsPerSecond),
      fixed(result.latencyP50Ms, 1),
      fixed(result.latencyP99Ms, 1),
      ratio(result.latencyP99Ms, bare.latencyP99Ms),
      cpuMs(result.serverCpuMsPerRequest),
      ratio(result.serverCpuMsPerRequest, bare.serverCpuMsPerRequest),
      coresBusy(result),
      String(result.errors),
      String(result.unexpectedStatus),
      fixed(result.totalRequests),
      isBare ? '—' : mark(verdict.shareOk),
      mark(verdict.p99Ok),
      result === bare ? 'baseline' : isBare ? 'drift check' : verdict.pass ? 'PASS' : '**FAIL**',
    ];
  });
  return table(
    [
      'target', 'req/s (avg)', 'req/s × bare', 'p50 ms', 'p99 ms', 'p99 × bare', 'server CPU ms/req', 'CPU × bare',
      'server cores busy', 'errors', 'unexpected status', 'requests',
      `≥ ${POLLED_TARGET.minShareOfBare * 100} % of bare`, `p99 ≤ ${POLLED_TARGET.maxP99Ms} ms`, 'verdict',
    ],
    rows,
  );
}

export function polledSection(info: RunInfo, bare: LoadResult, measured: LoadResult[], bareAgain: LoadResult): string {
  const { connections, warmupSeconds, durationSeconds } = info.load;
  const passed = measured.filter((result) => polledVerdict(result, bare).pass).length;
  const verdict = passed === measured.length ? 'PASS' : 'FAIL';
  const littleMs = bare.requestsPerSecond > 0 ? (connections / bare.requestsPerSecond) * 1000 : undefined;
  return `## Polled endpoints with a signed-in session (SQLite and MariaDB)

${runLine(info)}

### Load: autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s per target

A student is registered on each server through \`POST /api/auth/register\`; every request then carries its session
cookie and an \`X-Device-Id\`, as an open tab does. Before the load each endpoint is checked once (200, the
contract's shape, the signed-in student's answer, an ETag that a conditional GET answers with 304). The
\`If-None-Match\` row sends the ETag of that first GET, so every answer is a 304 without a body (what polling
costs while nothing changes). SQLite is a fresh file in a fresh DATA_DIR; MariaDB is a fresh database on the
local server (\`mysql://root@127.0.0.1:3306/bench_polled_…\`), created before and dropped after the run. The bare
node:http "hello world" was measured in the same run at the same concurrency, first (the baseline of every ratio)
and again last: when the two differ much, the machine's load changed during the run. The two databases'
targets alternate (SQLite me, MariaDB me, SQLite user status, …) so such drift hits both alike.

"server cores busy" = server CPU ms/req × req/s ÷ 1000: near 1.00 means the server's one JavaScript thread was
saturated and requests queued behind each other. With ${connections} connections always waiting for an answer, mean
latency = ${connections} ÷ req/s (Little's law)${littleMs === undefined ? '' : `: even the bare server's ${fixed(bare.requestsPerSecond)} req/s means ${fixed(littleMs, 1)} ms on average`},
so a p99 ≤ ${POLLED_TARGET.maxP99Ms} ms needs more than ${fixed((connections / POLLED_TARGET.maxP99Ms) * 1000)} req/s from a server.

**Target: ≥ ${POLLED_TARGET.minShareOfBare * 100} % of the bare req/s and p99 ≤ ${POLLED_TARGET.maxP99Ms} ms, with no errors → ${verdict}** (${passed} of ${measured.length} rows pass).

${polledTable(bare, measured, bareAgain)}
`;
}
