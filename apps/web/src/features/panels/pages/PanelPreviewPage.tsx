import { useMemo } from 'react';
import { Card, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import { LoadFailed } from '@/components/LoadFailed';
import pageCard from '@/components/PageCard.module.css';
import { DevicePicker, useDeviceChoice } from '@/features/debugDevices/components/DevicePicker';
import { ConnectionBadge, OnlineBadge } from '@/features/debugging/components/DebugHeader';
import { DebugLogView } from '@/features/debugging/components/DebugLogView';
import { useDeviceDebugger } from '@/features/debugging/hooks/useDeviceDebugger';
import { debugPanelState } from '@/features/debugging/panelState';
import { useProductFunctions } from '@/features/functions/hooks';
import { PRODUCT_LIST_PATH, productSettingPath } from '@/features/products/paths';
import { LivePanelView } from '../components/LivePanelView';
import styles from '../components/panels.module.css';
import { defaultValues, NO_TRANSPORT } from '../labels';

/** One device's session: the live panel driven by it, its connection and online state, and its message log beside. */
function PreviewSession({ device, functions, detailTime, recheck }: { device: DeviceDetail; functions: ProductFunction[]; detailTime: number; recheck(): void }) {
  const debug = useDeviceDebugger(device, functions, detailTime, recheck);
  return (
    <>
      <div className={styles.deviceBar}>
        <ConnectionBadge status={debug.connection.status} />
        <OnlineBadge online={debug.session.online} />
      </div>
      <div className={styles.previewBody}>
        <LivePanelView productId={device.productId} functions={functions} {...debugPanelState(debug, functions)} />
        <div className={styles.previewSide}>
          <DebugLogView session={debug.session} />
        </div>
      </div>
    </>
  );
}

function ProductPreview({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const functions = useProductFunctions(productId);
  const choice = useDeviceChoice(productId);
  const { did, device } = choice;
  const idle = useMemo(() => defaultValues(functions.data ?? []), [functions.data]);

  let body;
  if (functions.isError && !functions.data)
    body = <LoadFailed title={t('panels.preview.functionsLoadFailed')} retrying={functions.isFetching} onRetry={() => void functions.refetch()} />;
  else if (!functions.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (device.data)
    // A new device is a new session: its own connection, values and log.
    body = <PreviewSession key={device.data.did} device={device.data} functions={functions.data} detailTime={device.dataUpdatedAt} recheck={() => void device.refetch()} />;
  else if (did && device.isError)
    body = (
      <div data-testid="preview-device-failed">
        <LoadFailed title={t('panels.preview.deviceLoadFailed', { did })} retrying={device.isFetching} onRetry={() => void device.refetch()} />
      </div>
    );
  else if (did) body = <Skeleton active paragraph={{ rows: 8 }} />;
  // No device yet: the panel as it looks before any report, sending nothing.
  else body = <LivePanelView productId={productId} functions={functions.data} values={idle} transport={NO_TRANSPORT} online={false} />;

  return (
    <>
      <div className={styles.deviceBar}>
        <Typography.Text strong>{t('panels.preview.device')}</Typography.Text>
        <DevicePicker choice={choice} emptyText={t('panels.preview.noDevice')} testId="preview" />
      </div>
      {body}
    </>
  );
}

/**
 * /product/panel/preview/index?productId=: what the product's devices show now (its live panel) at a phone's size,
 * against one of its virtual or debug devices over the debugging connection, with the device's messages beside it
 * so each control's acknowledgement and each report are visible.
 */
export default function PanelPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = params.get('productId');
  const back = (
    <Link to={productId ? productSettingPath(productId, 'panel') : PRODUCT_LIST_PATH} data-testid="preview-back">
      <ArrowLeftOutlined /> {t(productId ? 'panels.preview.back' : 'panels.preview.products')}
    </Link>
  );
  return (
    <Card className={pageCard.card} title={back} data-testid="panel-preview">
      {productId ? <ProductPreview productId={productId} /> : <Result status="404" title={t('panels.preview.noProduct')} subTitle={t('panels.preview.noProductHint')} />}
    </Card>
  );
}
