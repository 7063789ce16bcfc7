import type { DevicePush, DevicePushRecord } from '@iotc/shared/devicePush';
import { fixtureOf } from '@/test/fixtures';

/** Test data of the push pages: a push on the lamp product (devices/testData's lampFunctions) and a firing of it. */

export const pushItem = fixtureOf<DevicePush>({
  id: 'push-1',
  pushId: 'P000001',
  productId: 'p1',
  productName: 'Smart lamp',
  titleZh: '温度过高',
  titleEn: 'Too hot',
  contentZh: '温度超过 50',
  contentEn: 'Above 50',
  conditionType: 'all',
  conditions: [{ identifier: 'temp', operator: '>', value: 500 }],
  triggerMode: 'edge',
  target: 'owner',
  method: 'messageCentre',
  openMethod: 'panel',
  openUrl: null,
  enabled: true,
  // 2025-01-01 00:00:00 UTC = 08:00:00 GMT+8.
  createdAt: 1_735_689_600,
  updatedAt: 1_735_689_600,
});

export const recordItem = fixtureOf<DevicePushRecord>({
  id: 'r1',
  pushId: 'P000001',
  messageName: '温度过高',
  did: 'did00000000000001',
  deviceName: 'Lamp 1',
  userAccount: 'demo@example.com',
  triggeredAt: 1_735_689_600,
  values: { '101': 600 },
});
