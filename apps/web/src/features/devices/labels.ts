import {
  DEVICE_EVENTS,
  DEVICE_NATURES,
  type DeviceEvent,
  type DeviceNature,
  type FaultReportType,
  type OriginChannel,
} from '@iotc/shared/devices';
import { t } from '@/lib/i18n';

/**
 * Labels of the device enumerations in the page's language (fixed for a page load, so plain functions
 * do). An unknown value (a newer server) shows as itself.
 */
const label = (key: string, value: string | number) => t(key, { defaultValue: String(value) });

export const natureLabel = (nature: DeviceNature): string => label(`devices.nature.${nature}`, nature);
/** The event names are the server's too (its eventTypeName), kept in the shared messages. */
export const eventLabel = (event: DeviceEvent): string => label(`device.event.${event}`, event);
export const originLabel = (origin: OriginChannel): string => label(`devices.origin.${origin}`, origin);
export const faultTypeLabel = (type: FaultReportType): string => label(`devices.faultType.${type}`, type);

export const natureOptions = () => DEVICE_NATURES.map((value) => ({ value, label: natureLabel(value) }));
export const eventOptions = () => DEVICE_EVENTS.map((value) => ({ value, label: eventLabel(value) }));
