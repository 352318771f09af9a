/**
 * The polled-endpoints part of `npm run bench` (`--only=polled`): registers a student on each database's server,
 * checks every polled endpoint, then load-tests the bare node:http baseline, each endpoint (plus the 304 path)
 * and the baseline again, at 100 connections, one target at a time, and returns its RESULTS.md section.
 */
import { polledTargets, signUp } from './polled.bench';
import { polledSection } from './polled-report';
import { machineLoadNow, runInfo } from './report';
import type { RunningServer } from './servers';
import { measureLoad, type LoadOptions, type LoadResult, type LoadTarget } from './ssr.bench';

export interface PolledDatabase {
  /** Shown in the table, e.g. "SQLite". */
  label: string;
  server: RunningServer;
}

/**
 * Targets of all databases interleaved endpoint by endpoint (SQLite me, MariaDB me, SQLite user status, …), so
 * that the drift of a shared machine's load over the run hits both databases alike.
 */
function interleave(perDatabase: LoadTarget[][]): LoadTarget[] {
  const longest = Math.max(0, ...perDatabase.map((targets) => targets.length));
  return Array.from({ length: longest }, (_, index) => perDatabase.flatMap((targets) => targets[index] ?? [])).flat();
}

export async function runPolledSuite(hello: RunningServer, databases: PolledDatabase[], build: string, load: LoadOptions): Promise<string> {
  // Sign-ups (argon2) and the checks happen before any load, so a broken endpoint fails the run in seconds.
  const perDatabase: LoadTarget[][] = [];
  for (const { label, server } of databases) {
    const session = await signUp(server.url);
    perDatabase.push(await polledTargets(label, server.url, server.pid, session));
  }
  const bareTarget = (label: string): LoadTarget => ({ label, url: `${hello.url}/`, serverPid: hello.pid });

  const date = new Date();
  const loadAtStart = machineLoadNow();
  const measure = (target: LoadTarget): Promise<LoadResult> => {
    console.log(`bench: ${target.label}: ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s …`);
    return measureLoad(target, load);
  };
  const bare = await measure(bareTarget('bare node:http "hello world"'));
  const results: LoadResult[] = [];
  for (const target of interleave(perDatabase)) results.push(await measure(target));
  const bareAgain = await measure(bareTarget('bare node:http "hello world" again, last (drift check)'));
  return polledSection(runInfo(build, date, loadAtStart, load), bare, results, bareAgain);
}
