import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { type WorkOrderDetail, WorkOrderStatus } from '@iotc/shared/workOrders';
import { StatusTag } from './StatusTag';
import styles from './OrderHead.module.css';

/** The top of an order's detail (the user's or support's): its number and status, the actions at the end, and a note once closed. */
export function OrderHead({ order, closedText, children }: { order: Pick<WorkOrderDetail, 'number' | 'status'>; closedText: string; children: ReactNode }) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.number} data-testid="work-order-number">
          {order.number}
        </span>
        <StatusTag status={order.status} />
        <span style={{ flex: 1 }} />
        {children}
      </div>
      {order.status === WorkOrderStatus.Closed && (
        <Alert className={styles.closed} type="info" showIcon message={closedText} data-testid="work-order-closed" />
      )}
    </>
  );
}
