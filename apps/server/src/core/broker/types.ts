import type { DeviceNature } from '@iotc/shared';

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
}

/** What the broker hands its messages and connection events to (modules/devices/ingest.ts). */
export interface BrokerSink {
  /** A message on any topic; a promise while the sink is too far behind (the broker then waits before taking more from that client). */
  message(message: BrokerMessage): void | Promise<void>;
  /** A device published where it may not (the message was dropped). */
  refused(device: DeviceIdentity, topic: string, payload: Buffer): void;
  /** A device connected (true) or went away (false). */
  presence(device: DeviceIdentity, online: boolean): void;
  /** Writes what is still buffered; the broker calls it after it stopped taking messages. */
  close(): Promise<void>;
}
