import { Button, Popover, QRCode, Typography } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDownloadUrl } from '../hooks';
import styles from './debugDevices.module.css';

/** Where the App that debug devices are bound to is downloaded: a QR code to scan and the link. Nothing when unknown. */
export function AppDownload() {
  const { t } = useTranslation();
  const download = useAppDownloadUrl();
  const url = download.data?.url;
  if (!url) return null;
  const content = (
    <div className={styles.download} data-testid="debug-app-download-content">
      <QRCode value={url} size={160} bordered={false} />
      <Typography.Text type="secondary">{t('debugDevices.download.scan')}</Typography.Text>
      <Typography.Link href={url} target="_blank" rel="noreferrer" className={styles.wrap} data-testid="debug-app-download-link">
        {url}
      </Typography.Link>
    </div>
  );
  return (
    <Popover content={content} title={t('debugDevices.download.title')} trigger="click" placement="bottomRight">
      <Button icon={<MobileOutlined />} data-testid="debug-app-download">
        {t('debugDevices.download.button')}
      </Button>
    </Popover>
  );
}
