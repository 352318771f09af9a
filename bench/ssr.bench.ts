/**
 * Load benchmark: autocannon against one URL (a short discarded warm-up, then the measured run), reduced to the
 * figures the reports compare — average req/s, latency p50/p99, errors and responses with an unexpected status.
 * Our server's figures are always read as a ratio of the bare node:http server measured in the same run.
 */
import autocannon from 'autocannon';
import { processCpuSeconds } from './servers';

export interface LoadTarget {
  label: string;
  /** Absolute URL on 127.0.0.1. */
  url: string;
  headers?: Record<string, string>;
  /** The server process, to charge it the CPU time it spent on the measured run. */
  serverPid?: number;
  /** The status every response must have (e.g. 304 for a conditional GET); any 2xx when absent. */
  expectStatus?: number;
}

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
  /** Responses whose status is not `expectStatus` (not 2xx when the target expects no particular status). */
  unexpectedStatus: number;
  /** Server CPU time (user + system) per request, in ms; undefined where /proc is unavailable. */
  serverCpuMsPerRequest: number | undefined;
}

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`refusing to load-test a non-loopback URL: ${url}`);
}

function run(target: LoadTarget, connections: number, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections,
    duration: durationSeconds,
    headers: target.headers ?? {},
    timeout: 10,
  });
}

export async function measureLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  assertLoopback(target.url);
  if (options.warmupSeconds > 0) await run(target, options.connections, options.warmupSeconds);
  const cpuBefore = target.serverPid ? processCpuSeconds(target.serverPid) : undefined;
  const result = await run(target, options.connections, options.durationSeconds);
  const cpuAfter = target.serverPid ? processCpuSeconds(target.serverPid) : undefined;
  const cpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return {
    label: target.label,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    unexpectedStatus: unexpectedStatusCount(result, target.expectStatus),
    serverCpuMsPerRequest:
      cpuSeconds !== undefined && result.requests.total > 0 ? (cpuSeconds * 1000) / result.requests.total : undefined,
  };
}

function unexpectedStatusCount(result: autocannon.Result, expectStatus: number | undefined): number {
  if (expectStatus === undefined) return result.non2xx;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((total, stat) => total + (stat.count ?? 0), 0);
  return answered - (result.statusCodeStats?.[`${expectStatus}`]?.count ?? 0);
}

/** One GET before the load, so we never benchmark an error page: checks the status and a marker in the body. */
export async function checkPage(target: LoadTarget, mustContain: string[]): Promise<void> {
  assertLoopback(target.url);
  const response = await fetch(target.url, { headers: target.headers ?? {} });
  const body = await response.text();
  if (!response.ok) throw new Error(`${target.label}: GET ${target.url} answered ${response.status}`);
  const missing = mustContain.filter((marker) => !body.includes(marker));
  if (missing.length > 0) throw new Error(`${target.label}: the page lacks ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
}
