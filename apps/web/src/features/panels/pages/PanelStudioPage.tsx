import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultPanel, panelDocumentSchema, type PanelDetail } from '@iotc/shared/panels';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { useProductFunctions } from '@/features/functions/hooks';
import { PRODUCT_LIST_PATH, productSettingPath } from '@/features/products/paths';
import { usePanel } from '../hooks';
import { panelLang } from '../labels';
import { PanelStudio } from '../studio/PanelStudio';

/** The studio once the panel is loaded: it waits for the product's functions, which every check and binding reads. */
function StudioLoader({ panel }: { panel: PanelDetail }) {
  const { t } = useTranslation();
  const functions = useProductFunctions(panel.productId);
  if (functions.isError) return <LoadFailedResult query={functions} title={t('panels.studio.functionsFailed')} retryText={t('common.retry')} showMessage />;
  if (!functions.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const draft = panelDocumentSchema.safeParse(panel.draft);
  return (
    <>
      {/* A draft this console cannot read starts again from the default panel; saving replaces it. */}
      {!draft.success && <Alert type="warning" showIcon message={t('panels.studio.unreadableDraft')} style={{ marginBottom: 12 }} />}
      <PanelStudio panel={panel} initialDocument={draft.success ? draft.data : defaultPanel(functions.data, panelLang)} functions={functions.data} />
    </>
  );
}

/** /product/panel/studio/index?id=<panelId>: the drag-and-drop editor of a studio panel. */
export default function PanelStudioPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', usePanel);
  return (
    <QueryDetailCard
      id={id}
      query={query}
      back={{ to: query.data ? productSettingPath(query.data.productId, 'panel') : PRODUCT_LIST_PATH, text: t('panels.studio.back'), testId: 'studio-back' }}
      texts="panels.studio"
      skeleton={{ paragraph: { rows: 12 } }}
      data-testid="panel-studio-page"
    >
      {/* Another panel is another draft and history. */}
      {(panel) => <StudioLoader key={panel.id} panel={panel} />}
    </QueryDetailCard>
  );
}
