import { useState } from 'react';
import { Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OfflinePanelDetail } from '@iotc/shared/offlinePanels';
import pageCard from '@/components/PageCard.module.css';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { formatFileSize, formatTime, zoneTitle } from '@/lib/format';
import { AssignProductsModal } from '../components/AssignProductsModal';
import { PublishButton, PublishedTag, StatusSwitch } from '../components/OfflinePanelActions';
import { OfflinePanelForm } from '../components/OfflinePanelForm';
import { OfflinePanelFrame } from '../components/OfflinePanelFrame';
import { PreviewImage } from '../components/PreviewImage';
import styles from '../components/offlinePanels.module.css';
import { useOfflinePanel } from '../hooks';
import { panelTypeLabel } from '../labels';
import { OFFLINE_PANEL_LIST_PATH } from '../paths';

type PackageFile = OfflinePanelDetail['files'][number];

function OfflinePanelView({ panel }: { panel: OfflinePanelDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  return (
    <>
      <div className={styles.detailHead}>
        <Space wrap>
          <Typography.Title level={4} className={styles.detailTitle} data-testid="offline-title">
            {panel.name}
          </Typography.Title>
          <Tag>{panelTypeLabel(panel.panelType)}</Tag>
          <PublishedTag published={panel.published} />
        </Space>
        <Space wrap>
          <StatusSwitch panel={panel} testId="offline-status" />
          <PublishButton panel={panel} testId="offline-publish" />
          <Button icon={<TeamOutlined />} onClick={() => setAssigning(true)} data-testid="offline-assign">
            {t('offlinePanels.detail.assign')}
          </Button>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="offline-edit">
            {t('common.edit')}
          </Button>
        </Space>
      </div>
      <div className={styles.detailBody}>
        <PreviewImage src={panel.previewUrl} alt={panel.name} width={180} />
        <Descriptions className={styles.detailFields} size="small" column={{ xs: 1, md: 2 }} title={t('offlinePanels.detail.fields')} data-testid="offline-fields">
          <Descriptions.Item label={t('offlinePanels.column.productType')}>{panel.productTypeName}</Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.column.status')}>{t(`offlinePanels.status.${panel.status}`)}</Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.column.package')}>
            {panel.packageName} ({formatFileSize(panel.packageSize)}, {t('offlinePanels.form.entries', { count: panel.packageEntries })})
          </Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.column.language')}>{panel.languageName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.column.usedBy')}>{panel.usedBy}</Descriptions.Item>
          <Descriptions.Item label={zoneTitle(t('offlinePanels.detail.publishedAt'))}>{formatTime(panel.publishedAt)}</Descriptions.Item>
          <Descriptions.Item label={zoneTitle(t('offlinePanels.column.createdAt'))}>{formatTime(panel.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={zoneTitle(t('offlinePanels.column.updatedAt'))}>{formatTime(panel.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.form.products')} span="filled">
            <span data-testid="offline-products-list">
              {panel.products.length === 0 ? t('offlinePanels.detail.noProducts') : panel.products.map((product) => <Tag key={product.id}>{product.name}</Tag>)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('offlinePanels.column.description')} span="filled">
            {panel.description || '—'}
          </Descriptions.Item>
        </Descriptions>
      </div>

      <Typography.Title level={5} className={styles.section}>
        {t('offlinePanels.detail.files')}
      </Typography.Title>
      <Table<PackageFile>
        rowKey="path"
        size="small"
        dataSource={panel.files}
        pagination={panel.files.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: t('offlinePanels.detail.noFiles') }}
        columns={[
          { key: 'path', title: t('offlinePanels.detail.filePath'), render: (_: unknown, file) => <span className={styles.mono}>{file.path}</span> },
          { key: 'size', title: t('offlinePanels.detail.fileSize'), width: 120, align: 'right', render: (_: unknown, file) => formatFileSize(file.size) },
        ]}
        data-testid="offline-files"
      />

      <Typography.Title level={5} className={styles.section}>
        {t('offlinePanels.detail.preview')}
      </Typography.Title>
      <OfflinePanelFrame id={panel.id} title={panel.name} />

      <OfflinePanelForm target={editing ? { mode: 'edit', panel } : null} onClose={() => setEditing(false)} />
      {assigning && <AssignProductsModal panel={panel} onClose={() => setAssigning(false)} />}
    </>
  );
}

/** /product/offlinePanel/detail/index?id=: one offline panel: its fields and preview, its package's files, and what can be done with it. */
export default function OfflinePanelDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useOfflinePanel);
  return (
    <QueryDetailCard
      id={id}
      query={query}
      className={pageCard.card}
      back={{ to: OFFLINE_PANEL_LIST_PATH, text: t('offlinePanels.detail.back'), testId: 'offline-back' }}
      texts="offlinePanels.detail"
      notFoundHint
      data-testid="offline-detail"
    >
      {(panel) => <OfflinePanelView panel={panel} />}
    </QueryDetailCard>
  );
}
