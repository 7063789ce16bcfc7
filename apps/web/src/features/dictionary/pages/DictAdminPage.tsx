import { useState } from 'react';
import { Card, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminStatus, Perm } from '@iotc/shared';
import type { AdminDict } from '@iotc/shared/dictionary';
import { DeleteAction } from '@/components/DeleteAction';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton, RowAction, useActionsColumn } from '@/components/ListActions';
import { usePaging } from '@/components/usePaging';
import { Permission } from '@/lib/permission';
import { currentLanguage } from '@/lib/i18n';
import { formatTime, zoneTitle } from '@/lib/format';
import { DictForm, type DictFormTarget } from '../components/DictForm';
import { useDeleteDict, useDictTypes, useDicts } from '../hooks';
import { usePageTitle } from '@/app/routes/useNodeTitle';

/** /system/dict/index: the dictionary entries the console reads (spec 000 §3), by type. */
export default function DictAdminPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const [keyword, setKeyword] = useState('');
  const [dictType, setDictType] = useState('');
  const [status, setStatus] = useState<AdminStatus | undefined>();
  const paging = usePaging();
  const query = useDicts({ keyword, dictType, status, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const types = useDictTypes();
  const [target, setTarget] = useState<DictFormTarget | null>(null);
  const remove = useDeleteDict();
  const filtered = keyword !== '' || dictType !== '' || status !== undefined;

  const actionsColumn = useActionsColumn<AdminDict>([Perm.dictEdit, Perm.dictDelete], { fixed: 'right', width: 130 }, (entry) => (
    <Space size={0}>
      <RowAction perm={Perm.dictEdit} testId={`dict-edit-${entry.id}`} onClick={() => setTarget({ mode: 'edit', entry })}>
        {t('common.edit')}
      </RowAction>
      <Permission perm={Perm.dictDelete}>
        <DeleteAction
          description={t('dictionary.deleteHint', { label: entry.dictLabel, type: entry.dictType })}
          testId={`dict-delete-${entry.id}`}
          confirmTestId="dict-delete-confirm"
          onConfirm={() => remove.mutateAsync(entry.id)}
        />
      </Permission>
    </Space>
  ));

  const columns: DataListColumn<AdminDict>[] = [
    { title: t('dictionary.field.dictType'), key: 'dictType', dataIndex: 'dictType', width: 200, render: (type: string) => <Typography.Text code>{type}</Typography.Text> },
    { title: t('dictionary.field.dictValue'), key: 'dictValue', dataIndex: 'dictValue', width: 130 },
    // The label in the console's language shows; the other one is in the row's details and the form.
    { title: t('dictionary.field.dictLabel'), key: 'dictLabel', dataIndex: 'dictLabel', width: 150, secondary: currentLanguage !== 'zh-CN' },
    { title: t('dictionary.field.dictLabelEn'), key: 'dictLabelEn', dataIndex: 'dictLabelEn', width: 180, secondary: currentLanguage !== 'en-US' },
    { title: t('dictionary.field.sort'), key: 'sort', dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: t('dictionary.field.status'),
      key: 'status',
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === AdminStatus.Normal ? <Tag color="green">{t('dictionary.status.normal')}</Tag> : <Tag>{t('dictionary.status.disabled')}</Tag>,
    },
    { title: t('dictionary.field.remark'), key: 'remark', dataIndex: 'remark', width: 200, responsive: ['xxl'], render: (remark: string) => remark || '—' },
    { title: zoneTitle(t('dictionary.field.updatedAt')), key: 'updatedAt', dataIndex: 'updatedAt', width: 180, responsive: ['xxl'], render: (at: number) => formatTime(at) },
    ...actionsColumn,
  ];

  return (
    <Card title={pageTitle}>
      <DataList<AdminDict>
        name="dictionary"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="dictionary"
        filtered={filtered}
        table={{ size: 'middle' }}
        filters={
          <>
            <Select
              showSearch
              allowClear
              style={{ width: 240, maxWidth: '100%' }}
              placeholder={t('dictionary.allTypes')}
              aria-label={t('dictionary.field.dictType')}
              data-testid="dict-type-filter"
              loading={types.isLoading}
              value={dictType || undefined}
              options={(types.data ?? []).map((type) => ({ value: type.dictType, label: `${type.dictType} (${type.count})` }))}
              onChange={paging.firstPage((value?: string) => setDictType(value ?? ''))}
            />
            <Select<AdminStatus | 'all'>
              style={{ width: 140 }}
              value={status ?? 'all'}
              aria-label={t('dictionary.field.status')}
              options={[
                { value: 'all', label: t('dictionary.status.all') },
                { value: AdminStatus.Normal, label: t('dictionary.status.normal') },
                { value: AdminStatus.Disabled, label: t('dictionary.status.disabled') },
              ]}
              onChange={paging.firstPage((value) => setStatus(value === 'all' ? undefined : value))}
            />
            <KeywordSearch
              placeholder={t('dictionary.searchPlaceholder')}
              enterButton
              className={listStyles.search}
              testId="dict-search"
              onSearch={paging.firstPage(setKeyword)}
            />
          </>
        }
        actions={
          <AddButton perm={Perm.dictAdd} testId="dict-add" onClick={() => setTarget({ mode: 'create', dictType })}>
            {t('dictionary.add')}
          </AddButton>
        }
      />
      <DictForm target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
