/**
 * Streams server-rendered pages. The first byte already carries the right <html lang dir class> (from the
 * preference cookies mirrored from localStorage), the Stitches CSS collected at shell-ready, and the CSP nonce on
 * every script; the dehydrated query state is written just before </body>.
 *
 * Development loads app/entry-server.tsx through Vite (HMR); production imports the built SSR bundle.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderOptions, RenderResult } from '../app/entry-server';
import type { AppContext } from './context';
import { loadIdentity } from './middleware/identity';
import { readPreferences } from './preferences';
import { getMe } from './services/auth/status.service';

type RenderFunction = (options: RenderOptions) => Promise<RenderResult>;

interface PageSource {
  template(url: string): Promise<string>;
  renderer(): Promise<RenderFunction>;
}

export function devPageSource(vite: ViteDevServer, root: string): PageSource {
  return {
    async template(url) {
      const raw = await readFile(path.join(root, 'index.html'), 'utf8');
      return vite.transformIndexHtml(url, raw);
    },
    async renderer() {
      const module = await vite.ssrLoadModule('/app/entry-server.tsx');
      return module.render as RenderFunction;
    },
  };
}

export function productionPageSource(root: string): PageSource {
  let template: Promise<string> | undefined;
  let renderer: Promise<RenderFunction> | undefined;
  return {
    template: () => (template ??= readFile(path.join(root, 'dist/client/index.html'), 'utf8')),
    renderer: () =>
      (renderer ??= import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href).then(
        (module: { render: RenderFunction }) => module.render,
      )),
  };
}

const HTML_SPLIT = '<!--app-html-->';

/** Adds the request's nonce to every script and module preload of the template. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`).replace(
    /<link rel="modulepreload"/g,
    `<link rel="modulepreload" nonce="${nonce}"`,
  );
}

/**
 * Before first paint: resolve the `system` theme from prefers-color-scheme (the server cannot know it) and
 * follow localStorage if it disagrees with the cookie. Tiny and synchronous so there is no flash.
 */
function themeBootScript(nonce: string): string {
  const code =
    "(function(){try{var d=document.documentElement,t=localStorage.getItem('theme')||'system';" +
    "var dark=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
    "d.classList.toggle('dark-theme',dark);d.style.colorScheme=dark?'dark':'light';" +
    "document.cookie='theme='+t+';path=/;max-age=31536000;samesite=lax'}catch(e){}})();";
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * React ends the stream it pipes into; this forwards its chunks to the response (flushing through compression so
 * chunks leave as they are rendered) and appends the page tail once React is done.
 */
function forwardTo(res: Response, tail: string): Writable {
  return new Writable({
    write(chunk, _encoding, callback) {
      res.write(chunk);
      res.flush?.();
      callback();
    },
    final(callback) {
      res.end(tail);
      callback();
    },
  });
}

export function ssrHandler(context: AppContext, source: PageSource): RequestHandler {
  return async (req: Request, res: Response) => {
    const nonce = res.locals.cspNonce as string;
    const preferences = readPreferences(req);
    // The signed-in user is known on the first byte: `/` renders the landing page or redirects with no spinner.
    const identity = await loadIdentity(context, req, res);
    const [template, render, me] = await Promise.all([
      source.template(req.originalUrl),
      source.renderer(),
      identity.user ? getMe(context, identity.user) : null,
    ]);
    const result = await render({
      url: req.originalUrl,
      language: preferences.language,
      theme: preferences.theme,
      resolvedTheme: preferences.resolvedTheme,
      nonce,
      me,
    });
    if (result.redirectTo) {
      res.redirect(302, result.redirectTo);
      return;
    }

    const page = withNonce(template, nonce)
      .replace('<!--app-lang-->', preferences.language)
      .replace('<!--app-dir-->', preferences.language === 'ar' ? 'rtl' : 'ltr')
      .replace('<!--app-theme-class-->', preferences.resolvedTheme === 'dark' ? 'dark-theme' : '');
    const splitAt = page.indexOf(HTML_SPLIT);
    const [before, after] = [page.slice(0, splitAt), page.slice(splitAt + HTML_SPLIT.length)];

    const head = `${themeBootScript(nonce)}${result.headHtml()}`;
    res.status(result.statusCode);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie, Sec-CH-Prefers-Color-Scheme');
    res.setHeader('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
    res.write(before.replace('<!--app-head-->', head));

    const bodyEnd = after.indexOf('</body>');
    const tail = `${after.slice(0, bodyEnd)}${result.stateScript}${after.slice(bodyEnd)}`;
    res.flush?.();
    result.pipe(forwardTo(res, tail));
    res.on('close', () => {
      if (!res.writableEnded) result.abort();
    });
  };
}
