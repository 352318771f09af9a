/**
 * A tiny static server for the built Storybook (dist/storybook), started by playwright.visual.config.ts.
 * Serving the static build (not `storybook dev`) keeps the visual run fast, offline and identical run to run.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../dist/storybook', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6199);

if (!existsSync(`${root}/index.json`)) {
  console.error(`No Storybook build at ${root}: run \`node scripts/visual.mjs\` (it builds first).`);
  process.exit(1);
}

// The build is immutable while the run lasts: let the browser cache (and V8's code cache) keep the preview bundle,
// so each story loads in a fraction of the time of a cold load.
const serve = sirv(root, { dev: false, etag: true, single: false, maxAge: 3600 });
createServer((req, res) => serve(req, res, () => {
  res.statusCode = 404;
  res.end('not found');
})).listen(port, '127.0.0.1', () => console.log(`storybook static build on http://127.0.0.1:${port}`));
