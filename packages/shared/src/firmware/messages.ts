import { defineMessages } from '../i18n/defineMessages.ts';

/** Firmware (spec 001 §8 upload messages among them). */
export const firmwareMessages = defineMessages(
  {
    'firmware.fileRequired': 'Upload the firmware file',
    'firmware.onlyBin': 'Only .bin files are accepted',
    'firmware.tooLarge': 'The firmware package may not exceed {maxMb}M',
    'firmware.typeExists': 'This product already has {type} firmware',
    'firmware.versionExists': 'This firmware already has version {version}',
    'firmware.versionNotDraft': 'Only a draft version can be edited or deleted',
    'firmware.type.module': 'Module firmware',
    'firmware.type.mcu': 'MCU firmware',
  },
  {
    'firmware.fileRequired': '请上传固件文件',
    'firmware.onlyBin': '仅支持 .bin 格式的文件',
    'firmware.tooLarge': '固件包不能超过 {maxMb}M',
    'firmware.typeExists': '该产品已有{type}',
    'firmware.versionExists': '版本 {version} 已存在',
    'firmware.versionNotDraft': '只有草稿版本可以编辑或删除',
    'firmware.type.module': '模组固件',
    'firmware.type.mcu': 'MCU 固件',
  },
);
