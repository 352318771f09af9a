/**
 * Starts the servers a benchmark talks to — each in its own process, on loopback, on a free port — waits until
 * they answer, and guarantees they are stopped: `stopAll()` on the normal path, `killAllNow()` from an `exit`
 * handler when the run dies another way. Only the processes started here are ever signalled.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LOOPBACK = '127.0.0.1';

export interface RunningServer {
  name: string;
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** The app server's DATA_DIR (its SQLite file is `tutor.sqlite` there); undefined for other servers. */
  dataDir?: string;
}

interface Started {
  child: ChildProcess;
  cleanup: () => void;
}

const started = new Map<string, Started>();

/** A port the OS reports free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails early if the process exits, or after `timeoutMs`. */
async function waitUntilReady(name: string, child: ChildProcess, url: string, stderr: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderr()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms:\n${stderr()}`);
}

async function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  cleanup: () => void = () => {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    env: { ...process.env, ...env, PORT: String(port), HOST: LOOPBACK },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  started.set(name, { child, cleanup });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4_000);
  });
  const url = `http://${LOOPBACK}:${port}`;
  await waitUntilReady(name, child, `${url}${readyPath}`, () => errorOutput, 30_000);
  return { name, url, pid: child.pid ?? -1 };
}

/** The bare node:http "hello world" baseline (bench/hello-server.mjs). */
export function startHelloServer(): Promise<RunningServer> {
  return startProcess('node:http hello world', [path.join('bench', 'hello-server.mjs')], {}, '/');
}

export interface AppServerOptions {
  /** Shown in logs and errors; defaults to "production server". */
  name?: string;
  /** mysql://… for MariaDB/MySQL; undefined for the embedded SQLite database in the fresh DATA_DIR. */
  databaseUrl?: string;
  /** Extra environment for this server (e.g. raised quota limits, TUTOR_LLM_BASE_URL). */
  env?: Record<string, string>;
}

/**
 * Our production build (dist/server/main.js) with a fresh, throw-away DATA_DIR (the SQLite file and the session
 * secret live there), or on the MariaDB database `databaseUrl` names.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const server = await startProcess(
    options.name ?? 'production server',
    [path.join('dist', 'server', 'main.js')],
    { ...options.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: options.databaseUrl ?? '' },
    '/api/health',
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  return { ...server, dataDir };
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM every started server, SIGKILL whichever is still alive after `graceMs`, remove their data dirs. */
export async function stopAll(graceMs = 3_000): Promise<void> {
  const stopping = [...started.values()].map(async ({ child, cleanup }) => {
    if (!exited(child)) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(timer);
    }
    cleanup();
  });
  await Promise.all(stopping);
  started.clear();
}

let clockTicksPerSecond: number | undefined;

/**
 * CPU time (user + system, seconds) a process has used so far, from /proc (Linux); undefined elsewhere.
 * CPU per request is far less disturbed by the neighbours on a shared machine than req/s.
 */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** Last resort for `process.on('exit')`: synchronous, so it can only SIGKILL. */
export function killAllNow(): void {
  for (const { child, cleanup } of started.values()) {
    if (!exited(child)) child.kill('SIGKILL');
    try {
      cleanup();
    } catch {
      // best effort while exiting
    }
  }
  started.clear();
}
