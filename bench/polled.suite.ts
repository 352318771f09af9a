/**
 * The polled-endpoints part of `npm run bench` (`--only=polled`): registers a student on each database's server,
 * checks every polled endpoint, then load-tests the bare node:http baseline and each endpoint (plus the 304
 * path) at 100 connections, one target at a time, and returns the Markdown of its RESULTS.md section.
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

export async function runPolledSuite(hello: RunningServer, databases: PolledDatabase[], build: string, load: LoadOptions): Promise<string> {
  // Sign-ups (argon2) and the checks happen before any load, so a broken endpoint fails the run in seconds.
  const targets: LoadTarget[] = [{ label: 'bare node:http "hello world"', url: `${hello.url}/`, serverPid: hello.pid }];
  for (const { label, server } of databases) {
    const session = await signUp(server.url);
    targets.push(...(await polledTargets(label, server.url, server.pid, session)));
  }

  const date = new Date();
  const loadAtStart = machineLoadNow();
  const results: LoadResult[] = [];
  for (const target of targets) {
    console.log(`bench: ${target.label}: ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s …`);
    results.push(await measureLoad(target, load));
  }
  return polledSection(runInfo(build, date, loadAtStart, load), results, results[0] as LoadResult);
}
