import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCount } from '@iotc/shared/devices';
import { deviceCountFigure } from '../format';
import { useDeviceCount } from '../hooks';
import styles from './devices.module.css';

const FIGURES: (keyof DeviceCount)[] = ['total', 'active', 'online'];

/** Total, activated and online devices of the space or of one product (1,000+ past the server's count); a dash while unknown. */
export function DeviceCountCards({ productId }: { productId?: string }) {
  const { t } = useTranslation();
  const count = useDeviceCount(productId);
  return (
    <Row gutter={[12, 12]} className={styles.counts}>
      {FIGURES.map((figure) => (
        <Col key={figure} xs={8} md={8}>
          <Card size="small" className={styles.countCard}>
            <Statistic
              title={t(`devices.count.${figure}`)}
              value={count.data ? deviceCountFigure(count.data[figure]) : '-'}
              loading={count.isPending}
              data-testid={`device-count-${figure}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
