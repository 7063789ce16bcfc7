import type { JobInfo } from '../jobs/schemas.ts';
import type { NoticeState } from '../notices/schemas.ts';
import type { OtaProgressEvent } from '../ota/schemas.ts';
import type { WorkOrderUnread } from '../workOrders/schemas.ts';

/**
 * The real-time channel (spec 000 §7). The client subscribes with
 * `{ channels: ['workOrder/<userId>', 'notice/<userId>', 'product/<userId>', 'app/<userId>'], unsubscribe: false }`,
 * sends the text `ping` every 30 s and gets `pong`; the server sends `{ channel, data }`.
 */
export const RealtimeKind = { WorkOrder: 'workOrder', Notice: 'notice', Product: 'product', App: 'app', Device: 'device', Job: 'job', Ota: 'ota' } as const;
export type RealtimeKind = (typeof RealtimeKind)[keyof typeof RealtimeKind];
export const REALTIME_KINDS = Object.values(RealtimeKind);

export const REALTIME_PING = 'ping';
export const REALTIME_PONG = 'pong';

export function realtimeChannel(kind: RealtimeKind, userId: string): string {
  return `${kind}/${userId}`;
}

export function parseRealtimeChannel(channel: string): { kind: RealtimeKind; userId: string } | null {
  const slash = channel.indexOf('/');
  const kind = channel.slice(0, slash) as RealtimeKind;
  const userId = channel.slice(slash + 1);
  return slash > 0 && userId && REALTIME_KINDS.includes(kind) ? { kind, userId } : null;
}

export interface RealtimeSubscribe {
  channels: string[];
  unsubscribe: boolean;
}

/**
 * What each kind carries. The unread calls answer the same shapes: noticePaths.unread gives
 * RealtimeData['notice'], workOrderPaths.unreadCount gives RealtimeData['workOrder'].
 */
export interface RealtimeData {
  /** The unread flag and the latest notice for the home banner. */
  notice: NoticeState;
  /** Unread work orders of the user. */
  workOrder: WorkOrderUnread;
  /** Products that changed (their cached lists are stale). */
  product: { ids: string[] };
  /** Apps that changed. */
  app: { ids: string[] };
  /** Devices whose registry row changed (activation, online state, info); batched per space. */
  device: { ids: string[] };
  /** Progress of a job the user started. */
  job: JobInfo;
  /** A release's task counts changed (sent to the users of its space). */
  ota: OtaProgressEvent;
}

export interface RealtimeMessage<K extends RealtimeKind = RealtimeKind> {
  channel: string;
  data: RealtimeData[K];
}
