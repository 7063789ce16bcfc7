import { useState } from 'react';
import { Button, Descriptions, Tooltip } from 'antd';
import { BellOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAddressedItem } from '@/components/QueryDetailCard';
import { useQueryClient } from '@tanstack/react-query';
import { type WorkOrderDetail, WorkOrderStatus } from '@iotc/shared/workOrders';
import { confirm, toast } from '@/lib/feedback';
import { formatZonedTime } from '@/lib/format';
import { replyWorkOrder } from '../api';
import { Conversation } from '../components/Conversation';
import { OrderDetailCard } from '../components/OrderDetailCard';
import { OrderHead } from '../components/OrderHead';
import { PhoneModal } from '../components/PhoneModal';
import { ReplyBox } from '../components/ReplyBox';
import { SpaceName } from '../components/SpaceName';
import { storeDetail, useClassifications, useCloseWorkOrder, useProblemTypes, useRemindWorkOrder, useWorkOrderDetail } from '../hooks';
import { WORK_ORDER_LIST_PATH } from '../paths';
import styles from './WorkOrderDetailPage.module.css';

function OrderView({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();
  const remind = useRemindWorkOrder(order.id);
  const close = useCloseWorkOrder(order.id);
  const [editingPhone, setEditingPhone] = useState(false);
  const closed = order.status === WorkOrderStatus.Closed;
  // Read at render: the button comes back on the next render after the time passed (any refetch or action).
  const remindWait = order.remindAfter !== null && order.remindAfter * 1000 > Date.now();

  const doRemind = async () => {
    const result = await remind.mutateAsync().catch(() => null);
    if (result) toast.success(t('workOrders.detail.reminded'));
  };

  const askClose = () =>
    confirm({
      title: t('workOrders.detail.closeTitle'),
      content: t('workOrders.detail.closeConfirm'),
      okText: t('workOrders.detail.closeOk'),
      okButtonProps: { danger: true },
      cancelText: t('workOrders.detail.cancel'),
      onOk: async () => {
        const done = await close.mutateAsync().catch(() => null);
        if (done) toast.success(t('workOrders.detail.closedDone'));
      },
    });

  const remindButton = (
    <Button icon={<BellOutlined />} onClick={() => void doRemind()} loading={remind.isPending} disabled={closed || remindWait} data-testid="work-order-remind">
      {t('workOrders.detail.remind')}
    </Button>
  );

  return (
    <>
      <OrderHead order={order} closedText={t('workOrders.detail.closed')}>
        <div className={styles.actions}>
          {remindWait && !closed ? (
            <Tooltip title={t('workOrders.detail.remindAgainAt', { time: formatZonedTime(order.remindAfter!) })}>{remindButton}</Tooltip>
          ) : (
            remindButton
          )}
          <Button danger icon={<CloseCircleOutlined />} onClick={askClose} loading={close.isPending} disabled={closed} data-testid="work-order-close">
            {t('workOrders.detail.close')}
          </Button>
        </div>
      </OrderHead>

      <div className={styles.section}>{t('workOrders.detail.info')}</div>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}>
        <Descriptions.Item label={t('workOrders.column.problemType')}>{problemTypes.label(order.problemType)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.column.classification')}>{classifications.label(order.classification)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.column.space')}>
          <SpaceName companyName={order.companyName} />
        </Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.createdAt')}>{formatZonedTime(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.email')}>{order.email}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.phone')}>
          <span data-testid="work-order-phone-value">{order.phone}</span>
          {!closed && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditingPhone(true)} data-testid="work-order-phone-edit">
              {t('workOrders.detail.editPhone')}
            </Button>
          )}
        </Descriptions.Item>
        {order.closedAt !== null && (
          <Descriptions.Item label={t('workOrders.detail.closedAt')}>{formatZonedTime(order.closedAt)}</Descriptions.Item>
        )}
      </Descriptions>

      <div className={styles.section}>{t('workOrders.detail.conversation')}</div>
      <Conversation order={order} viewer="user" />

      {!closed && (
        <ReplyBox
          title={t('workOrders.detail.replyTitle')}
          placeholder={t('workOrders.detail.replyPlaceholder')}
          onSend={async (content, files, onProgress) => storeDetail(queryClient, await replyWorkOrder(order.id, content, files, { onProgress }))}
        />
      )}
      <PhoneModal id={order.id} phone={order.phone} open={editingPhone} onClose={() => setEditingPhone(false)} />
    </>
  );
}

/**
 * /workOrder/detail/index?id=: one of the user's orders as a conversation, with remind, close and
 * continue asking; opening it marks support's answers read (the header's dot follows).
 */
export default function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useWorkOrderDetail);

  return (
    <OrderDetailCard
      id={id}
      query={query}
      back={{ to: WORK_ORDER_LIST_PATH, text: t('workOrders.back'), testId: 'work-order-back' }}
      notFoundHint
      data-testid="work-order-detail"
    >
      {(order) => <OrderView order={order} />}
    </OrderDetailCard>
  );
}
