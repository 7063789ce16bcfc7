import Cookies from 'js-cookie';
import { create } from 'zustand';
import { cookieLifetimeDays, SECURITY_TIME_DEFAULT_S } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import type { TenantInfo, UserInfo } from '@iotc/shared/spaces';
import type { MenuItem } from '@iotc/shared/menus';
import type { NoticeBanner } from '@iotc/shared/notices';

/**
 * The session (spec 000 §3) and the synchronous changes to it. Calls to the server live in session.ts;
 * this file stays free of them so the request client can read the token without an import cycle.
 *
 * Persistence: the token in a cookie that lives securityTime / 86400 days (the login-safety time);
 * its expiry in localStorage, dropped when the cookie is gone; the security time in localStorage;
 * everything else in memory (reloaded after login from the profile). The refresh token never reaches
 * script: the server keeps it in an HttpOnly cookie that only the refresh call carries.
 */
export const TOKEN_COOKIE = 'iotc_token';
const EXPIRES_KEY = 'iotc.expiresAt';
const SECURITY_TIME_KEY = 'iotc.securityTime';
const BANNER_KEY = 'iotc.shownBannerId';
const GUIDE_PENDING_KEY = 'iotc.guidePending';

export interface SessionState {
  token: string | null;
  /** Epoch seconds when `token` expires. */
  expiresAt: number | null;
  userInfo: UserInfo | null;
  /** null until loaded; the guard loads them before building routes. */
  roles: string[] | null;
  /** The server's menu list (getRouters); null until loaded. */
  menus: MenuItem[] | null;
  tenantList: TenantInfo[];
  /** Seconds a login stays valid without re-entry. */
  securityTime: number;
  /** The novice guide's demo mode. */
  demo: boolean;
  /**
   * The owner space the novice guide is switching to: the guide ends there once the space has loaded
   * (kept in sessionStorage, so it survives the reload through /refresh).
   */
  guidePending: string | null;
  workOrderUnread: number;
  noticeUnread: boolean;
  /** The latest notice, for the home page's banner (from the unread call and the real-time channel). */
  noticeBanner: NoticeBanner | null;
  /** The notice banner already shown on the home page, so it shows once. */
  shownBannerId: string | null;

  setTokens(pair: Pick<TokenPair, 'token' | 'expiresAt'>): void;
  setUserInfo(info: UserInfo): void;
  setRoles(roles: string[]): void;
  setMenus(menus: MenuItem[]): void;
  /** Forget roles and menus so the guard loads them again (space switch, /refresh). */
  clearRoles(): void;
  setSecurityTime(seconds: number): void;
  setDemo(demo: boolean): void;
  setGuidePending(tenantId: string | null): void;
  setWorkOrderUnread(count: number): void;
  setNoticeUnread(unread: boolean): void;
  setNoticeBanner(banner: NoticeBanner | null): void;
  setShownBannerId(id: string): void;
  /** Forget everything of the signed-in user, here and in the browser's storage. */
  clear(): void;
}

function readSecurityTime(): number {
  const stored = Number(localStorage.getItem(SECURITY_TIME_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : SECURITY_TIME_DEFAULT_S;
}

function writeTokenCookie(token: string, securityTime: number): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: cookieLifetimeDays(securityTime),
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

function persisted() {
  const token = Cookies.get(TOKEN_COOKIE) ?? null;
  const expiresAt = Number(localStorage.getItem(EXPIRES_KEY));
  return {
    token,
    expiresAt: token && expiresAt > 0 ? expiresAt : null,
  };
}

const signedOut = {
  token: null,
  expiresAt: null,
  userInfo: null,
  roles: null,
  menus: null,
  tenantList: [],
  demo: false,
  workOrderUnread: 0,
  noticeUnread: false,
  noticeBanner: null,
} satisfies Partial<SessionState>;

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...signedOut,
  ...persisted(),
  securityTime: readSecurityTime(),
  shownBannerId: localStorage.getItem(BANNER_KEY),
  guidePending: sessionStorage.getItem(GUIDE_PENDING_KEY),

  setTokens: ({ token, expiresAt }) => {
    writeTokenCookie(token, get().securityTime);
    localStorage.setItem(EXPIRES_KEY, String(expiresAt));
    set({ token, expiresAt });
  },
  setUserInfo: (info) => set({ userInfo: info, tenantList: info.tenantList }),
  setRoles: (roles) => set({ roles }),
  setMenus: (menus) => set({ menus }),
  clearRoles: () => set({ roles: null, menus: null }),
  setSecurityTime: (seconds) => {
    localStorage.setItem(SECURITY_TIME_KEY, String(seconds));
    set({ securityTime: seconds });
    const { token } = get();
    // The cookie's lifetime follows the new setting from now on.
    if (token) writeTokenCookie(token, seconds);
  },
  setDemo: (demo) => set({ demo }),
  setGuidePending: (tenantId) => {
    if (tenantId) sessionStorage.setItem(GUIDE_PENDING_KEY, tenantId);
    else sessionStorage.removeItem(GUIDE_PENDING_KEY);
    set({ guidePending: tenantId });
  },
  setWorkOrderUnread: (count) => set({ workOrderUnread: count }),
  setNoticeUnread: (unread) => set({ noticeUnread: unread }),
  setNoticeBanner: (banner) => set({ noticeBanner: banner }),
  setShownBannerId: (id) => {
    localStorage.setItem(BANNER_KEY, id);
    set({ shownBannerId: id });
  },
  clear: () => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    localStorage.removeItem(EXPIRES_KEY);
    sessionStorage.removeItem(GUIDE_PENDING_KEY);
    set({ ...signedOut, guidePending: null });
  },
}));

/** Whether a store change ended the session or moved it to another space: per-space caches start over. */
export function leftSpace(state: SessionState, previous: SessionState): boolean {
  if (previous.token && !state.token) return true;
  return Boolean(state.userInfo && previous.userInfo && state.userInfo.tenantId !== previous.userInfo.tenantId);
}
