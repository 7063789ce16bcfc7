import { defineMessages } from '../i18n/defineMessages.ts';

/** Virtual devices. */
export const virtualDeviceMessages = defineMessages(
  {
    'error.virtualDeviceLimit': 'A product can have at most {max} virtual devices',
    'device.virtualName': '{product} virtual {n}',
  },
  {
    'error.virtualDeviceLimit': '一个产品最多 {max} 个虚拟设备',
    'device.virtualName': '{product} 虚拟设备 {n}',
  },
);
