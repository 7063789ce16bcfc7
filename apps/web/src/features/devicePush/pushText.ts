import type { DevicePush } from '@iotc/shared/devicePush';
import { currentLanguage } from '@/lib/i18n';

/** A push's title in the page's language; the Chinese one (required) when it has no English title. */
export function pushTitle(push: Pick<DevicePush, 'titleZh' | 'titleEn'>): string {
  return currentLanguage === 'en-US' && push.titleEn ? push.titleEn : push.titleZh;
}
