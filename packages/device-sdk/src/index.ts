export { DeviceAuthError, DeviceClient, type DeviceClientOptions, type DeviceCredentials } from './DeviceClient.ts';
export { FLEET_START_CONCURRENCY, startFleet } from './fleet.ts';
export { UPGRADE_FILE_MAX_BYTES, type UpgradeOptions } from './upgrade.ts';
export { DigestUpgradeStore, DirectoryUpgradeStore, MemoryUpgradeStore, type UpgradeStore } from './upgradeStore.ts';
export {
  VIRTUAL_DOWNLOAD_BYTES_PER_SECOND,
  VIRTUAL_INSTALL_MS,
  VIRTUAL_REBOOT_MS,
  VirtualDevice,
  type VirtualDeviceOptions,
  type VirtualUpgradeOptions,
} from './VirtualDevice.ts';
export { readTripleFile, TripleFileError, type TripleRow } from './tripleFile.ts';
// The protocol's types and codes a device maker's handlers use.
export { AckCode, type AckPayload, type DeviceInfo, type DeviceMessage, type Dps, type FirmwareType, OTA_UP_TO_DATE, type OtaInfo, type OtaProgress } from '@iotc/shared';
export type { FunctionDefinition } from '@iotc/shared/functions';
