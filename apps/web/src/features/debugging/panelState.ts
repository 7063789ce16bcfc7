import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelTransport } from '@iotc/panel';
import type { DeviceDebugger } from './hooks/useDeviceDebugger';

/** What a panel drawn for a debugged device needs of the session. */
export interface DebugPanelState {
  /** Every function's shown value: the user's unconfirmed one while it is on its way, else the device's. */
  values: Record<number, DpValue | undefined>;
  /** A panel's control goes through the session's debounced, checked change, as the function controls' do. */
  transport: PanelTransport;
  /** The panel sends only while the connection is up and the device online. */
  online: boolean;
}

export function debugPanelState(debug: DeviceDebugger, functions: readonly ProductFunction[]): DebugPanelState {
  return {
    values: Object.fromEntries(functions.map((fn) => [fn.dpId, debug.shownValue(fn.dpId)])),
    transport: { control: debug.change },
    online: debug.connection.status === 'connected' && debug.session.online,
  };
}
