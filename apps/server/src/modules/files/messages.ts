/**
 * Upload messages the shared dictionary (packages/shared/src/i18n/messages.ts) does not have yet:
 * a pixel check on one side only. To be merged there; until then the files routes read them here.
 */
export const filesMessages = {
  'zh-CN': {
    'upload.wrongWidth': '请上传宽度为 {width} 像素的图片',
    'upload.wrongHeight': '请上传高度为 {height} 像素的图片',
  },
  'en-US': {
    'upload.wrongWidth': 'Upload an image exactly {width} px wide',
    'upload.wrongHeight': 'Upload an image exactly {height} px high',
  },
} as const;
