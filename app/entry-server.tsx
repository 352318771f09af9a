/**
 * Server render: one `render()` the Express SSR handler calls per page request. It prefetches the page's data
 * into a per-request QueryClient, loads the matched route's module (so nothing suspends), streams the React tree
 * and hands back the head (Stitches CSS), the dehydrated state script and the status code (404 for unknown routes).
 */
import type { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { MeResponse } from '../contract/auth';
import type { Language, Theme } from '../contract/values';
import '../ui-kit/i18n/all-languages';
import { translator } from '../ui-kit/i18n';
import { getCssText } from '../ui-kit/theme/stitches.config';
import { documentTitle } from './document-title';
import { authKeys } from './queries/auth';
import { createQueryClient } from './query-client';
import { Root, type BootState } from './Root';
import { matchRoute, preloadRoute } from './routes';

export interface RenderOptions {
  url: string;
  language: Language;
  theme: Theme;
  resolvedTheme: 'light' | 'dark' | null;
  nonce: string;
  /** The signed-in user (null for visitors), so the first byte needs no auth round trip. */
  me: MeResponse | null;
}

export interface RenderResult {
  statusCode: number;
  /** Set when the page is a redirect (a signed-in student opening `/` goes to /chat). */
  redirectTo?: string;
  /** Tags for <head>: the CSS of everything rendered in the shell. */
  headHtml(): string;
  /** The script that hands the dehydrated state to the client (placed before </body>). */
  stateScript: string;
  pipe(destination: Writable): void;
  abort(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON safe to inline in a <script>: no `</script>`, no U+2028/2029 surprises. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function redirectResult(location: string): RenderResult {
  return {
    statusCode: 302,
    redirectTo: location,
    headHtml: () => '',
    stateScript: '',
    pipe: (destination) => destination.end(),
    abort: () => undefined,
  };
}

export async function render(options: RenderOptions): Promise<RenderResult> {
  const { pathname } = new URL(options.url, 'http://localhost');
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, options.me);
  // SPEC.md §2: signed-in students opening / see the chat (the address becomes /chat).
  if (pathname === '/' && options.me) return redirectResult('/chat');
  await preloadRoute(pathname);

  const boot: BootState = {
    language: options.language,
    theme: options.theme,
    resolvedTheme: options.resolvedTheme,
    queryState: dehydrate(queryClient),
  };

  let markShellReady!: () => void;
  let failShell!: (error: unknown) => void;
  const shellReady = new Promise<void>((resolve, reject) => {
    markShellReady = resolve;
    failShell = reject;
  });
  // onShellReady can fire before renderToPipeableStream returns: wait for both.
  const stream = renderToPipeableStream(
    <StaticRouter location={options.url}>
      <Root queryClient={queryClient} boot={boot} />
    </StaticRouter>,
    {
      nonce: options.nonce,
      onShellReady: () => markShellReady(),
      onShellError: (error) => failShell(error),
      onError: (error) => {
        console.error('SSR render error', error);
      },
    },
  );
  await shellReady;

  return {
    statusCode: matchRoute(pathname) ? 200 : 404,
    headHtml: () => `<title>${escapeHtml(documentTitle(translator(options.language)))}</title><style id="stitches">${getCssText()}</style>`,
    stateScript: `<script nonce="${options.nonce}">window.__BOOT__=${serializeForScript(boot)}</script>`,
    pipe: (destination) => stream.pipe(destination),
    abort: () => stream.abort(),
  };
}
