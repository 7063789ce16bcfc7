import { Card, Empty, Result, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@iotc/shared';
import type { DeviceDetail } from '@iotc/shared/devices';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { useProductFunctions } from '@/features/functions/hooks';
import { useLocalizedFunctions } from '@/features/productLanguages/hooks';
import { ApiError } from '@/lib/request';
import { DeviceLogView } from '../components/DeviceLogView';
import { DidSearch } from '../components/DidSearch';
import { OnlineTag } from '../components/DeviceTags';
import styles from '../components/devices.module.css';
import { useDevice } from '../hooks';
import { deviceDetailPath } from '../paths';
import pageCard from '@/components/PageCard.module.css';

/** The device's log, its functions named and its values read in the product's texts of the console's language. */
function LogOf({ device }: { device: DeviceDetail }) {
  const functions = useProductFunctions(device.productId);
  const localized = useLocalizedFunctions(device.productId, functions.data);
  return (
    <>
      <div className={styles.headTitle}>
        <Link to={deviceDetailPath(device.did)} className={styles.mono} data-testid="log-device-link">
          {device.did}
        </Link>
        <Typography.Text type="secondary">{device.name ? `${device.name} · ${device.productName}` : device.productName}</Typography.Text>
        <OnlineTag status={device.onlineStatus} />
      </div>
      <div className={styles.gap} />
      <DeviceLogView did={device.did} functions={localized} />
    </>
  );
}

/** The log of a device that exists. */
function DeviceLog({ did }: { did: string }) {
  const { t } = useTranslation();
  const device = useDevice(did);
  if (device.error instanceof ApiError && device.error.code === ErrorCode.NotFound) {
    return (
      <div data-testid="log-not-found">
        <Result status="404" title={t('devices.detail.notFound')} subTitle={t('devices.detail.notFoundHint')} />
      </div>
    );
  }
  if (device.isError) return <LoadFailedResult query={device} title={t('devices.detail.loadFailed')} retryText={t('common.retry')} showMessage />;
  return device.data ? <LogOf device={device.data} /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

/** /device/log/index?did=: one device's log; without a did the page asks for one. */
export default function DeviceLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const did = params.get('did')?.trim() ?? '';
  const choose = (next: string) => setParams(next ? { did: next } : {});
  return (
    <Card className={pageCard.card} title={t('devices.log.title')} extra={did && <DidSearch did={did} onSearch={choose} testId="log-did-change" />}>
      {did ? (
        <DeviceLog key={did} did={did} />
      ) : (
        <div className={styles.didForm}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('devices.log.chooseDevice')} />
          <DidSearch did="" onSearch={choose} testId="log-did" />
        </div>
      )}
    </Card>
  );
}
