import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Modal, Select, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type DeviceDetail, OnlineStatus } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelDocument } from '@iotc/shared/panels';
import { PanelView } from '@iotc/panel';
import { useDeviceDebugger } from '@/features/debugging/hooks/useDeviceDebugger';
import { debugPanelState, type DebugPanelState } from '@/features/debugging/panelState';
import { useDevice } from '@/features/devices/hooks';
import { useGenerateVirtualDevice, useVirtualDevices } from '@/features/virtualDevices/hooks';
import { PanelPhone } from '../components/PanelPhone';
import { defaultValues, NO_TRANSPORT, panelLang } from '../labels';
import { useAssetUrl } from '../useAssetUrl';
import styles from './studio.module.css';

interface PreviewModalProps {
  open: boolean;
  productId: string;
  /** The draft, as it is now (unsaved changes included). */
  document: PanelDocument;
  functions: readonly ProductFunction[];
  onClose(): void;
}

/**
 * The draft at phone size (3:4) against one of the product's virtual devices, live: its reported
 * values show, and the controls send to it through the debugging session. Without a device the panel
 * shows with no values and sends nothing.
 */
export function PreviewModal({ open, productId, document, functions, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('panels.studio.preview.title')} width={440} footer={null} onCancel={onClose} destroyOnHidden>
      {/* Inside the dialog: the devices are listed and connected to only while it is open. */}
      <PreviewBody productId={productId} document={document} functions={functions} />
    </Modal>
  );
}

function PreviewBody({ productId, document, functions }: Omit<PreviewModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const devices = useVirtualDevices(productId);
  const generate = useGenerateVirtualDevice();
  const [chosen, setChosen] = useState<string | null>(null);
  const did = chosen ?? devices.data?.[0]?.did ?? null;

  return (
    <>
      <Flex gap={8} className={styles.previewBar}>
        <Select
          className={styles.grow}
          value={did ?? undefined}
          loading={devices.isPending}
          placeholder={t('panels.studio.preview.pickDevice')}
          notFoundContent={t('panels.studio.preview.noDevice')}
          options={(devices.data ?? []).map((d) => ({
            value: d.did,
            label: (
              <span>
                {d.name || d.did}{' '}
                <Tag color={d.onlineStatus === OnlineStatus.Online ? 'green' : undefined}>
                  {t(d.onlineStatus === OnlineStatus.Online ? 'panels.studio.preview.online' : 'panels.studio.preview.offline')}
                </Tag>
              </span>
            ),
          }))}
          data-testid="preview-device"
          onChange={(value: string) => setChosen(value)}
        />
        <Button
          icon={<PlusOutlined />}
          loading={generate.isPending}
          data-testid="preview-create-device"
          onClick={() => generate.mutate(productId, { onSuccess: (device) => setChosen(device.did) })}
        >
          {t('panels.studio.preview.createDevice')}
        </Button>
      </Flex>
      {did ? (
        <DevicePreview key={did} did={did} document={document} functions={functions} />
      ) : (
        <>
          {!devices.isPending && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panels.studio.preview.noDeviceHint')} />}
          <PreviewFrame document={document} functions={functions} state={{ values: defaultValues(functions), transport: NO_TRANSPORT, online: false }} />
        </>
      )}
    </>
  );
}

function DevicePreview({ did, document, functions }: { did: string; document: PanelDocument; functions: readonly ProductFunction[] }) {
  const device = useDevice(did);
  if (!device.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <LiveFrame device={device.data} detailTime={device.dataUpdatedAt} recheck={() => void device.refetch()} document={document} functions={functions} />;
}

function LiveFrame({ device, detailTime, recheck, document, functions }: { device: DeviceDetail; detailTime: number; recheck(): void; document: PanelDocument; functions: readonly ProductFunction[] }) {
  const list = useMemo(() => [...functions], [functions]);
  const debug = useDeviceDebugger(device, list, detailTime, recheck);
  return <PreviewFrame document={document} functions={functions} state={debugPanelState(debug, functions)} />;
}

/** The phone's 3:4 screen, with its own page switching. */
function PreviewFrame({ document, functions, state }: { document: PanelDocument; functions: readonly ProductFunction[]; state: DebugPanelState }) {
  const [pageId, setPageId] = useState<string | undefined>(undefined);
  const assetUrl = useAssetUrl();
  return (
    <PanelPhone testId="preview-frame">
      <PanelView document={document} functions={functions} {...state} lang={panelLang} pageId={pageId} onPageChange={setPageId} assetUrl={assetUrl} />
    </PanelPhone>
  );
}
