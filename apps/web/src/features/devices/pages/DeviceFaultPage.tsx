import { Card } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeviceFaultView } from '../components/DeviceFaultView';
import styles from '../components/devices.module.css';
import { DEVICE_FAULT_PATH, deviceDetailPath } from '../paths';
import pageCard from '@/components/PageCard.module.css';

/** /device/malfunction/index (?did= optional): malfunctions and refused messages of the space, or of one device. */
export default function DeviceFaultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const did = params.get('did')?.trim() || undefined;
  const title = did ? (
    <span>
      {t('devices.fault.title')} ·{' '}
      <Link to={deviceDetailPath(did)} className={styles.mono} data-testid="fault-device-link">
        {did}
      </Link>
    </span>
  ) : (
    t('devices.fault.title')
  );
  return (
    <Card className={pageCard.card} title={title} extra={did && <Link to={DEVICE_FAULT_PATH}>{t('devices.fault.allDevices')}</Link>}>
      <DeviceFaultView key={did ?? ''} did={did} />
    </Card>
  );
}
