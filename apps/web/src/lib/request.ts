import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  type ApiEnvelope,
  EXPIRY_CODES,
  EXPIRY_TOAST_SUPPRESS_MS,
  EXPORT_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODES,
  TOKEN_REFRESH_THRESHOLD_S,
  UPLOAD_TIMEOUT_MS,
} from '@iotc/shared';
import { authPaths, type TokenPair } from '@iotc/shared/auth';
import { toast } from './feedback';
import { currentLanguage, t } from './i18n';
import { currentPath, navigate } from './navigation';
import { LOGIN_PATH, loginPath } from './redirect';
import { useSessionStore } from './sessionStore';

/**
 * The request client of spec 000 §7-8. Features call `request.get/post/upload`, `download` and,
 * rarely, `rawRequest`; never axios or fetch themselves.
 *
 * How callers see failures: every failure rejects with an `ApiError`. By then the client has already
 * shown what the spec asks (`notified` says so): the server's msg, "request exception", or "login
 * expired" for a lost session (`sessionLost`, code -1, where the spec "resolves code -1"; rejecting
 * keeps `request.get<T>` honest about returning T). Pages never toast an ApiError again; with
 * `suppressError: true` the server's msg is not shown and the page shows its own feedback.
 */

export const API_BASE = '/api';

/**
 * Every HTTP status resolves (`validateStatus`): the server answers errors with a real status AND an
 * envelope, and the envelope's code decides. Exported for tests; features use `request`.
 */
export const apiClient = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });

/** The second client of the spec: base `/`, 10 s, resolves the response body, shows nothing. */
export const rawClient = axios.create({ baseURL: '/', timeout: REQUEST_TIMEOUT_MS });

export interface RequestOptions {
  /** Do not show the server's msg for a failing code; the caller shows its own feedback. */
  suppressError?: boolean;
  /** On success show a toast: the server's msg (`true`) or this text. */
  successMessage?: boolean | string;
  /** Best-effort calls (logout): nothing is shown and a lost session is not acted on; failures only reject. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Upload progress, 0-100. */
  onProgress?: (percent: number) => void;
  /** A call's own time-out where the spec gives one (test report upload 30 s, virtual device 30 s); uploads default to 600 s, other calls to 10 s. */
  timeoutMs?: number;
}

export class ApiError extends Error {
  /** The envelope's code; -1 when there was no envelope or the session was lost. */
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** null when no answer arrived (network failure, time-out). */
  readonly httpStatus: number | null;
  /** The client already showed a message for this failure. */
  readonly notified: boolean;
  /** The session is gone: the client logged out and is on its way to the login page. */
  readonly sessionLost: boolean;

  constructor(fields: Pick<ApiError, 'code' | 'msg' | 'data' | 'httpStatus' | 'notified'> & { sessionLost?: boolean }) {
    super(fields.msg);
    this.name = 'ApiError';
    this.code = fields.code;
    this.msg = fields.msg;
    this.data = fields.data;
    this.httpStatus = fields.httpStatus;
    this.notified = fields.notified;
    this.sessionLost = fields.sessionLost ?? false;
  }
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

const isSuccess = (code: number) => (SUCCESS_CODES as readonly number[]).includes(code);
const isExpiry = (code: number) => (EXPIRY_CODES as readonly number[]).includes(code);

function headersFor(token: string | null, url?: string): Record<string, string> {
  // The token only travels to our own server, never to an absolute address.
  const ours = !url || !/^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
  return token && ours ? { lang: currentLanguage, Authorization: `Bearer ${token}` } : { lang: currentLanguage };
}

// ── Lost session ──────────────────────────────────────────────────────────────

let lastExpiryToastAt = -Infinity;

/** Spec 000 §8: "login expired" at most once per 1000 ms, log out, go to the login page. */
function loseSession(httpStatus: number | null): ApiError {
  const now = Date.now();
  if (now - lastExpiryToastAt >= EXPIRY_TOAST_SUPPRESS_MS) {
    lastExpiryToastAt = now;
    toast.error(t('request.loginExpired'));
  }
  useSessionStore.getState().clear();
  const here = currentPath();
  if (!here.startsWith(LOGIN_PATH)) navigate(loginPath(here), { replace: true });
  return new ApiError({ code: -1, msg: t('request.exception'), data: null, httpStatus, notified: true, sessionLost: true });
}

// ── Token refresh ─────────────────────────────────────────────────────────────

/** A refresh the server refused or never answered; `lost` once a caller has acted on it. */
interface RefreshFailure {
  httpStatus: number | null;
  lost?: ApiError;
}

let refreshing: Promise<RefreshFailure | null> | null = null;

function needsRefresh(): boolean {
  const { token, expiresAt } = useSessionStore.getState();
  if (!token || expiresAt === null) return false;
  return expiresAt - Date.now() / 1000 < TOKEN_REFRESH_THRESHOLD_S;
}

/**
 * The refresh token is an HttpOnly cookie the browser sends to the refresh call by itself (same origin); the server
 * takes the call as JSON only, hence the empty object.
 */
async function refreshTokens(): Promise<RefreshFailure | null> {
  const response = await apiClient.post<unknown>(authPaths.refreshToken, {}, { headers: headersFor(null) }).catch(() => null);
  const body = response?.data;
  if (!response || !isEnvelope(body) || !isSuccess(body.code)) return { httpStatus: response?.status ?? null };
  useSessionStore.getState().setTokens(body.data as TokenPair);
  return null;
}

/**
 * Refreshes when under 600 s of validity remain; concurrent callers share one refresh call. A failed refresh loses
 * the session once, whichever callers wait on it; a silent caller's only rejects.
 */
async function refreshIfNeeded(silent = false): Promise<void> {
  if (!needsRefresh()) return;
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  const failure = await refreshing;
  if (!failure) return;
  if (silent) throw new ApiError({ code: -1, msg: t('request.exception'), data: null, httpStatus: failure.httpStatus, notified: false });
  failure.lost ??= loseSession(failure.httpStatus);
  throw failure.lost;
}

// ── Answers ───────────────────────────────────────────────────────────────────

function fromEnvelope<T>(body: ApiEnvelope<unknown>, httpStatus: number, options: RequestOptions): T {
  if (isSuccess(body.code)) {
    const { successMessage } = options;
    if (successMessage && !options.silent) toast.success(typeof successMessage === 'string' ? successMessage : body.msg);
    return body.data as T;
  }
  if (isExpiry(body.code) && !options.silent) throw loseSession(httpStatus);
  const msg = body.msg || t('request.exception');
  const notified = !options.suppressError && !options.silent;
  if (notified) toast.error(msg);
  return failWith({ code: body.code, msg, data: body.data, httpStatus, notified });
}

function failWith(fields: ConstructorParameters<typeof ApiError>[0]): never {
  throw new ApiError(fields);
}

/** No envelope: HTTP 400 or no stored token means a lost session, anything else a request exception. */
function withoutEnvelope(httpStatus: number | null, hadToken: boolean, data: unknown, options: RequestOptions): never {
  if (!options.silent && (httpStatus === 400 || !hadToken)) throw loseSession(httpStatus);
  const msg = t('request.exception');
  if (!options.silent) toast.error(msg);
  return failWith({ code: -1, msg, data, httpStatus, notified: !options.silent });
}

async function send<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  await refreshIfNeeded(options.silent);
  const { token } = useSessionStore.getState();
  const { onProgress } = options;
  let response: AxiosResponse<unknown>;
  try {
    response = await apiClient.request<unknown>({
      ...config,
      headers: headersFor(token, config.url),
      signal: options.signal,
      onUploadProgress: onProgress && ((event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)),
    });
  } catch (error) {
    // A cancelled call is the caller's own doing: nothing to show.
    if (axios.isCancel(error)) throw error;
    return withoutEnvelope(null, token !== null, null, options);
  }
  const body = response.data;
  if (isEnvelope(body)) return fromEnvelope<T>(body, response.status, options);
  return withoutEnvelope(response.status, token !== null, body, options);
}

export const request = {
  get: <T>(url: string, params?: object, options?: RequestOptions) => send<T>({ method: 'get', url, params }, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'post', url, data: body, timeout: options?.timeoutMs ?? REQUEST_TIMEOUT_MS }, options),
  /** Multipart upload with the 600 s time-out, unless `timeoutMs` says otherwise. */
  upload: <T>(url: string, formData: FormData, options?: RequestOptions) =>
    send<T>({ method: 'post', url, data: formData, timeout: options?.timeoutMs ?? UPLOAD_TIMEOUT_MS }, options),
};

// ── Export download ───────────────────────────────────────────────────────────

export interface DownloadOptions {
  method?: 'get' | 'post';
  /** Overrides the name the server gives in Content-Disposition. */
  fileName?: string;
}

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function fileNameFrom(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  const raw = (encoded ?? plain)?.trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Export download (spec 000 §7-8): GET sends `params` as the query, POST as the body; 1800 s time-out.
 * Resolves true when the file was saved, false otherwise (the message is already shown).
 */
export async function download(url: string, params?: object, options: DownloadOptions = {}): Promise<boolean> {
  const method = options.method ?? 'get';
  try {
    await refreshIfNeeded();
  } catch {
    return false;
  }
  let response: AxiosResponse<Blob>;
  try {
    response = await apiClient.request<Blob>({
      method,
      url,
      params: method === 'get' ? params : undefined,
      data: method === 'post' ? params : undefined,
      headers: headersFor(useSessionStore.getState().token, url),
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
    });
  } catch {
    toast.error(t('request.serverConnectionError'));
    return false;
  }
  const blob = response.data;
  // An error answer arrives as a JSON envelope inside the blob.
  if (blob.type.includes('application/json')) {
    const body: unknown = await blob.text().then(JSON.parse).catch(() => null);
    if (isEnvelope(body) && !isSuccess(body.code)) {
      if (isExpiry(body.code)) loseSession(response.status);
      else toast.error(body.msg || t('request.exception'));
      return false;
    }
  }
  if (response.status !== 200) {
    toast.error(t('request.exception'));
    return false;
  }
  const fileName = options.fileName ?? fileNameFrom(response.headers['content-disposition'] as string | undefined) ?? 'download';
  saveBlob(blob, fileName);
  return true;
}

// ── Second client ─────────────────────────────────────────────────────────────

/** Base `/`, 10 s; resolves the response body as is and shows nothing on failure (axios's error rejects). */
export async function rawRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const headers = headersFor(useSessionStore.getState().token, config.url);
  const response = await rawClient.request<T>({ ...config, headers: { ...headers, ...config.headers } });
  return response.data;
}
