import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveStatus, DeviceNature, OnlineStatus } from '@iotc/shared/devices';
import { natureLabel } from '../labels';
import styles from './devices.module.css';

export function ActiveTag({ status }: { status: ActiveStatus }) {
  const { t } = useTranslation();
  return status === ActiveStatus.Active ? (
    <Tag color="success" className={styles.tag}>
      {t('devices.active.1')}
    </Tag>
  ) : (
    <Tag className={styles.tag}>{t('devices.active.0')}</Tag>
  );
}

export function OnlineTag({ status }: { status: OnlineStatus }) {
  const { t } = useTranslation();
  return status === OnlineStatus.Online ? (
    <Tag color="processing" className={styles.tag}>
      {t('devices.online.1')}
    </Tag>
  ) : (
    <Tag color="default" className={styles.tag}>
      {t('devices.online.0')}
    </Tag>
  );
}

const NATURE_COLORS: Record<DeviceNature, string | undefined> = {
  [DeviceNature.Real]: undefined,
  [DeviceNature.Virtual]: 'purple',
  [DeviceNature.Debug]: 'orange',
};

export function NatureTag({ nature }: { nature: DeviceNature }) {
  return (
    <Tag color={NATURE_COLORS[nature]} className={styles.tag}>
      {natureLabel(nature)}
    </Tag>
  );
}
