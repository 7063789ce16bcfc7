import { useMemo, useState } from 'react';
import { Card, Empty, Result, Select, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX, Perm, VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import type { DeviceDetail } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import { AddButton } from '@/components/ListActions';
import pageCard from '@/components/PageCard.module.css';
import { useDebugDevices } from '@/features/debugDevices/hooks';
import { ConnectionBadge, OnlineBadge } from '@/features/debugging/components/DebugHeader';
import { DebugLogView } from '@/features/debugging/components/DebugLogView';
import { useDeviceDebugger } from '@/features/debugging/hooks/useDeviceDebugger';
import { debugPanelState } from '@/features/debugging/panelState';
import { useDevice } from '@/features/devices/hooks';
import { useProductFunctions } from '@/features/functions/hooks';
import { PRODUCT_LIST_PATH, productSettingPath } from '@/features/products/paths';
import { useGenerateVirtualDevice, useVirtualDevices } from '@/features/virtualDevices/hooks';
import { toast } from '@/lib/feedback';
import { LivePanelView } from '../components/LivePanelView';
import styles from '../components/panels.module.css';
import { defaultValues, NO_TRANSPORT } from '../labels';

interface PreviewDevice {
  did: string;
  name: string;
}

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

/** The product's virtual devices and debug devices to preview against, in two groups. */
function DeviceSelect({ virtual, debug, value, onChange }: { virtual: PreviewDevice[]; debug: PreviewDevice[]; value: string; onChange(did: string): void }) {
  const { t } = useTranslation();
  const option = (device: PreviewDevice) => ({ value: device.did, label: `${device.name} (${device.did})` });
  return (
    <Select<string>
      className={styles.deviceSelect}
      value={value}
      onChange={onChange}
      options={[
        ...(virtual.length > 0 ? [{ label: t('panels.preview.virtualDevices'), options: virtual.map(option) }] : []),
        ...(debug.length > 0 ? [{ label: t('panels.preview.debugDevices'), options: debug.map(option) }] : []),
      ]}
      data-testid="preview-device"
    />
  );
}

/** No device to preview against: one virtual device is created here (the server runs it). */
function CreateVirtualDevice({ productId, onCreated }: { productId: string; onCreated(did: string): void }) {
  const { t } = useTranslation();
  const generate = useGenerateVirtualDevice();
  const create = async () => {
    const device = await generate.mutateAsync(productId).catch(() => null);
    if (!device) return;
    toast.success(t('virtualDevices.list.created', { did: device.did }));
    onCreated(device.did);
  };
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={generate.isPending ? t('virtualDevices.list.creating', { seconds: VIRTUAL_DEVICE_TIMEOUT_MS / 1000 }) : t('panels.preview.noDevice')}
      data-testid="preview-no-device"
    >
      <AddButton perm={Perm.virtualDeviceAdd} testId="preview-create-virtual" loading={generate.isPending} onClick={() => void create()}>
        {t('virtualDevices.list.create')}
      </AddButton>
    </Empty>
  );
}

function ProductPreview({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const functions = useProductFunctions(productId);
  const virtual = useVirtualDevices(productId);
  const debug = useDebugDevices({ productId, pageNo: 1, pageSize: PAGE_SIZE_MAX });
  const [chosen, setChosen] = useState<string | null>(null);
  const virtualDevices = virtual.data ?? [];
  const debugDevices = debug.data?.list ?? [];
  // The first device until the user chooses another.
  const did = chosen ?? virtualDevices[0]?.did ?? debugDevices[0]?.did ?? null;
  const device = useDevice(did);
  const idle = useMemo(() => defaultValues(functions.data ?? []), [functions.data]);

  let picker;
  if (virtual.isPending || debug.isPending) picker = <Skeleton.Input active />;
  else if (did === null) picker = <CreateVirtualDevice productId={productId} onCreated={setChosen} />;
  else picker = <DeviceSelect virtual={virtualDevices} debug={debugDevices} value={did} onChange={setChosen} />;

  let body;
  if (!functions.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (device.data)
    // A new device is a new session: its own connection, values and log.
    body = <PreviewSession key={device.data.did} device={device.data} functions={functions.data} detailTime={device.dataUpdatedAt} recheck={() => void device.refetch()} />;
  else if (did) body = <Skeleton active paragraph={{ rows: 8 }} />;
  // No device yet: the panel as it looks before any report, sending nothing.
  else body = <LivePanelView productId={productId} functions={functions.data} values={idle} transport={NO_TRANSPORT} online={false} />;

  return (
    <>
      <div className={styles.deviceBar}>
        <Typography.Text strong>{t('panels.preview.device')}</Typography.Text>
        {picker}
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
