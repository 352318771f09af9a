/**
 * Where to go after signing in when a page sent the visitor to log in first (`?next=/subscribe?plan=yearly`).
 * Only our own paths are accepted: an absolute URL, a protocol-relative `//host` or a backslash trick would turn
 * the login page into an open redirect.
 */
export const NEXT_PARAM = 'next';

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, 'http://local.invalid');
    return url.origin === 'http://local.invalid' ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** /auth/login with the way back to `path`. */
export function loginPathFor(path: string): string {
  return `/auth/login?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}
