import type { QueryClient } from '@tanstack/react-query';
import { request } from './request';
import { useSessionStore, type SessionState } from './sessionStore';
import { SOCKET_PING_MS, SOCKET_RECONNECT_MS } from '@iotc/shared';
import { noticePaths } from '@iotc/shared/notices';
import {
  parseRealtimeChannel,
  REALTIME_KINDS,
  REALTIME_PATH,
  REALTIME_PING,
  REALTIME_PONG,
  realtimeChannel,
  type RealtimeData,
  RealtimeKind,
  type RealtimeSubscribe,
} from '@iotc/shared/realtime';
import { workOrderPaths } from '@iotc/shared/workOrders';

/**
 * The real-time channel of spec 000 §7: one socket per tab while signed in. It subscribes to the user's
 * work-order, notice, product, app, device and job channels, pings every 30 s expecting a pong (none → the socket
 * counts as closed), and opens again 30 s after any close with the token current then (tokens refresh).
 * A new user or space closes the socket and opens one for the new session; logout closes it.
 */

/** Query-key roots of the cached product, app and device lists: a product, app or device message marks them stale. */
export const PRODUCTS_QUERY_KEY = ['products'] as const;
export const APPS_QUERY_KEY = ['apps'] as const;
export const DEVICES_QUERY_KEY = ['devices'] as const;
/** A job's progress (JobInfo) is cached under this root and its id: the job message writes it there. */
export const JOBS_QUERY_KEY = ['jobs'] as const;
/** Reference data that changes only when an operator edits it, and no message marks stale: kept for ten minutes. */
export const REFERENCE_STALE_MS = 10 * 60_000;
/** The roots marked stale when the socket opens again (messages sent while it was down are lost). */
const STALE_ON_REOPEN = [PRODUCTS_QUERY_KEY, APPS_QUERY_KEY, DEVICES_QUERY_KEY, JOBS_QUERY_KEY];

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface RealtimeSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeDeps {
  queryClient: QueryClient;
  createSocket?: (url: string) => RealtimeSocket;
  /** Loads the unread state the channel then keeps up to date (on session start and after each reconnect). */
  loadState?: () => Promise<void>;
}

type Listener<K extends RealtimeKind> = (data: RealtimeData[K]) => void;
const listeners = new Map<RealtimeKind, Set<Listener<RealtimeKind>>>();

/** Lets a feature react to a kind of message too (e.g. refetch an open list); returns the unsubscribe. */
export function onRealtime<K extends RealtimeKind>(kind: K, listener: Listener<K>): () => void {
  let set = listeners.get(kind);
  if (!set) listeners.set(kind, (set = new Set()));
  const entry = listener as Listener<RealtimeKind>;
  set.add(entry);
  return () => void set.delete(entry);
}

/** ws(s)://<this host>/ws/v1/web/open/message?token=... */
export function realtimeUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}?token=${encodeURIComponent(token)}`;
}

/** The unread work orders and the notice flag and banner, by the calls whose answers the channel repeats. */
export async function loadUnreadState(): Promise<void> {
  // Quietly: the home page must not toast when one of them fails; the next message corrects the state.
  const quiet = { suppressError: true };
  await Promise.all([
    request
      .get<RealtimeData['workOrder']>(workOrderPaths.unreadCount, undefined, quiet)
      .then((data) => applyMessage(RealtimeKind.WorkOrder, data))
      .catch(() => undefined),
    request
      .get<RealtimeData['notice']>(noticePaths.unread, undefined, quiet)
      .then((data) => applyMessage(RealtimeKind.Notice, data))
      .catch(() => undefined),
  ]);
}

/** What a message changes in the store and (product, app, device, job) the query cache. */
function applyMessage<K extends RealtimeKind>(kind: K, data: RealtimeData[K], queryClient?: QueryClient): void {
  const store = useSessionStore.getState();
  switch (kind) {
    case RealtimeKind.Notice: {
      const notice = data as RealtimeData['notice'];
      store.setNoticeUnread(Boolean(notice.unread));
      store.setNoticeBanner(notice.banner);
      break;
    }
    case RealtimeKind.WorkOrder:
      store.setWorkOrderUnread(Number((data as RealtimeData['workOrder']).unread) || 0);
      break;
    case RealtimeKind.Product:
      void queryClient?.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
      break;
    case RealtimeKind.App:
      void queryClient?.invalidateQueries({ queryKey: APPS_QUERY_KEY });
      break;
    case RealtimeKind.Device:
      void queryClient?.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      break;
    case RealtimeKind.Job: {
      const job = data as RealtimeData['job'];
      if (typeof job.id === 'string') queryClient?.setQueryData([...JOBS_QUERY_KEY, job.id], job);
      break;
    }
  }
  for (const listener of listeners.get(kind) ?? []) listener(data);
}

/** The session a socket belongs to: one user in one space. */
function sessionKey(state: SessionState): string | null {
  return state.token && state.userInfo ? `${state.userInfo.id}:${state.userInfo.tenantId}` : null;
}

/** One socket and its timers; `stop()` ends it for good. */
class Connection {
  private socket: RealtimeSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private awaitingPong = false;
  private opened = false;
  private stopped = false;

  constructor(
    private readonly userId: string,
    private readonly createSocket: (url: string) => RealtimeSocket,
    private readonly onMessage: (kind: RealtimeKind, data: RealtimeData[RealtimeKind]) => void,
    /** Before opening again: catch up on what was missed while closed (an HTTP call, which also refreshes a stale token). */
    private readonly beforeReopen: () => Promise<void>,
    private readonly onReopen: () => void,
  ) {}

  open(): void {
    const { token } = useSessionStore.getState();
    if (this.stopped || !token) return;
    const socket = this.createSocket(realtimeUrl(token));
    this.socket = socket;
    socket.onopen = () => {
      const subscribe: RealtimeSubscribe = {
        channels: REALTIME_KINDS.map((kind) => realtimeChannel(kind, this.userId)),
        unsubscribe: false,
      };
      socket.send(JSON.stringify(subscribe));
      this.awaitingPong = false;
      this.pingTimer = setInterval(() => this.ping(), SOCKET_PING_MS);
      if (this.opened) this.onReopen();
      this.opened = true;
    };
    socket.onmessage = (event) => this.receive(event.data);
    // A refused or failed socket closes too; the close schedules the next try.
    socket.onerror = () => undefined;
    socket.onclose = () => this.closed();
  }

  private ping(): void {
    if (this.awaitingPong) {
      // The last ping went unanswered: the connection is gone even if the socket does not know yet.
      this.socket?.close();
      this.closed();
      return;
    }
    this.awaitingPong = true;
    this.socket?.send(REALTIME_PING);
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    if (raw === REALTIME_PONG) {
      this.awaitingPong = false;
      return;
    }
    let message: { channel?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    const target = typeof message.channel === 'string' ? parseRealtimeChannel(message.channel) : null;
    if (!target || target.userId !== this.userId || typeof message.data !== 'object' || message.data === null) return;
    this.onMessage(target.kind, message.data as RealtimeData[RealtimeKind]);
  }

  /** The socket is gone (closed by either side, or silent): drop it and try again in 30 s. */
  private closed(): void {
    this.release();
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      void this.beforeReopen()
        .catch(() => undefined)
        .then(() => {
          this.reconnectTimer = null;
          this.open();
        });
    }, SOCKET_RECONNECT_MS);
  }

  private release(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.release();
    socket?.close();
  }
}

/**
 * Follows the session store: opens the channel once a token and the user's profile are there, and
 * replaces or closes it when the user or space changes or the session ends. Returns the stop.
 */
export function startRealtime(deps: RealtimeDeps): () => void {
  const createSocket = deps.createSocket ?? ((url: string) => new WebSocket(url));
  const loadState = deps.loadState ?? loadUnreadState;
  let key: string | null = null;
  let connection: Connection | null = null;

  const follow = (state: SessionState) => {
    const next = sessionKey(state);
    if (next === key) return;
    key = next;
    connection?.stop();
    connection = null;
    if (!next || !state.userInfo) return;
    const onMessage = (kind: RealtimeKind, data: RealtimeData[RealtimeKind]) => applyMessage(kind, data, deps.queryClient);
    // Messages sent while the socket was down are lost: the unread state is read again before it reopens,
    // and the cached lists are marked stale once it is open.
    connection = new Connection(state.userInfo.id, createSocket, onMessage, loadState, () => {
      for (const queryKey of STALE_ON_REOPEN) void deps.queryClient.invalidateQueries({ queryKey });
    });
    connection.open();
    void loadState();
  };

  follow(useSessionStore.getState());
  const unsubscribe = useSessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    connection?.stop();
    connection = null;
    key = null;
  };
}
