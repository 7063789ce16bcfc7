import { useState } from 'react';
import { Button, Card, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OFFLINE_PANEL_STATUSES, type OfflinePanel, type OfflinePanelStatus } from '@iotc/shared/offlinePanels';
import { DataList, type DataListColumn } from '@/components/DataList';
import { DeleteAction } from '@/components/DeleteAction';
import { KeywordSearch } from '@/components/KeywordSearch';
import pageCard from '@/components/PageCard.module.css';
import { usePaging } from '@/components/usePaging';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { ProductTypeSelect } from '@/features/products/components/ProductTypeSelect';
import { toast } from '@/lib/feedback';
import { formatFileSize, formatTime, zoneTitle } from '@/lib/format';
import { PublishButton, PublishedTag, StatusSwitch } from '../components/OfflinePanelActions';
import { OfflinePanelForm } from '../components/OfflinePanelForm';
import { PreviewImage } from '../components/PreviewImage';
import styles from '../components/offlinePanels.module.css';
import { useDeleteOfflinePanel, useOfflinePanels } from '../hooks';
import { panelTypeLabel } from '../labels';
import { offlinePanelDetailPath } from '../paths';

/**
 * /product/offlinePanel/index: the space's offline panels (uploaded panel packages), searched by name and filtered by
 * product type and status; create, enable or disable, publish and delete (a panel in use cannot be deleted).
 */
export default function OfflinePanelListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [productType, setProductType] = useState<string | undefined>();
  const [status, setStatus] = useState<OfflinePanelStatus | undefined>();
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const query = useOfflinePanels({ keyword: keyword || undefined, productType, status, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const remove = useDeleteOfflinePanel();

  const columns: DataListColumn<OfflinePanel>[] = [
    { key: 'preview', title: t('offlinePanels.column.preview'), width: 64, render: (_: unknown, panel) => <PreviewImage src={panel.previewUrl} alt={panel.name} width={36} /> },
    {
      key: 'name',
      title: t('offlinePanels.column.name'),
      width: 160,
      render: (_: unknown, panel) => (
        <Link to={offlinePanelDetailPath(panel.id)} data-testid="offline-name">
          {panel.name}
        </Link>
      ),
    },
    { key: 'panelType', title: t('offlinePanels.column.panelType'), width: 80, render: (_: unknown, panel) => panelTypeLabel(panel.panelType) },
    { key: 'productType', title: t('offlinePanels.column.productType'), width: 120, dataIndex: 'productTypeName' },
    {
      key: 'status',
      title: t('offlinePanels.column.status'),
      width: 80,
      render: (_: unknown, panel) => <StatusSwitch panel={panel} testId={`offline-status-${panel.id}`} />,
    },
    { key: 'published', title: t('offlinePanels.column.published'), width: 90, render: (_: unknown, panel) => <PublishedTag published={panel.published} /> },
    { key: 'products', title: t('offlinePanels.column.products'), width: 80, align: 'right', render: (_: unknown, panel) => panel.products.length },
    { key: 'updatedAt', title: zoneTitle(t('offlinePanels.column.updatedAt')), width: 110, render: (_: unknown, panel) => <TimeCell time={panel.updatedAt} /> },
    { key: 'usedBy', title: t('offlinePanels.column.usedBy'), secondary: true, dataIndex: 'usedBy' },
    { key: 'description', title: t('offlinePanels.column.description'), secondary: true, render: (_: unknown, panel) => panel.description || '—' },
    {
      key: 'package',
      title: t('offlinePanels.column.package'),
      secondary: true,
      render: (_: unknown, panel) => `${panel.packageName} (${formatFileSize(panel.packageSize)})`,
    },
    { key: 'language', title: t('offlinePanels.column.language'), secondary: true, render: (_: unknown, panel) => panel.languageName ?? '—' },
    { key: 'createdAt', title: zoneTitle(t('offlinePanels.column.createdAt')), secondary: true, render: (_: unknown, panel) => formatTime(panel.createdAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      render: (_: unknown, panel) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid={`offline-details-${panel.id}`} onClick={() => navigate(offlinePanelDetailPath(panel.id))}>
            {t('offlinePanels.list.details')}
          </Button>
          <PublishButton panel={panel} link testId={`offline-publish-${panel.id}`} />
          <DeleteAction
            description={t('offlinePanels.list.deleteHint', { name: panel.name })}
            testId={`offline-delete-${panel.id}`}
            confirmTestId="offline-delete-confirm"
            onConfirm={() => remove.mutateAsync(panel.id).then(() => toast.success(t('offlinePanels.list.deleted')))}
          />
        </Space>
      ),
    },
  ];

  const addButton = (testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={() => setCreating(true)}>
      {t('offlinePanels.list.add')}
    </Button>
  );
  const filtered = Boolean(keyword || productType || status);
  return (
    <Card className={pageCard.card} title={t('offlinePanels.list.title')} extra={addButton('offline-add')}>
      <Typography.Paragraph type="secondary">{t('offlinePanels.list.intro')}</Typography.Paragraph>
      <DataList<OfflinePanel>
        name="offlinePanels"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="offlinePanels.list"
        filtered={filtered}
        testId="offline"
        loadFailed={{ showMessage: true }}
        filters={
          <>
            <ProductTypeSelect
              className={styles.filter}
              value={productType}
              onChange={paging.firstPage(setProductType)}
              placeholder={t('offlinePanels.list.allProductTypes')}
              testId="offline-filter-productType"
            />
            <Select<OfflinePanelStatus>
              allowClear
              className={styles.filter}
              value={status}
              onChange={paging.firstPage((value?: OfflinePanelStatus) => setStatus(value ?? undefined))}
              options={OFFLINE_PANEL_STATUSES.map((value) => ({ value, label: t(`offlinePanels.status.${value}`) }))}
              placeholder={t('offlinePanels.list.allStatuses')}
              data-testid="offline-filter-status"
            />
            <KeywordSearch className={styles.wideFilter} placeholder={t('offlinePanels.list.search')} onSearch={paging.firstPage(setKeyword)} testId="offline-search" />
          </>
        }
        empty={{ children: !filtered && addButton('offline-add-empty') }}
      />
      <OfflinePanelForm target={creating ? { mode: 'create' } : null} onClose={() => setCreating(false)} onSaved={(id) => navigate(offlinePanelDetailPath(id))} />
    </Card>
  );
}
