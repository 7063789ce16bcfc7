import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeviceRegistry } from '../components/DeviceRegistry';
import pageCard from '@/components/PageCard.module.css';

/** /device/list/index: every device of the space, its counts, filters and virtual devices. */
export default function DeviceListPage() {
  const { t } = useTranslation();
  return (
    <Card className={pageCard.card} title={t('devices.list.title')}>
      <DeviceRegistry />
    </Card>
  );
}
