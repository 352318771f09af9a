/**
 * The SSR/bundle part of `npm run bench` (`--only=ssr`): load-tests the bare node:http baseline and the
 * server-rendered landing page (Arabic default; English + dark) at 50 connections, measures what a first visit
 * of `/` downloads, and returns the Markdown of its RESULTS.md section.
 */
import { measureLandingAssets } from './bundle.bench';
import { machineLoadNow, runInfo, section } from './report';
import type { RunningServer } from './servers';
import { checkPage, measureLoad, type LoadOptions, type LoadResult, type LoadTarget } from './ssr.bench';

export async function runLandingSuite(hello: RunningServer, app: RunningServer, build: string, load: LoadOptions): Promise<string> {
  const date = new Date();
  const loadAtStart = machineLoadNow();
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
  return section(runInfo(build, date, loadAtStart, load), results, results[0] as LoadResult, bundle);
}
