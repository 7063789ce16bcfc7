import { useState } from 'react';
import { Button, Card, Space, Switch, Tag, Typography, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { DevicePush } from '@iotc/shared/devicePush';
import { DeleteAction } from '@/components/DeleteAction';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { confirm, toast } from '@/lib/feedback';
import { usePermission } from '@/lib/permission';
import cells from '@/features/devices/components/devices.module.css';
import { formatTime, zoneTitle } from '@/lib/format';
import styles from '../components/devicePush.module.css';
import { useDeletePush, useEnablePush, usePushList } from '../hooks';
import { monitorPath, pushDetailPath } from '../paths';
import { pushTitle } from '../pushText';

/** /device/push/index: the space's device message pushes, with search, enable switch, edit and delete. */
export default function DevicePushListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [productId, setProductId] = useState<string | undefined>();
  const paging = usePaging();
  const query = usePushList({ keyword: keyword || undefined, productId, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const enable = useEnablePush();
  const remove = useDeletePush();
  const canAdd = usePermission(Perm.pushAdd);
  const canEdit = usePermission(Perm.pushEdit);
  const canDelete = usePermission(Perm.pushDelete);

  const switchEnabled = (push: DevicePush, enabled: boolean) =>
    confirm({
      title: t(enabled ? 'devicePush.list.enableTitle' : 'devicePush.list.disableTitle'),
      content: t(enabled ? 'devicePush.list.enableConfirm' : 'devicePush.list.disableConfirm', { pushId: push.pushId }),
      okText: t(enabled ? 'devicePush.list.enable' : 'devicePush.list.disable'),
      okButtonProps: { danger: !enabled, 'data-testid': 'push-enable-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        enable
          .mutateAsync({ id: push.id, enabled })
          .then(() => toast.success(t(enabled ? 'devicePush.list.enabledToast' : 'devicePush.list.disabledToast')))
          .catch(() => undefined),
    });

  const columns: DataListColumn<DevicePush>[] = [
    { key: 'pushId', title: t('devicePush.column.pushId'), width: 110, render: (_: unknown, push) => <span className={cells.mono}>{push.pushId}</span> },
    {
      key: 'title',
      title: t('devicePush.column.title'),
      render: (_: unknown, push) => (
        <Link to={pushDetailPath(push.id)} data-testid="push-title">
          {pushTitle(push)}
        </Link>
      ),
    },
    { key: 'product', title: t('devicePush.column.product'), dataIndex: 'productName', width: 160 },
    {
      key: 'triggerMode',
      title: t('devicePush.column.triggerMode'),
      width: 120,
      render: (_: unknown, push) => <Tag color={push.triggerMode === 'edge' ? 'purple' : 'blue'}>{t(`devicePush.triggerMode.${push.triggerMode}`)}</Tag>,
    },
    {
      key: 'enabled',
      title: t('devicePush.column.enabled'),
      width: 130,
      render: (_: unknown, push) => (
        <Space size={6}>
          <Switch
            size="small"
            checked={push.enabled}
            disabled={!canEdit}
            aria-label={t(push.enabled ? 'devicePush.enabled.on' : 'devicePush.enabled.off')}
            data-testid={`push-enabled-${push.pushId}`}
            onChange={(on) => switchEnabled(push, on)}
          />
          <Typography.Text type={push.enabled ? undefined : 'secondary'}>{t(push.enabled ? 'devicePush.enabled.on' : 'devicePush.enabled.off')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'createdAt', title: zoneTitle(t('devicePush.column.createdAt')), width: 170, render: (_: unknown, push) => <span className={cells.time}>{formatTime(push.createdAt)}</span> },
    {
      key: 'actions',
      title: t('devicePush.column.actions'),
      width: 200,
      render: (_: unknown, push) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid={`push-edit-${push.pushId}`} onClick={() => navigate(pushDetailPath(push.id))}>
            {t(canEdit ? 'devicePush.list.edit' : 'devicePush.list.view')}
          </Button>
          <Button type="link" size="small" data-testid={`push-firings-${push.pushId}`} onClick={() => navigate(monitorPath(push.pushId))}>
            {t('devicePush.list.firings')}
          </Button>
          {canDelete && (
            <DeleteAction
              description={t('devicePush.list.deleteHint', { pushId: push.pushId, title: pushTitle(push) })}
              testId={`push-delete-${push.pushId}`}
              confirmTestId="push-delete-confirm"
              onConfirm={() => remove.mutateAsync(push.id).then(() => toast.success(t('devicePush.list.deleted')))}
            />
          )}
        </Space>
      ),
    },
  ];

  const filtered = Boolean(keyword || productId);
  return (
    <Card
      className={styles.card}
      title={t('devicePush.list.title')}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="push-add" onClick={() => navigate(pushDetailPath())}>
            {t('devicePush.list.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('devicePush.list.intro')}</Typography.Paragraph>
      <DataList<DevicePush>
        name="devicePushes"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devicePush.list"
        filtered={filtered}
        testId="push"
        rowId={(push) => push.pushId}
        table={{ scroll: { x: 1040 } }}
        filters={
          <>
            <ProductSelect className={styles.filter} value={productId} onChange={paging.firstPage(setProductId)} placeholder={t('devicePush.list.allProducts')} testId="push-filter-product" />
            <KeywordSearch className={styles.filter} placeholder={t('devicePush.list.search')} onSearch={paging.firstPage(setKeyword)} testId="push-search" />
          </>
        }
      />
    </Card>
  );
}
