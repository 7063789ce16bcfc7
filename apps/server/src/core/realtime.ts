import { EventEmitter } from 'node:events';
import { realtimeChannel } from '@iotc/shared';
import type { RealtimeData, RealtimeKind, RealtimeMessage } from '@iotc/shared';

type Listener = (message: RealtimeMessage) => void;

/**
 * Messages for the real-time channel (spec 000 §7). Services call `publish`; the socket route
 * listens per channel for the sockets it holds. This in-process version serves one instance.
 */
export class Realtime {
  private readonly local = new EventEmitter();

  constructor() {
    this.local.setMaxListeners(0);
  }

  /** Sends `data` on the `kind` channel of each user, to every socket subscribed to it. */
  async publish<K extends RealtimeKind>(kind: K, userIds: readonly string[], data: RealtimeData[K]): Promise<void> {
    for (const userId of new Set(userIds)) {
      const channel = realtimeChannel(kind, userId);
      this.local.emit(channel, { channel, data } satisfies RealtimeMessage);
    }
  }

  /** Calls `listener` for each message on `channel`; returns the unsubscribe. */
  listen(channel: string, listener: Listener): () => void {
    this.local.on(channel, listener);
    return () => this.local.off(channel, listener);
  }
}
