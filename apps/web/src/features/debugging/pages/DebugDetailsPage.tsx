import { Col, Grid, Result, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DeviceDetail, DeviceNature } from '@iotc/shared/devices';
import { QueryDetailCard } from '@/components/QueryDetailCard';
import { useDevice } from '@/features/devices/hooks';
import { useProductFunctions } from '@/features/functions/hooks';
import { LivePanel } from '@/features/products/parts';
import { ReportValueButton } from '@/features/virtualDevices/components/ReportValueButton';
import { ControlPanel } from '../components/ControlPanel';
import { DebugHeader } from '../components/DebugHeader';
import { DebugLogView } from '../components/DebugLogView';
import styles from '../components/debugging.module.css';
import { useDeviceDebugger } from '../hooks/useDeviceDebugger';
import { debugPanelState } from '../panelState';
import { DEBUG_LIST_PATH } from '../paths';

function DebugView({ device, detailTime, recheck }: { device: DeviceDetail; detailTime: number; recheck: () => void }) {
  const { t } = useTranslation();
  const functions = useProductFunctions(device.productId);
  const debug = useDeviceDebugger(device, functions.data ?? [], detailTime, recheck);
  // On a phone the two columns stack into more than two screens: tabs keep the panel and the log one tap away.
  const phone = Grid.useBreakpoint().md === false;
  if (debug.connection.denied) {
    return (
      <div data-testid="debug-no-access">
        <Result status="403" title={t('debugging.noAccess.notFound')} subTitle={t('debugging.noAccess.brokerHint')} />
      </div>
    );
  }
  const controls = (
    <ControlPanel
      debug={debug}
      functions={functions.data ?? []}
      loading={functions.isPending}
      extraActions={
        // The server runs a virtual device, so it can have it report a value (a real device reports its own).
        device.deviceNature === DeviceNature.Virtual && (
          <ReportValueButton device={device} functions={functions.data ?? []} values={debug.session.values} disabled={!debug.session.online} />
        )
      }
    />
  );
  // The product's live panel, driven by the same session as the function controls.
  const panel = <LivePanel productId={device.productId} functions={functions.data ?? []} {...debugPanelState(debug, functions.data ?? [])} />;
  const controlTabs = [
    { key: 'controls', label: t('debugging.controls.title'), children: controls },
    { key: 'panel', label: t('debugging.panel.title'), children: panel },
  ];
  const log = <DebugLogView session={debug.session} />;
  return (
    <>
      <DebugHeader device={device} status={debug.connection.status} online={debug.session.online} />
      {phone ? (
        <Tabs items={[...controlTabs, { key: 'log', label: t('debugging.log.title'), children: log }]} data-testid="debug-tabs" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <Tabs items={controlTabs} data-testid="debug-control-tabs" />
          </Col>
          <Col xs={24} xl={14}>
            {log}
          </Col>
        </Row>
      )}
    </>
  );
}

/**
 * /product/deviceDebugging/debugDetails/index?productKey=&productId=&did=&type=2 (spec 001 §2, tour step 4):
 * the browser talks MQTT over WebSocket to the device: live connection and online state, a control per
 * function, commands, and every message in a live log.
 */
export default function DebugDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const did = params.get('did');
  const productId = params.get('productId');
  const query = useDevice(did);
  return (
    <QueryDetailCard
      id={did}
      query={query}
      className={styles.card}
      back={{ to: productId ? `${DEBUG_LIST_PATH}?${new URLSearchParams({ productId }).toString()}` : DEBUG_LIST_PATH, text: t('debugging.back'), testId: 'debug-back' }}
      texts="debugging.noAccess"
      notFoundHint
      data-testid="debug-details"
    >
      {/* A new device is a new session: its own connection, values and log. */}
      {(device) => <DebugView key={device.did} device={device} detailTime={query.dataUpdatedAt} recheck={() => void query.refetch()} />}
    </QueryDetailCard>
  );
}
