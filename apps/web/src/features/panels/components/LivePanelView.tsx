import { Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelDocument } from '@iotc/shared/panels';
import { PanelView } from '@iotc/panel';
import { LoadFailed } from '@/components/LoadFailed';
import { OfflinePanelFrame } from '@/features/offlinePanels/components/OfflinePanelFrame';
import { PreviewImage } from '@/features/offlinePanels/components/PreviewImage';
import { useLocalizedFunctions, useProductTexts } from '@/features/productLanguages/hooks';
import type { LivePanelProps } from '@/features/products/parts';
import { useLivePanel } from '../hooks';
import { panelKindLabel, panelLang } from '../labels';
import { useAssetUrl } from '../useAssetUrl';
import { PanelPhone } from './PanelPhone';
import styles from './panels.module.css';

/**
 * What the product's devices show now, drawn for one device's state: its name, kind and version, then the panel
 * at a phone's size (an offline panel: its preview image and its package in a sandboxed frame), in the product's
 * texts of the console's language (its language entries over the document's and the functions' own).
 */
export function LivePanelView({ productId, functions, values, transport, online }: LivePanelProps) {
  const { t } = useTranslation();
  const live = useLivePanel(productId);
  const texts = useProductTexts(productId).data?.texts;
  const localized = useLocalizedFunctions(productId, functions);
  const assetUrl = useAssetUrl();
  if (live.isError) return <LoadFailed title={t('panels.preview.loadFailed')} retrying={live.isFetching} onRetry={() => void live.refetch()} />;
  if (!live.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const panel = live.data;
  return (
    <section data-testid="live-panel" data-kind={panel.kind}>
      <div className={styles.liveHead}>
        <Typography.Title level={5} className={styles.liveName} data-testid="live-panel-name">
          {panel.name}
        </Typography.Title>
        <Tag>{panelKindLabel(panel.kind)}</Tag>
        {panel.version !== null && <Tag color="blue">{t('panels.choices.version', { version: panel.version })}</Tag>}
      </div>
      {panel.offline ? (
        <div className={styles.offline}>
          <PreviewImage src={panel.offline.previewUrl} alt={panel.name} width={180} />
          <OfflinePanelFrame id={panel.offline.id} title={panel.name} />
        </div>
      ) : (
        <PanelPhone testId="live-panel-phone">
          {/* The server checked the document against the product's functions when it was saved. */}
          <PanelView
            document={panel.document as PanelDocument}
            functions={localized}
            values={values}
            transport={transport}
            lang={panelLang}
            online={online}
            assetUrl={assetUrl}
            texts={texts}
          />
        </PanelPhone>
      )}
    </section>
  );
}
