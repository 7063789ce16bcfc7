import { defineMessages } from '../i18n/defineMessages.ts';

/** OTA releases. */
export const otaMessages = defineMessages(
  {
    'ota.stageRequired': 'Add at least one gray stage',
    'ota.percentMax': 'A gray percent cannot be over 100',
    'ota.stagesIncrease': 'Each stage must reach more devices than the one before',
    'ota.timeFormat': 'Use the time format HH:mm',
    'ota.windowEmpty': 'The time window cannot start and end at the same time',
  },
  {
    'ota.stageRequired': '请至少添加一个灰度阶段',
    'ota.percentMax': '灰度比例不能超过 100',
    'ota.stagesIncrease': '每个阶段覆盖的设备数须多于上一阶段',
    'ota.timeFormat': '时间格式须为 HH:mm',
    'ota.windowEmpty': '时间窗口的开始与结束不能相同',
  },
);
