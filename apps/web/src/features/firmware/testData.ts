import type { CustomFirmwareItem, Firmware, FirmwareVersion, ProductFirmwareItem } from '@iotc/shared/firmware';
import { fixtureOf } from '@/test/fixtures';

/** Test data of the firmware pages: the lamp product's (products/testData's p1) module firmware and its versions. */

export const firmwareItem = fixtureOf<Firmware>({
  id: 'fw-1',
  productId: 'p1',
  productName: 'Smart lamp',
  custom: false,
  nameZh: '灯模组固件',
  nameEn: 'Lamp module firmware',
  key: 'fwabcdefgh123456',
  flag: 'lamp_module',
  type: 'module',
  upgradeChannel: 0,
  flashSize: '4M',
  upgradeTimeoutS: 600,
  upgradeMode: 'notify',
  newestVersion: '01.00.00',
  versionCount: 2,
  // 2025-01-01 00:00:00 UTC = 08:00:00 GMT+8.
  createdAt: 1_735_689_600,
  updatedAt: 1_735_689_600,
});

export const versionItem = fixtureOf<FirmwareVersion>({
  id: 'v-1',
  firmwareId: 'fw-1',
  version: '01.00.00',
  description: 'First release',
  file: 't1/firmware/a.bin',
  fileName: 'lamp-1.0.0.bin',
  fileSize: 524_288,
  sha256: 'a'.repeat(56) + '12345678',
  md5: 'b'.repeat(32),
  productionFile: null,
  productionFileName: null,
  productionFileSize: null,
  isMust: false,
  dependency: null,
  status: 'published',
  createdAt: 1_735_689_600,
  updatedAt: 1_735_689_600,
  publishedAt: 1_735_689_600,
});

export const customFirmware = fixtureOf<Firmware>({
  ...firmwareItem(),
  id: 'fw-c',
  productId: null,
  productName: null,
  custom: true,
  nameZh: '通用传感器固件',
  nameEn: 'Generic sensor firmware',
  key: 'fwcustom00000001',
  flag: 'sensor_common',
  type: 'mcu',
  upgradeChannel: 9,
});

export const productFirmwareItem = (firmware: Firmware, over: Partial<ProductFirmwareItem> = {}): ProductFirmwareItem => ({
  firmware,
  currentVersionId: 'v-1',
  currentVersion: '01.00.00',
  newestVersion: firmware.newestVersion,
  ...over,
});

export const customChoice = (over: Partial<CustomFirmwareItem> = {}): CustomFirmwareItem => ({ ...customFirmware(), selected: false, ...over });
