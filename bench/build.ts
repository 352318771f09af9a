/**
 * Makes sure the benchmark measures the current code: runs `npm run build` when the production build is missing
 * or older than the sources (the same rule as scripts/start.mjs), unless `--no-build` asks to measure dist as is.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const OUTPUTS = ['dist/client/index.html', 'dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/server/main.js'];
const SOURCES = ['app', 'ui-kit', 'contract', 'server', 'db', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Why a build is needed, or undefined when dist is present and newer than every source. */
export function buildNeeded(): string | undefined {
  const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt === 0) return 'no production build yet';
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  return changedAt > builtAt ? 'sources changed since the last build' : undefined;
}

/** Resolves with a line for the report saying which build was measured. */
export async function ensureBuild(options: { skip: boolean; signal: AbortSignal }): Promise<string> {
  const reason = buildNeeded();
  if (!reason) return 'existing dist/ (newer than the sources)';
  if (options.skip) {
    if (!existsSync(OUTPUTS[0] as string)) throw new Error('--no-build given but there is no dist/: run `npm run build`');
    return `existing dist/ (--no-build; ${reason})`;
  }
  console.log(`bench: ${reason}: npm run build …`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], signal: options.signal });
    build.once('error', reject);
    build.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build exited with ${code} (errors above; \`npm run bench -- --no-build\` measures dist/ as is)`));
    });
  });
  return `fresh \`npm run build\` (${reason}; ${((Date.now() - started) / 1000).toFixed(0)} s)`;
}
