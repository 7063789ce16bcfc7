import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '@/lib/feedback';
import { t } from '@/lib/i18n';
import { HOME_PATH, LOGIN_PATH, loginPath } from '@/lib/redirect';
import { ApiError } from '@/lib/request';
import { clearRoles, loadMenus, loadProfile, logout, useSessionStore } from '@/lib/session';

/**
 * The route guard of spec 000 §2, as loaders: they run before a route draws, so nobody sees a page
 * they may not open. With a token: user info, then roles, then the menus the routes are built from.
 */

/** Loading the session failed; `messageKey` says what to tell the user. */
class SessionLoadError extends Error {
  constructor(readonly messageKey: string, cause?: unknown) {
    super(messageKey, { cause });
  }
}

async function loadSession(): Promise<void> {
  const info = await loadProfile().catch((error: unknown) => {
    throw new SessionLoadError('session.profileFailed', error);
  });
  if (!Array.isArray(info.roles)) throw new SessionLoadError('session.rolesInvalid');
  useSessionStore.getState().setRoles(info.roles);
  await loadMenus().catch((error: unknown) => {
    throw new SessionLoadError('session.menusFailed', error);
  });
}

let loading: Promise<void> | null = null;

/** Loads what is missing, once, however many navigations ask at the same time. */
export function ensureSession(): Promise<void> {
  const { userInfo, roles, menus } = useSessionStore.getState();
  if (userInfo && roles && menus) return Promise.resolve();
  loading ??= loadSession().finally(() => {
    loading = null;
  });
  return loading;
}

/** Logs out and sends to login, saying why; a lost session was already announced by the request client. */
async function giveUp(error: unknown, target: string): Promise<Response> {
  const lost = error instanceof SessionLoadError && error.cause instanceof ApiError && error.cause.sessionLost;
  if (!lost) toast.error(t(error instanceof SessionLoadError ? error.messageKey : 'session.profileFailed'));
  await logout();
  return redirect(loginPath(target));
}

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Every signed-in route: no token → login with the wanted path in `redirect`. */
export async function privateLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const target = targetOf(request);
  if (!useSessionStore.getState().token) return redirect(loginPath(target));
  try {
    await ensureSession();
  } catch (error) {
    return giveUp(error, target);
  }
  return null;
}

/** The login page: someone signed in goes to the home page instead. */
export function guestLoader(): Response | null {
  return useSessionStore.getState().token ? redirect(HOME_PATH) : null;
}

/** /refresh: forget roles and menus, load them again (new space), then go home. */
export async function refreshLoader(): Promise<Response> {
  if (!useSessionStore.getState().token) return redirect(LOGIN_PATH);
  clearRoles();
  try {
    await ensureSession();
  } catch (error) {
    return giveUp(error, HOME_PATH);
  }
  return redirect(HOME_PATH);
}
