import { useState } from 'react';
import { Button, Card, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_DEFAULT, AdminStatus, formatTime, Perm } from '@iotc/shared';
import type { AdminDict } from '@iotc/shared/dictionary';
import { DeleteAction } from '@/components/DeleteAction';
import { FilterBar } from '@/components/FilterBar';
import { KeywordSearch } from '@/components/KeywordSearch';
import { LoadFailed } from '@/components/LoadFailed';
import { listPagination } from '@/components/listPagination';
import { Permission, usePermission } from '@/lib/permission';
import { DictForm, type DictFormTarget } from '../components/DictForm';
import { useDeleteDict, useDictTypes, useDicts } from '../hooks';

interface Query {
  pageNo: number;
  pageSize: number;
  keyword: string;
  dictType: string;
  status?: AdminStatus;
}

/** /system/dict/index: the dictionary entries the console reads (spec 000 §3), by type. */
export default function DictAdminPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Query>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT, keyword: '', dictType: '' });
  const { data, isFetching, isError, refetch } = useDicts(query);
  const types = useDictTypes();
  const [target, setTarget] = useState<DictFormTarget | null>(null);
  const remove = useDeleteDict();
  const canEdit = usePermission(Perm.dictEdit);
  const canDelete = usePermission(Perm.dictDelete);
  const filtered = query.keyword !== '' || query.dictType !== '' || query.status !== undefined;

  const columns: TableColumnsType<AdminDict> = [
    { title: t('dictionary.field.dictType'), dataIndex: 'dictType', width: 200, ellipsis: true, render: (type: string) => <Typography.Text code>{type}</Typography.Text> },
    { title: t('dictionary.field.dictValue'), dataIndex: 'dictValue', width: 130, ellipsis: true },
    { title: t('dictionary.field.dictLabel'), dataIndex: 'dictLabel', width: 150, ellipsis: true },
    { title: t('dictionary.field.dictLabelEn'), dataIndex: 'dictLabelEn', width: 180, ellipsis: true },
    { title: t('dictionary.field.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: t('dictionary.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === AdminStatus.Normal ? <Tag color="green">{t('dictionary.status.normal')}</Tag> : <Tag>{t('dictionary.status.disabled')}</Tag>,
    },
    { title: t('dictionary.field.remark'), dataIndex: 'remark', width: 200, ellipsis: true, responsive: ['xxl'], render: (remark: string) => remark || '—' },
    { title: t('dictionary.field.updatedAt'), dataIndex: 'updatedAt', width: 180, responsive: ['xxl'], render: (at: number) => formatTime(at) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_, entry) => (
        <Space size={0}>
          <Permission perm={Perm.dictEdit}>
            <Button type="link" size="small" data-testid={`dict-edit-${entry.id}`} onClick={() => setTarget({ mode: 'edit', entry })}>
              {t('common.edit')}
            </Button>
          </Permission>
          <Permission perm={Perm.dictDelete}>
            <DeleteAction
              description={t('dictionary.deleteHint', { label: entry.dictLabel, type: entry.dictType })}
              testId={`dict-delete-${entry.id}`}
              confirmTestId="dict-delete-confirm"
              onConfirm={() => remove.mutateAsync(entry.id)}
            />
          </Permission>
        </Space>
      ),
    });
  }

  if (isError && !data) return <Card><LoadFailed title={t('dictionary.loadFailed')} onRetry={() => void refetch()} /></Card>;

  return (
    <Card>
      <FilterBar add={{ perm: Perm.dictAdd, label: t('dictionary.add'), testId: 'dict-add', onClick: () => setTarget({ mode: 'create', dictType: query.dictType }) }}>
        <Select
          showSearch
          allowClear
          style={{ width: 240, maxWidth: '100%' }}
          placeholder={t('dictionary.allTypes')}
          aria-label={t('dictionary.field.dictType')}
          data-testid="dict-type-filter"
          loading={types.isLoading}
          value={query.dictType || undefined}
          options={(types.data ?? []).map((type) => ({ value: type.dictType, label: `${type.dictType} (${type.count})` }))}
          onChange={(value?: string) => setQuery((q) => ({ ...q, dictType: value ?? '', pageNo: 1 }))}
        />
        <Select<AdminStatus | 'all'>
          style={{ width: 140 }}
          value={query.status ?? 'all'}
          aria-label={t('dictionary.field.status')}
          options={[
            { value: 'all', label: t('dictionary.status.all') },
            { value: AdminStatus.Normal, label: t('dictionary.status.normal') },
            { value: AdminStatus.Disabled, label: t('dictionary.status.disabled') },
          ]}
          onChange={(value) => setQuery((q) => ({ ...q, status: value === 'all' ? undefined : value, pageNo: 1 }))}
        />
        <KeywordSearch
          placeholder={t('dictionary.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ width: 300, maxWidth: '100%' }}
          testId="dict-search"
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword, pageNo: 1 }))}
        />
      </FilterBar>
      <Table<AdminDict>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: filtered ? t('dictionary.noMatch') : t('dictionary.empty') }}
        pagination={listPagination(query, data?.total, (total) => t('dictionary.total', { total }), (page) => setQuery((q) => ({ ...q, ...page })))}
      />
      <DictForm target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
