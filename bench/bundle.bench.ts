/**
 * What the landing page makes a first-time visitor download, measured from the running production server:
 * every `<script src>` and `<link rel="modulepreload">` of the HTML of `/`, the chunks those import statically
 * (recursively), and the two chunks the client entry loads before hydrating (see app/entry-client.tsx): the
 * landing route's own chunk (app/lazy-page.tsx) and the string table of the page language (app/i18n-loader.ts;
 * Arabic, the default) — but never the dynamic `import()` chunks of other routes or of the other language.
 * Each file is compressed here (gzip level 9, brotli quality 11) so the figures do not depend on server settings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The landing page's initial JavaScript budget: 100 kB gzipped (kB = 1000 bytes, as Vite prints). */
export const LANDING_JS_BUDGET_GZIP_BYTES = 100_000;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetSize extends Sizes {
  /** Path on the server, e.g. /assets/index-abc.js */
  path: string;
  /** Why the first visit loads it. */
  reason: string;
}

export interface BundleReport {
  html: AssetSize;
  js: AssetSize[];
  /** The default language's string table chunk (also one of `js`), when it is its own chunk. */
  strings: AssetSize | undefined;
  css: AssetSize[];
  jsTotal: Sizes;
  cssTotal: Sizes;
  budgetGzipBytes: number;
  pass: boolean;
  notes: string[];
}

export interface ManifestChunk {
  isEntry?: boolean;
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const MANIFEST = path.join('dist', 'client', '.vite', 'manifest.json');
const ROUTES_SOURCE = path.join('app', 'routes.tsx');
/** The string table of the default language (Arabic), which app/i18n-loader.ts imports dynamically. */
export const DEFAULT_LANGUAGE_TABLE = 'ui-kit/i18n/ar.ts';

function sizesOf(data: Buffer): Sizes {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }).length,
  };
}

function sum(assets: Sizes[]): Sizes {
  return assets.reduce((total, asset) => ({
    raw: total.raw + asset.raw,
    gzip: total.gzip + asset.gzip,
    brotli: total.brotli + asset.brotli,
  }), { raw: 0, gzip: 0, brotli: 0 });
}

async function download(baseUrl: string, assetPath: string): Promise<Buffer> {
  const response = await fetch(new URL(assetPath, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${assetPath} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Same-origin paths of the scripts, module preloads and stylesheets the HTML references. */
function referencesOf(html: string): { scripts: string[]; preloads: string[]; styles: string[]; external: string[] } {
  const found = { scripts: [] as string[], preloads: [] as string[], styles: [] as string[], external: [] as string[] };
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = name?.toLowerCase() === 'script';
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!href) continue;
    const list = isScript ? found.scripts : rel === 'modulepreload' ? found.preloads : rel === 'stylesheet' ? found.styles : undefined;
    if (!list) continue;
    if (/^(https?:)?\/\//i.test(href)) found.external.push(href);
    else list.push(new URL(href, 'http://x/').pathname);
  }
  return found;
}

/**
 * Static imports of a built ES module (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`),
 * resolved against the chunk's own path. Dynamic `import(...)` is deliberately not matched.
 */
export function staticImportsOf(code: string, chunkPath: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[^'"`()]*?\bfrom\s*)?["'`]([^"'`\s]+\.m?js)["'`]/g;
  const imports = new Set<string>();
  for (const [, specifier] of code.matchAll(pattern)) {
    if (specifier && /^\.{0,2}\//.test(specifier)) imports.add(new URL(specifier, `http://x${chunkPath}`).pathname);
  }
  return [...imports];
}

/** The module app/routes.tsx lazily imports for path '/', as a manifest entry (undefined when '/' is static). */
export function landingRouteChunk(manifest: Manifest): { key: string; chunk: ManifestChunk } | undefined {
  const routes = readFileSync(ROUTES_SOURCE, 'utf8');
  const match = /path:\s*['"`]\/['"`][^}]*?import\(\s*['"`]([^'"`]+)['"`]\s*\)/s.exec(routes);
  if (!match?.[1]) return undefined;
  const source = path.posix.join(path.posix.dirname(ROUTES_SOURCE.split(path.sep).join('/')), match[1]);
  const key = Object.keys(manifest).find((name) => (manifest[name]?.src ?? name).replace(/\.[cm]?[jt]sx?$/, '') === source);
  const chunk = key ? manifest[key] : undefined;
  if (!key || !chunk) throw new Error(`${ROUTES_SOURCE} lazily imports ${match[1]} for '/', but the Vite manifest has no chunk for it`);
  return { key, chunk };
}

/**
 * The default language's string table as a manifest entry, when the client entry imports it dynamically (the
 * entry's `dynamicImports`); undefined when the table is part of the static graph (then it is counted anyway).
 */
export function landingLanguageChunk(manifest: Manifest): { key: string; chunk: ManifestChunk } | undefined {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const key = entry.dynamicImports?.find((name) => (manifest[name]?.src ?? name) === DEFAULT_LANGUAGE_TABLE);
  const chunk = key ? manifest[key] : undefined;
  return key && chunk ? { key, chunk } : undefined;
}

export async function measureLandingAssets(baseUrl: string): Promise<BundleReport> {
  const notes: string[] = [];
  const htmlBytes = await download(baseUrl, '/');
  const refs = referencesOf(htmlBytes.toString('utf8'));
  if (refs.external.length > 0) notes.push(`External scripts/styles not measured: ${refs.external.join(', ')}`);

  const reasons = new Map<string, string>();
  const cssReasons = new Map<string, string>();
  const queue: string[] = [];
  const enqueue = (assetPath: string, reason: string) => {
    if (reasons.has(assetPath)) return;
    reasons.set(assetPath, reason);
    queue.push(assetPath);
  };
  for (const script of refs.scripts) enqueue(script, '<script src> in the HTML');
  for (const preload of refs.preloads) enqueue(preload, '<link rel=modulepreload> in the HTML');
  for (const style of refs.styles) cssReasons.set(style, '<link rel=stylesheet> in the HTML');

  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  /** A chunk the entry loads before hydrating, with its CSS and (recursively) its preload dependencies. */
  const addLoadedChunk = (chunk: ManifestChunk, reason: string, dependencyReason: string) => {
    enqueue(`/${chunk.file}`, reason);
    const visit = (current: ManifestChunk, seen: Set<ManifestChunk>) => {
      if (seen.has(current)) return;
      seen.add(current);
      for (const css of current.css ?? []) if (!cssReasons.has(`/${css}`)) cssReasons.set(`/${css}`, `CSS of ${reason}`);
      for (const key of current.imports ?? []) {
        const imported = manifest[key];
        if (!imported) continue;
        enqueue(`/${imported.file}`, dependencyReason);
        visit(imported, seen);
      }
    };
    visit(chunk, new Set());
  };

  const landing = landingRouteChunk(manifest);
  if (landing) {
    addLoadedChunk(landing.chunk, `route chunk of '/' (${landing.key}), loaded before hydration`, `preload dependency of the route chunk of '/'`);
  } else {
    notes.push(`${ROUTES_SOURCE} has no lazy import() for '/': the landing page is assumed to be in the static graph.`);
  }
  const strings = landingLanguageChunk(manifest);
  if (strings) {
    addLoadedChunk(strings.chunk, `Arabic string table (${strings.key}), loaded before hydration`, 'preload dependency of the Arabic string table');
  } else {
    notes.push(`The client entry has no dynamic import() of ${DEFAULT_LANGUAGE_TABLE}: the strings are assumed to be in the static graph.`);
  }

  const js: AssetSize[] = [];
  while (queue.length > 0) {
    const assetPath = queue.shift() as string;
    const data = await download(baseUrl, assetPath);
    js.push({ path: assetPath, reason: reasons.get(assetPath) ?? '', ...sizesOf(data) });
    for (const imported of staticImportsOf(data.toString('utf8'), assetPath)) {
      enqueue(imported, `static import of ${path.posix.basename(assetPath)}`);
    }
  }

  const css: AssetSize[] = [];
  for (const [assetPath, reason] of cssReasons) css.push({ path: assetPath, reason, ...sizesOf(await download(baseUrl, assetPath)) });

  const jsTotal = sum(js);
  return {
    html: { path: '/', reason: 'the document (Arabic, default cookies)', ...sizesOf(htmlBytes) },
    js,
    strings: strings ? js.find((asset) => asset.path === `/${strings.chunk.file}`) : undefined,
    css,
    jsTotal,
    cssTotal: sum(css),
    budgetGzipBytes: LANDING_JS_BUDGET_GZIP_BYTES,
    pass: jsTotal.gzip <= LANDING_JS_BUDGET_GZIP_BYTES,
    notes,
  };
}
