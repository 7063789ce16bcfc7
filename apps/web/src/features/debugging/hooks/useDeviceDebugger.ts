import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { checkDps, CONTROL_DEBOUNCE_MS, type Dps, type DpValue, MQTT_CONTROL_QOS } from '@iotc/shared';
import { type DeviceDetail, OnlineStatus } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import { DebugSession } from '../debugSession';
import { useDeviceConnection } from './useDeviceConnection';

/** A value the user has set but the device has not confirmed yet; `mid` null while the debounce runs. */
interface Draft {
  value: DpValue;
  mid: string | null;
}

export interface DeviceDebugger {
  session: DebugSession;
  connection: ReturnType<typeof useDeviceConnection>;
  /** What each control shows: the user's unconfirmed value while it is on its way, else the device's. */
  shownValue(dpId: number): DpValue | undefined;
  /** A control changed: sent once it rests for CONTROL_DEBOUNCE_MS (a slider drag sends its last value). */
  change(fn: ProductFunction, value: DpValue): void;
  query(dpIds: number[]): void;
  queryAll(): void;
  command(kind: 'reboot' | 'restore'): void;
}

/**
 * The debugging page's logic: the connection, the session state (values, acks, log) and the
 * debounced, checked controls. `detailTime` is when the device detail was last fetched: a newer one
 * (the real-time `device` message marks it stale) carries the server's online state.
 */
export function useDeviceDebugger(device: DeviceDetail, functions: ProductFunction[], detailTime: number, onAuthRefused: () => void): DeviceDebugger {
  const functionsRef = useRef(functions);
  useEffect(() => {
    functionsRef.current = functions;
  });
  const [session] = useState(
    () => new DebugSession(() => functionsRef.current, { values: device.state, online: device.onlineStatus === OnlineStatus.Online }),
  );
  useSyncExternalStore(session.subscribe, session.getVersion);
  useEffect(() => () => session.dispose(), [session]);

  const connection = useDeviceConnection({
    target: { productKey: device.productKey, did: device.did },
    onMessage: session.received,
    onSent: session.sent,
    onAuthRefused,
  });
  const { publish } = connection;

  const online = device.onlineStatus === OnlineStatus.Online;
  useEffect(() => session.setOnline(online), [session, online, detailTime]);

  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const send = useCallback(
    (fn: ProductFunction, value: DpValue) => {
      timers.current.delete(fn.dpId);
      const dps: Dps = { [fn.dpId]: value };
      const problem = checkDps(functionsRef.current, dps, 'control')[0];
      const message = problem ? null : publish('control', 'control', { dps }, MQTT_CONTROL_QOS);
      if (!message) session.refuse(fn.dpId, problem ?? { reason: 'debugging.status.notConnected' });
      setDrafts((current) => {
        const { [fn.dpId]: _dropped, ...rest } = current;
        return message ? { ...rest, [fn.dpId]: { value, mid: message.header.mid } } : rest;
      });
    },
    [publish, session],
  );

  const change = useCallback(
    (fn: ProductFunction, value: DpValue) => {
      setDrafts((current) => ({ ...current, [fn.dpId]: { value, mid: null } }));
      clearTimeout(timers.current.get(fn.dpId));
      timers.current.set(
        fn.dpId,
        setTimeout(() => send(fn, value), CONTROL_DEBOUNCE_MS),
      );
    },
    [send],
  );

  const shownValue = (dpId: number): DpValue | undefined => {
    const draft = drafts[dpId];
    if (draft && (draft.mid === null || session.ackOf(draft.mid)?.state === 'pending')) return draft.value;
    return session.values[dpId];
  };

  return {
    session,
    connection,
    shownValue,
    change,
    query: (dpIds) => void publish('query', 'query', { dpIds }),
    queryAll: () => void publish('query', 'queryAll', {}),
    command: (kind) => void publish('control', kind, {}, MQTT_CONTROL_QOS),
  };
}
