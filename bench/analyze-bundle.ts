/**
 * `npx tsx bench/analyze-bundle.ts`: which packages and folders fill the landing page's initial JavaScript.
 * Builds the client with source maps into a throw-away folder (dist/ is untouched), takes the same chunk set
 * as bench/bundle.bench.ts (the entry, its static imports, the route chunk of '/', the Arabic string table), charges each minified byte
 * to its original file and prints a table per package/folder. "gzip est." compresses each owner's minified code
 * on its own: a guide to what removing it saves, not an exact share (the parts do not add up to the total).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingLanguageChunk, landingRouteChunk, staticImportsOf, type Manifest } from './bundle.bench';
import { attributeChunk, ownerOf, type SourceMapV3, type SourceShare } from './sourcemap-attribution';

const outDir = process.env.BENCH_ANALYZE_DIR ?? path.join(tmpdir(), 'bench-analyze');
const TOP = Number(process.env.BENCH_ANALYZE_TOP ?? 25);

function build(): void {
  if (process.argv.includes('--no-build') && existsSync(path.join(outDir, '.vite', 'manifest.json'))) return;
  const result = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build exited with ${result.status}`);
}

/** Chunk files (relative to outDir) a first visit of '/' loads: entry + static imports + route chunk + strings. */
function landingChunks(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const queue = [`/${entry.file}`];
  const landing = landingRouteChunk(manifest);
  if (landing) queue.push(`/${landing.chunk.file}`);
  const strings = landingLanguageChunk(manifest);
  if (strings) queue.push(`/${strings.chunk.file}`);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const chunk = queue.shift() as string;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...staticImportsOf(readFileSync(path.join(outDir, chunk), 'utf8'), chunk));
  }
  return [...seen].map((chunk) => chunk.slice(1));
}

interface OwnerRow {
  owner: string;
  bytes: number;
  code: string;
  sourceBytes: number;
  files: SourceShare[];
}

/** node_modules paths from the package name on, project files relative to the repository root. */
function displayPath(source: string): string {
  if (source.includes('node_modules/')) return source.replace(/^.*node_modules\//, '');
  return source.startsWith('(') ? source : path.relative(process.cwd(), path.resolve(outDir, 'assets', source));
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function main(): void {
  build();
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const chunks = landingChunks(manifest);
  const owners = new Map<string, OwnerRow>();
  let totalBytes = 0;
  let totalGzip = 0;
  for (const chunk of chunks) {
    const code = readFileSync(path.join(outDir, chunk), 'utf8');
    totalBytes += Buffer.byteLength(code);
    totalGzip += gzipSync(code, { level: 9 }).length;
    const map = JSON.parse(readFileSync(path.join(outDir, `${chunk}.map`), 'utf8')) as SourceMapV3;
    for (const share of attributeChunk(code, map).values()) {
      const owner = ownerOf(share.source);
      const row = owners.get(owner) ?? { owner, bytes: 0, code: '', sourceBytes: 0, files: [] };
      row.bytes += share.bytes;
      row.code += share.code;
      row.sourceBytes += share.sourceBytes;
      row.files.push(share);
      owners.set(owner, row);
    }
  }

  const rows = [...owners.values()].sort((a, b) => b.bytes - a.bytes);
  console.log(`Landing chunks: ${chunks.join(', ')}`);
  console.log(`Total: ${kB(totalBytes).trim()} kB minified, ${kB(totalGzip).trim()} kB gzip -9\n`);
  console.log(`${'package / folder'.padEnd(44)} ${'min kB'.padStart(7)} ${'share'.padStart(6)} ${'gzip est'.padStart(8)} ${'src kB'.padStart(7)}  biggest files`);
  for (const row of rows.slice(0, TOP)) {
    const biggest = row.files
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 2)
      .map((file) => `${displayPath(file.source)} ${kB(file.bytes).trim()}`)
      .join('; ');
    const share = `${((row.bytes / totalBytes) * 100).toFixed(1)}%`;
    console.log(`${row.owner.padEnd(44)} ${kB(row.bytes)} ${share.padStart(6)} ${kB(gzipSync(row.code, { level: 9 }).length).padStart(8)} ${kB(row.sourceBytes)}  ${biggest}`);
  }
  if (rows.length > TOP) console.log(`… ${rows.length - TOP} more (BENCH_ANALYZE_TOP=${rows.length} to list all)`);
}

main();
