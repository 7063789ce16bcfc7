import { Alert, Button, Descriptions, Select } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAddressedItem } from '@/components/QueryDetailCard';
import { useQueryClient } from '@tanstack/react-query';
import { Perm } from '@iotc/shared';
import { type SupportWorkOrderDetail, WorkOrderStatus } from '@iotc/shared/workOrders';
import { confirm, toast } from '@/lib/feedback';
import { formatZonedTime } from '@/lib/format';
import { Permission, usePermission } from '@/lib/permission';
import { supportReply } from '../api';
import { Conversation } from '../components/Conversation';
import { OrderDetailCard } from '../components/OrderDetailCard';
import { OrderHead } from '../components/OrderHead';
import { ReplyBox } from '../components/ReplyBox';
import { SpaceName } from '../components/SpaceName';
import { storeSupportDetail, useClassifications, useProblemTypes, useSupportClassify, useSupportClose, useSupportDetail } from '../hooks';
import { SUPPORT_INBOX_PATH } from '../paths';
import styles from './WorkOrderDetailPage.module.css';

function SupportView({ order }: { order: SupportWorkOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();
  const classify = useSupportClassify();
  const close = useSupportClose(order.id);
  const canClassify = usePermission(Perm.supportClassify);
  const closed = order.status === WorkOrderStatus.Closed;

  const askClose = () =>
    confirm({
      title: t('workOrders.inbox.closeTitle'),
      content: t('workOrders.inbox.closeConfirm'),
      okText: t('workOrders.inbox.closeOk'),
      okButtonProps: { danger: true },
      cancelText: t('workOrders.detail.cancel'),
      onOk: async () => {
        const done = await close.mutateAsync().catch(() => null);
        if (done) toast.success(t('workOrders.inbox.closedDone'));
      },
    });

  const changeClassification = async (classification: string) => {
    const done = await classify.mutateAsync({ id: order.id, classification }).catch(() => null);
    if (done) toast.success(t('workOrders.inbox.classified'));
  };

  return (
    <>
      <OrderHead order={order} closedText={t('workOrders.inbox.closed')}>
        <Permission perm={Perm.supportClose}>
          <Button danger icon={<CloseCircleOutlined />} onClick={askClose} loading={close.isPending} disabled={closed} data-testid="support-close">
            {t('workOrders.inbox.close')}
          </Button>
        </Permission>
      </OrderHead>
      {order.remindedAt !== null && !closed && (
        <Alert className={styles.notice} type="warning" showIcon message={t('workOrders.inbox.remindedAt', { time: formatZonedTime(order.remindedAt) })} />
      )}

      <div className={styles.section}>{t('workOrders.detail.info')}</div>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}>
        <Descriptions.Item label={t('workOrders.inbox.account')}>{order.account}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.column.space')}>
          <SpaceName companyName={order.companyName} />
        </Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.email')}>{order.email}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.phone')}>{order.phone}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.column.problemType')}>{problemTypes.label(order.problemType)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrders.inbox.classify')}>
          {canClassify ? (
            <Select<string>
              size="small"
              style={{ minWidth: 160 }}
              value={order.classification}
              options={classifications.options}
              loading={classify.isPending}
              onChange={(value) => void changeClassification(value)}
              data-testid="support-classify"
            />
          ) : (
            classifications.label(order.classification)
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('workOrders.detail.createdAt')}>{formatZonedTime(order.createdAt)}</Descriptions.Item>
        {order.closedAt !== null && (
          <Descriptions.Item label={t('workOrders.detail.closedAt')}>{formatZonedTime(order.closedAt)}</Descriptions.Item>
        )}
      </Descriptions>

      <div className={styles.section}>{t('workOrders.detail.conversation')}</div>
      <Conversation order={order} viewer="support" askerName={order.account} />

      {!closed && (
        <Permission perm={Perm.supportReply}>
          <ReplyBox
            title={t('workOrders.inbox.replyTitle')}
            placeholder={t('workOrders.inbox.replyPlaceholder')}
            onSend={async (content, files, onProgress) =>
              storeSupportDetail(queryClient, await supportReply(order.id, content, files, { onProgress }))
            }
          />
        </Permission>
      )}
    </>
  );
}

/** /system/workOrder/detail/index?id= (operators): one order with the user's details; answer, classify, close. */
export default function SupportDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useSupportDetail);

  return (
    <OrderDetailCard id={id} query={query} back={{ to: SUPPORT_INBOX_PATH, text: t('workOrders.inbox.back'), testId: 'support-back' }} data-testid="support-detail">
      {(order) => <SupportView order={order} />}
    </OrderDetailCard>
  );
}
