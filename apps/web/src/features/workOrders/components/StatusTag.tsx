import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus } from '@iotc/shared/workOrders';

const colors: Record<WorkOrderStatus, string> = {
  [WorkOrderStatus.Pending]: 'orange',
  [WorkOrderStatus.Processing]: 'blue',
  [WorkOrderStatus.Replied]: 'green',
  [WorkOrderStatus.Closed]: 'default',
};

export function StatusTag({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="work-order-status" data-status={status}>
      {t(`workOrders.status.${status}`)}
    </Tag>
  );
}
