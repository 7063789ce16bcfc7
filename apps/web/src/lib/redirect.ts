export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/dashboard/index';

const PROBE_ORIGIN = 'http://probe.invalid';

/**
 * The target as a same-site path, or null when it could lead elsewhere: absolute URLs, `//host`,
 * `/\host` (browsers read `\` as `/`), `javascript:` and the like all resolve off our origin.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === LOGIN_PATH ? null : path;
}

/** The login page, remembering where the user was going (spec 000 §2). */
export function loginPath(target?: string): string {
  const wanted = safeRedirect(target);
  return wanted ? `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}` : LOGIN_PATH;
}

/** Where to go after signing in: the `redirect` query when it is safe, else the home page. */
export function afterLoginPath(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirect(params.get('redirect')) ?? HOME_PATH;
}
