import type { QueryClient } from '@tanstack/react-query';
import { startRealtime, type RealtimeSocket } from '@/lib/realtime';

/** A WebSocket the test drives from the server's side; every one made since the last `reset` is in `FakeSocket.all`. */
export class FakeSocket implements RealtimeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static reset() {
    FakeSocket.all = [];
  }

  /** The socket made last. */
  static latest(): FakeSocket | undefined {
    return FakeSocket.all.at(-1);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
    // Browsers report the close later; a client that still listens would count it twice.
    queueMicrotask(() => this.onclose?.({ code: 1000 } as CloseEvent));
  }

  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  push(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }

  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

/**
 * The app's real-time channel on fake sockets (its unread state already loaded), as a page test runs it;
 * returns the channel's stop.
 */
export function startFakeRealtime(queryClient: QueryClient): () => void {
  FakeSocket.reset();
  return startRealtime({ queryClient, loadState: () => Promise.resolve(), createSocket: (url) => new FakeSocket(url) });
}
