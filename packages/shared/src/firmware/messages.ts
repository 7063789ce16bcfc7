import { defineMessages } from '../i18n/defineMessages.ts';

/** Firmware (spec 001 §8 upload messages among them). */
export const firmwareMessages = defineMessages(
  {
    'firmware.fileRequired': 'Upload the firmware file',
    'firmware.onlyBin': 'Only .bin files are accepted',
    'firmware.tooLarge': 'The firmware package may not exceed {maxMb}M',
    'firmware.typeExists': 'This product already has firmware of this type ({type})',
    'firmware.versionExists': 'This firmware already has version {version}',
    'firmware.versionNotDraft': 'Only a draft version can be edited or deleted',
    'firmware.publishNotDraft': 'Only a draft version can be published',
    'firmware.unlistNotPublished': 'Only a published version can be unlisted',
    'firmware.versionNotPublished': 'Choose a published version of this firmware',
    'firmware.openRelease': 'This firmware has an OTA release in progress; stop the release before deleting the firmware',
    'firmware.dependencyInvalid': 'The dependency must be another firmware of the same product',
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
    'firmware.publishNotDraft': '只有草稿版本可以发布',
    'firmware.unlistNotPublished': '只有已发布的版本可以下架',
    'firmware.versionNotPublished': '请选择该固件已发布的版本',
    'firmware.openRelease': '该固件有进行中的 OTA 升级，请先停止升级再删除固件',
    'firmware.dependencyInvalid': '依赖须为同一产品的另一个固件',
    'firmware.type.module': '模组固件',
    'firmware.type.mcu': 'MCU 固件',
  },
);
