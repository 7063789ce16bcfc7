import type { VoicePlatform, VoiceSchemeSummary } from '@iotc/shared/voice';
import { t } from '@/lib/i18n';

/** The assistant's name (the shared messages': the server names it so in its refusals). */
export const platformLabel = (platform: VoicePlatform) => t(`voice.platform.${platform}`);

/** Where a scheme stands: not configured, draft, published vN, or revising vN. */
export function statusLabel(summary: Pick<VoiceSchemeSummary, 'status' | 'version'>): string {
  return t(`voice.status.${summary.status}`, { version: summary.version });
}

export const STATUS_COLORS: Record<VoiceSchemeSummary['status'], string> = {
  none: 'default',
  draft: 'processing',
  published: 'success',
  revising: 'warning',
};
