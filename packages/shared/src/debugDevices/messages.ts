import { defineMessages } from '../i18n/defineMessages.ts';

/** Real debug devices and App accounts. */
export const debugDeviceMessages = defineMessages(
  {
    'error.debugDeviceBatchLimit': "The space owner's account type ({type}) allows at most {max} debug devices per batch",
    'error.debugDeviceExists': 'Device {did} is already a debug device',
    'error.appAccountExists': 'This account is already an account of the app',
    'validation.debugDidRepeated': 'Device ID {did} is given more than once',
    'validation.debugCountMismatch': 'The count must equal the number of device IDs ({n})',
    'validation.debugNotRealDevice': '{did} is not a real device of this product',
    'validation.appAccountUnknown': 'Choose an account of the app, or add it first',
    'debugDevice.accountType.0': 'personal',
    'debugDevice.accountType.1': 'enterprise',
    'debugDevice.accountType.2': 'certified enterprise',
    'field.appId': 'App',
    'field.regionServerId': 'Region',
    'field.userAccount': 'Account',
  },
  {
    'error.debugDeviceBatchLimit': '空间所有者的账号类型（{type}）每批最多可添加 {max} 个调试设备',
    'error.debugDeviceExists': '设备 {did} 已是调试设备',
    'error.appAccountExists': '该账号已是此 App 的账号',
    'validation.debugDidRepeated': '设备 ID {did} 重复',
    'validation.debugCountMismatch': '数量须与设备 ID 的个数（{n}）一致',
    'validation.debugNotRealDevice': '{did} 不是此产品的真实设备',
    'validation.appAccountUnknown': '请选择该 App 的账号，或先添加账号',
    'debugDevice.accountType.0': '个人',
    'debugDevice.accountType.1': '企业',
    'debugDevice.accountType.2': '认证企业',
    'field.appId': 'App',
    'field.regionServerId': '区域',
    'field.userAccount': '账号',
  },
);
