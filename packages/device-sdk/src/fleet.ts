import { DeviceAuthError } from './DeviceClient.ts';
import type { VirtualDevice } from './VirtualDevice.ts';

/** Devices connecting at once: a large fleet must not hit the broker with every CONNECT together. */
export const FLEET_START_CONCURRENCY = 100;

/**
 * Starts every device, a few at a time; answers how many started. A device that cannot start is told to
 * `onFailure` (refused: its credentials are wrong; else the broker could not be reached) and left stopped.
 */
export async function startFleet(
  devices: readonly VirtualDevice[],
  onFailure: (device: VirtualDevice, error: Error, refused: boolean) => void,
  concurrency = FLEET_START_CONCURRENCY,
): Promise<number> {
  let next = 0;
  let started = 0;
  const worker = async () => {
    while (next < devices.length) {
      const device = devices[next++]!;
      try {
        await device.start();
        started += 1;
      } catch (error) {
        onFailure(device, error as Error, error instanceof DeviceAuthError);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, devices.length) }, worker));
  return started;
}
