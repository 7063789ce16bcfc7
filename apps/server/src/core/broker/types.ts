import type { DeviceNature } from '@iotc/shared/devices';

/** What the broker needs to know of a device: read on every connect, kept in memory (modules/devices/ingestDirectory.ts). */
export interface DeviceIdentity {
  did: string;
  tenantId: string;
  productId: string;
  productKey: string;
  username: string;
  nature: DeviceNature;
}

/** Device rows by did, cached; null for a did that is not (or no longer) a device. */
export interface DeviceDirectory {
  get(did: string): Promise<DeviceIdentity | null>;
}

/** Who a connection (or a broker hook call) is. */
export type BrokerIdentity =
  | { kind: 'device'; device: DeviceIdentity }
  | { kind: 'console'; userId: string; sessionId: string; account: string }
  /** The server's own client in external mode; the server itself (publish, wills) in embedded mode. */
  | { kind: 'server' };

/** A message that went through the broker. */
export interface BrokerMessage {
  topic: string;
  payload: Buffer;
  /** Null in external mode: an MQTT 3.1.1 message does not say who published it. */
  publisher: BrokerIdentity | null;
  /**
   * Embedded mode, for a device's messages: whether the device has an open connection, asked when its
   * presence is written (its `online` message and its will then follow the connection, not the text).
   */
  connected?: () => boolean;
}

/**
 * What the broker hands its messages and connection events to (modules/devices/ingest.ts). QoS 1 means
 * stored: the broker acknowledges a message once the promise of `message` has settled.
 */
export interface BrokerSink {
  /**
   * Takes a message on any topic. Resolves once what it carries is committed (or set aside as unstorable);
   * rejects when it could not be taken (the server is closing, or its queue is full while the database is
   * away): the broker then closes the publisher's connection without acknowledging, and the publisher
   * sends it again.
   */
  message(message: BrokerMessage): Promise<void>;
  /** A promise while the sink holds too much: the broker waits before it takes more from that publisher. */
  backlog(): Promise<void> | undefined;
  /** A device published where it may not (the message was dropped); resolves once that is recorded. */
  refused(device: DeviceIdentity, topic: string, payload: Buffer): Promise<void>;
  /** A device's connection broke the message size limit and was closed. */
  tooLarge(device: DeviceIdentity, topic: string, bytes: number): void;
  /** A device connected or went away: `online()` tells, when it is written, whether it has an open connection. */
  presence(device: DeviceIdentity, online: () => boolean): void;
  /**
   * Writes what is still held and takes nothing more. The broker calls it once it stopped taking messages but
   * before it closes its connections, so that the acknowledgements of what is written still go out.
   */
  close(): Promise<void>;
}
