#!/usr/bin/env node
// `npm start`: build if the production build is missing or older than the sources, then serve it.
// The server migrates and seeds the database itself on start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outputs = ['dist/client/index.html', 'dist/server/entry-server.js', 'dist/server/main.js'].map((file) => path.join(root, file));
const sources = ['app', 'ui-kit', 'contract', 'server', 'db', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No production build yet: building…' : 'Sources changed since the last build: rebuilding…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
