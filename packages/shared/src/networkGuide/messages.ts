import { defineMessages } from '../i18n/defineMessages.ts';

/** The pairing guide: its steps and their media. */
export const networkGuideMessages = defineMessages(
  {
    'upload.tooLong': 'The video is too long; upload one of at most {maxS} s',
    'validation.pairingStepsLimit': 'A pairing guide has at most {max} steps',
    'validation.pairingMediaRequired': 'Upload an image or a video for this step',
    'field.steps': 'Pairing steps',
    'field.textZh': 'Chinese text',
    'field.textEn': 'English text',
    'field.mediaType': 'Media type',
    'field.mediaUrl': 'Image or video',
  },
  {
    'upload.tooLong': '视频过长，请上传不超过 {maxS} 秒的视频',
    'validation.pairingStepsLimit': '配网引导最多 {max} 步',
    'validation.pairingMediaRequired': '请为该步骤上传图片或视频',
    'field.steps': '配网步骤',
    'field.textZh': '中文说明',
    'field.textEn': '英文说明',
    'field.mediaType': '媒体类型',
    'field.mediaUrl': '图片或视频',
  },
);
