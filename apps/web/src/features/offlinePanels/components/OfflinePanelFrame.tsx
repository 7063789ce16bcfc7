import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOfflinePanelPreview } from '../hooks';
import styles from './offlinePanels.module.css';

/**
 * The package's entry page at a phone's size, in a sandboxed frame: its scripts run, but in an origin of their own,
 * away from the console's cookies and storage.
 */
export function OfflinePanelFrame({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const preview = useOfflinePanelPreview(id);
  if (preview.isError) return <Alert type="warning" showIcon message={t('offlinePanels.detail.previewFailed')} data-testid="offline-frame-failed" />;
  if (!preview.data) return <Skeleton.Node active className={styles.frame} />;
  return <iframe className={styles.frame} src={preview.data.url} title={title} sandbox="allow-scripts" data-testid="offline-frame" />;
}
