import { Badge, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MQTT_RECONNECT_MS } from '@iotc/shared';
import type { DeviceDetail } from '@iotc/shared/devices';
import { NatureTag } from '@/features/devices/components/DeviceTags';
import type { ConnectionStatus } from '../connection';
import styles from './debugging.module.css';

const CONNECTION_BADGE: Record<ConnectionStatus, 'processing' | 'success' | 'warning' | 'error'> = {
  connecting: 'processing',
  connected: 'success',
  reconnecting: 'warning',
  disconnected: 'error',
};

/** The debug connection's state; while it is down, when it tries again. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const badge = (
    <span className={styles.badge} data-testid="debug-connection" data-status={status}>
      <Badge status={CONNECTION_BADGE[status]} text={`${t('debugging.connection.label')}: ${t(`debugging.connection.${status}`)}`} />
    </span>
  );
  return status === 'connected' || status === 'connecting' ? (
    badge
  ) : (
    <Tooltip title={t('debugging.connection.retryHint', { seconds: MQTT_RECONNECT_MS / 1000 })}>{badge}</Tooltip>
  );
}

export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-testid="debug-online" data-online={online}>
      <Badge status={online ? 'success' : 'default'} text={t(`debugging.online.${online}`)} />
    </span>
  );
}

/** Which device this is (name, did, product, nature) and the two live states. */
export function DebugHeader({ device, status, online }: { device: DeviceDetail; status: ConnectionStatus; online: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header} data-testid="debug-header">
      <div className={styles.identity}>
        <div className={styles.titleLine}>
          <Typography.Title level={4} className={styles.title} data-testid="debug-device-name">
            {device.name || device.did}
          </Typography.Title>
          <NatureTag nature={device.deviceNature} />
        </div>
        <div className={styles.fields}>
          <span>
            <Typography.Text type="secondary">{t('debugging.field.did')}: </Typography.Text>
            <Typography.Text copyable className={styles.mono} data-testid="debug-did">
              {device.did}
            </Typography.Text>
          </span>
          <span>
            <Typography.Text type="secondary">{t('debugging.field.product')}: </Typography.Text>
            {device.productName} <span className={styles.mono}>({device.productKey})</span>
          </span>
        </div>
      </div>
      <div className={styles.badges}>
        <ConnectionBadge status={status} />
        <OnlineBadge online={online} />
      </div>
    </div>
  );
}
