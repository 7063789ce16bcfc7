import { useCallback, useEffect, useRef, useState } from 'react';
import mqtt, { type MqttClient } from 'mqtt';
import {
  CONSOLE_SUBSCRIBE_TOPICS,
  buildMessage,
  deviceTopic,
  parseDeviceTopic,
  parseMessage,
  type DeviceMessage,
  type DownTopic,
  type MessageKind,
} from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import {
  SUBSCRIBE_REFUSED,
  brokerUrl,
  consoleClientOptions,
  isAuthRefusal,
  type ConnectionStatus,
  type ConsoleTopic,
  type Incoming,
  type Outgoing,
} from '../connection';

export interface DeviceConnectionOptions {
  /** The device to watch; null while it is not known yet (nothing connects). */
  target: { productKey: string; did: string } | null;
  onMessage(incoming: Incoming): void;
  /** Every message this page published, as sent. */
  onSent(outgoing: Outgoing): void;
  /** The broker refused the token: the page makes an API call, which refreshes it (or ends the session). */
  onAuthRefused?(): void;
}

export interface DeviceConnection {
  status: ConnectionStatus;
  /** The broker refused the subscriptions: the user may not debug this device. */
  denied: boolean;
  /** Publishes a message to the device; null when not connected (nothing is queued for later). */
  publish<P>(topic: DownTopic, name: MessageKind, payload: P, qos?: 0 | 1 | 2): DeviceMessage<P> | null;
}

const consoleTopics: readonly string[] = CONSOLE_SUBSCRIBE_TOPICS;

/**
 * The page's MQTT-over-WebSocket connection to one device (spec 001 §7, §9): the user's access token
 * as the password (the current one on every reconnect), the device's eight topics subscribed on every
 * connect, then queryAll so the page shows the device's current state. Ends when the page goes.
 */
export function useDeviceConnection({ target, onMessage, onSent, onAuthRefused }: DeviceConnectionOptions): DeviceConnection {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [denied, setDenied] = useState(false);
  const clientRef = useRef<MqttClient | null>(null);
  const targetRef = useRef(target);
  const handlers = useRef({ onMessage, onSent, onAuthRefused });
  useEffect(() => {
    handlers.current = { onMessage, onSent, onAuthRefused };
    targetRef.current = target;
  });

  const send = useCallback(<P,>(client: MqttClient, topic: DownTopic, name: MessageKind, payload: P, qos: 0 | 1 | 2): DeviceMessage<P> | null => {
    const device = targetRef.current;
    if (!device || !client.connected) return null;
    const message = buildMessage(topic, name, device.did, payload);
    client.publish(deviceTopic(device.productKey, device.did, topic), JSON.stringify(message), { qos });
    handlers.current.onSent({ topic, message });
    return message;
  }, []);

  const productKey = target?.productKey;
  const did = target?.did;
  useEffect(() => {
    if (!productKey || !did) return undefined;
    const session = useSessionStore.getState();
    setStatus('connecting');
    setDenied(false);
    const client = mqtt.connect(brokerUrl(), consoleClientOptions(session.userInfo?.account ?? '', session.token ?? ''));
    clientRef.current = client;
    const current = () => clientRef.current === client;

    client.on('connect', () => {
      const topics = CONSOLE_SUBSCRIBE_TOPICS.map((topic) => deviceTopic(productKey, did, topic));
      client.subscribe(topics, { qos: 1 }, (error) => {
        if (!current()) return;
        if ((error as { code?: number } | null)?.code === SUBSCRIBE_REFUSED) {
          setDenied(true);
          setStatus('disconnected');
          client.end(true);
          return;
        }
        // Anything else (the link dropped meanwhile) is retried by the next connect.
        if (error) return;
        setStatus('connected');
        send(client, 'query', 'queryAll', {}, 1);
      });
    });
    client.on('reconnect', () => {
      // The token may have been refreshed since the last attempt.
      client.options.password = useSessionStore.getState().token ?? '';
      if (current()) setStatus('reconnecting');
    });
    client.on('close', () => {
      if (current()) setStatus('disconnected');
    });
    client.on('error', (error) => {
      if (current() && isAuthRefusal(error)) handlers.current.onAuthRefused?.();
    });
    client.on('message', (topicName, payload) => {
      const parsed = parseDeviceTopic(topicName);
      if (!parsed || parsed.productKey !== productKey || parsed.deviceId !== did || !consoleTopics.includes(parsed.topic)) return;
      const topic = parsed.topic as ConsoleTopic;
      const { message, problem } = parseMessage(topic, payload);
      handlers.current.onMessage({ topic, message, problem, raw: message ? '' : new TextDecoder().decode(payload) });
    });

    return () => {
      clientRef.current = null;
      client.end(true);
    };
  }, [productKey, did, send]);

  const publish = useCallback(
    <P,>(topic: DownTopic, name: MessageKind, payload: P, qos: 0 | 1 | 2 = 1) => {
      const client = clientRef.current;
      return client ? send(client, topic, name, payload, qos) : null;
    },
    [send],
  );

  return { status, denied, publish };
}
