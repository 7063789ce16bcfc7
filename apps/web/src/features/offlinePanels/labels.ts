import { BYTES_PER_MB } from '@iotc/shared';
import { OFFLINE_PANEL_PREVIEW_RATIO, type OfflinePanelFileKind, type OfflinePanelType, offlinePanelUpload } from '@iotc/shared/offlinePanels';
import { hasRatio, readImageSize } from '@/features/products/imageSize';
import { t } from '@/lib/i18n';
import { nameMatchesAccept } from '@/lib/upload';

/** The panel type's name (the shared messages': the server says it too). */
export const panelTypeLabel = (type: OfflinePanelType) => t(`offlinePanel.type.${type}`);

/** The shared messages of a refused file of each kind (spec 001 §5 offline panel files). */
const REFUSALS: Record<OfflinePanelFileKind, { type: string; tooLarge: string }> = {
  preview: { type: 'offlinePanel.previewType', tooLarge: 'offlinePanel.previewTooLarge' },
  package: { type: 'offlinePanel.packageType', tooLarge: 'offlinePanel.packageTooLarge' },
  language: { type: 'offlinePanel.languageType', tooLarge: 'offlinePanel.languageTooLarge' },
};

/**
 * Why the browser refuses a chosen file before sending it, or null: its name, its size, and for the preview its
 * pixels (3:4). The server checks the bytes again.
 */
export async function offlinePanelFileProblem(file: File, kind: OfflinePanelFileKind): Promise<string | null> {
  const { accept, maxSizeMb } = offlinePanelUpload[kind];
  const refusal = REFUSALS[kind];
  if (!nameMatchesAccept(file.name, accept)) return t(refusal.type);
  if (file.size === 0) return t('upload.noFile');
  if (file.size > maxSizeMb * BYTES_PER_MB) return t(refusal.tooLarge, { maxMb: maxSizeMb });
  if (kind !== 'preview') return null;
  const size = await readImageSize(file).catch(() => null);
  if (!size) return t(refusal.type);
  if (!hasRatio(size, OFFLINE_PANEL_PREVIEW_RATIO)) return t('offlinePanel.previewRatio');
  return null;
}
