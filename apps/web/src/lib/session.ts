import { authPaths, type TokenPair } from '@iotc/shared/auth';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import { type MenuItem, menuPaths } from '@iotc/shared/menus';
import { confirm } from './feedback';
import { t } from './i18n';
import { navigate } from './navigation';
import { HOME_PATH, LOGIN_PATH } from './redirect';
import { request } from './request';
import { useSessionStore } from './sessionStore';

export { useSessionStore, type SessionState } from './sessionStore';

/** Reloads profile, roles and menus, then lands on the home page (spec 000 §4). */
export const REFRESH_PATH = '/refresh';

/** After a successful login: keep the tokens; the guard loads profile, roles and menus on the next page. */
export function loginWith(pair: TokenPair): void {
  const store = useSessionStore.getState();
  store.clearRoles();
  store.setTokens(pair);
}

/** The signed-in user; the server's login-safety time replaces the stored one. */
export async function loadProfile(): Promise<UserInfo> {
  const info = await request.get<UserInfo>(spacePaths.profile, undefined, { suppressError: true });
  const store = useSessionStore.getState();
  store.setUserInfo(info);
  if (info.securityTime > 0 && info.securityTime !== store.securityTime) store.setSecurityTime(info.securityTime);
  return info;
}

/** The menu list the routes are built from. */
export async function loadMenus(): Promise<MenuItem[]> {
  const menus = await request.get<MenuItem[]>(menuPaths.routers, undefined, { suppressError: true });
  useSessionStore.getState().setMenus(menus);
  return menus;
}

export function clearRoles(): void {
  useSessionStore.getState().clearRoles();
}

/**
 * Switches to another space: new tokens, roles cleared, reload through /refresh. The current space just
 * returns to the home page. Resolves false when the server refused (its msg is already shown).
 */
export async function changeSpace(tenantId: string): Promise<boolean> {
  if (useSessionStore.getState().userInfo?.tenantId === tenantId) {
    navigate(HOME_PATH);
    return true;
  }
  let pair: TokenPair;
  try {
    pair = await request.post<TokenPair>(spacePaths.switchSpace, { tenantId });
  } catch {
    return false;
  }
  const store = useSessionStore.getState();
  store.setTokens(pair);
  store.clearRoles();
  navigate(REFRESH_PATH, { replace: true });
  return true;
}

/** Ends the session on the server when it can (best effort: an expired token must not block logout), then here. */
export async function logout(): Promise<void> {
  if (useSessionStore.getState().token) {
    await request.get(authPaths.logout, undefined, { silent: true }).catch(() => undefined);
  }
  useSessionStore.getState().clear();
}

/** Asks first (spec 000 §4), then logs out and opens the login page. */
export function confirmLogout(): void {
  confirm({
    title: t('session.logoutTitle'),
    content: t('session.logoutConfirm'),
    okText: t('session.logoutOk'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      await logout();
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
