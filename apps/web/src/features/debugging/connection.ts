import {
  MQTT_CONNECT_TIMEOUT_MS,
  MQTT_KEEPALIVE_S,
  MQTT_PROTOCOL_VERSION,
  MQTT_RECONNECT_MS,
  MQTT_WS_PATH,
  type CONSOLE_SUBSCRIBE_TOPICS,
  type DeviceMessage,
  type DownTopic,
  type MessageProblem,
} from '@iotc/shared';

/** The debugging page's view of the broker connection (spec 001 §4: the debug connection is connected or not). */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export type ConsoleTopic = (typeof CONSOLE_SUBSCRIBE_TOPICS)[number];

/** A message that arrived on one of the device's topics; `message` is null when its envelope is broken. */
export interface Incoming {
  topic: ConsoleTopic;
  message: DeviceMessage | null;
  /** The payload as text, for the log when the envelope cannot be read. */
  raw: string;
  problem: MessageProblem | null;
}

export interface Outgoing {
  topic: DownTopic;
  message: DeviceMessage;
}

/** ws(s)://<this host>/mqtt: the broker listens on the console's own origin. */
export function brokerUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${MQTT_WS_PATH}`;
}

/**
 * A client id of its own per page instance: two clients with one id kick each other off forever
 * (mqtt.js #1585), so it is never stored where a duplicated tab would copy it. getRandomValues works
 * on plain http too, where randomUUID does not exist.
 */
export function consoleClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `console-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The spec's broker settings (001 §9) for the console's client; the password is the access token. */
export function consoleClientOptions(account: string, token: string) {
  return {
    clientId: consoleClientId(),
    username: account,
    password: token,
    keepalive: MQTT_KEEPALIVE_S,
    reconnectPeriod: MQTT_RECONNECT_MS,
    connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    protocolVersion: MQTT_PROTOCOL_VERSION,
    clean: true,
    // mqtt.js queues QoS 0 too while offline, without bound: nothing is worth replaying to a device later.
    queueQoSZero: false,
    // The page subscribes itself on every connect, to see what the broker granted.
    resubscribe: false,
    // A refused token (expired while the page was open) is tried again, with the refreshed one.
    reconnectOnConnackError: true,
  } as const;
}

/** MQTT 3.1.1 CONNACK codes 4 and 5: the credentials (our token) were refused. */
export const isAuthRefusal = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 4 || code === 5;
};

/** SUBACK 128: the broker refused the subscription (the device is not in one of the user's spaces). */
export const SUBSCRIBE_REFUSED = 128;
