export { DeviceAuthError, DeviceClient, type DeviceClientOptions, type DeviceCredentials } from './DeviceClient.ts';
export { VIRTUAL_REBOOT_MS, VirtualDevice, type VirtualDeviceOptions } from './VirtualDevice.ts';
export { readTripleFile, TripleFileError, type TripleRow } from './tripleFile.ts';
// The protocol's types and codes a device maker's handlers use.
export { AckCode, type AckPayload, type DeviceInfo, type DeviceMessage, type Dps, type OtaInfo } from '@iotc/shared';
export type { FunctionDefinition } from '@iotc/shared/functions';
