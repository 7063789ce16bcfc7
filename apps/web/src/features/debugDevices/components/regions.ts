import { DEBUG_REGIONS, type RegionServerId } from '@iotc/shared/debugDevices';
import { currentLanguage } from '@/lib/i18n';

const nameOf = (region: (typeof DEBUG_REGIONS)[number]) => (currentLanguage === 'zh-CN' ? region.nameZh : region.nameEn);

/** The region servers in the page's language, for the create form's select. */
export const regionOptions = () => DEBUG_REGIONS.map((region) => ({ value: region.id, label: nameOf(region) }));

export function regionName(id: RegionServerId): string {
  const region = DEBUG_REGIONS.find((r) => r.id === id);
  return region ? nameOf(region) : id;
}
