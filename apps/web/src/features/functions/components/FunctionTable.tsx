import type { HTMLAttributes } from 'react';
import { Button, Grid, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FUNCTIONS_PER_SAVE_MAX } from '@iotc/shared';
import { FunctionKind, type ProductFunction } from '@iotc/shared/functions';
import { DeleteAction } from '@/components/DeleteAction';
import { dataTypeLabel, kindLabel, kindName, rwFlagLabel, specSummary } from '../labels';
import styles from './functions.module.css';

const KIND_COLORS: Record<FunctionKind, string> = {
  [FunctionKind.Standard]: 'blue',
  [FunctionKind.Custom]: 'green',
  [FunctionKind.Advanced]: 'purple',
};

interface FunctionTableProps {
  functions: readonly ProductFunction[];
  loading: boolean;
  /** Editing controls (selection, edit, delete) are shown. */
  editable: boolean;
  selected: string[];
  onSelect(ids: string[]): void;
  onEdit(fn: ProductFunction): void;
  onDelete(fn: ProductFunction): Promise<unknown>;
  deleting: boolean;
  emptyText: string;
}

export function KindTag({ kind }: { kind: FunctionKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLORS[kind]} data-kind={kindName(kind)}>
      {kindLabel(t, kind)}
    </Tag>
  );
}

/** The thing model as a table: one row per function, its type-specific properties in one line. */
export function FunctionTable({ functions, loading, editable, selected, onSelect, onEdit, onDelete, deleting, emptyText }: FunctionTableProps) {
  const { t } = useTranslation();
  const full = selected.length >= FUNCTIONS_PER_SAVE_MAX;
  // On a phone a pinned column would leave no room for the others.
  const wide = Grid.useBreakpoint().md ?? true;

  const columns: TableColumnsType<ProductFunction> = [
    { title: t('functions.column.dpId'), dataIndex: 'dpId', width: 80, sorter: (a, b) => a.dpId - b.dpId, defaultSortOrder: 'ascend' },
    {
      title: t('functions.column.name'),
      key: 'name',
      render: (_, fn) => (
        <Space size={4} wrap>
          <span>{fn.name}</span>
          <KindTag kind={fn.kind} />
        </Space>
      ),
    },
    { title: t('functions.column.identifier'), dataIndex: 'identifier', render: (v: string) => <span className={styles.identifier}>{v}</span> },
    { title: t('functions.column.dataType'), key: 'dataType', render: (_, fn) => dataTypeLabel(t, fn.dataType) },
    { title: t('functions.column.rwFlag'), key: 'rwFlag', render: (_, fn) => rwFlagLabel(t, fn.rwFlag) },
    {
      title: t('functions.column.properties'),
      key: 'spec',
      render: (_, fn) => <span className={styles.summary}>{specSummary(t, fn) || <span className={styles.muted}>-</span>}</span>,
    },
    {
      title: t('functions.column.required'),
      key: 'required',
      width: 90,
      render: (_, fn) => (fn.required ? <Tag color="orange">{t('functions.yes')}</Tag> : <span className={styles.muted}>{t('functions.no')}</span>),
    },
  ];
  if (editable) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: wide ? 'right' : undefined,
      render: (_, fn) => (
        <Space size={0}>
          <Tooltip title={fn.kind === FunctionKind.Custom ? undefined : t('functions.table.keysFixed')}>
            <Button type="link" size="small" icon={<EditOutlined />} data-testid={`func-edit-${fn.identifier}`} onClick={() => onEdit(fn)}>
              {t('common.edit')}
            </Button>
          </Tooltip>
          <DeleteAction
            description={t('functions.table.deleteOne', { name: fn.name, identifier: fn.identifier })}
            onConfirm={() => onDelete(fn)}
            loading={deleting}
            testId={`func-delete-${fn.identifier}`}
            confirmTestId={`func-delete-confirm-${fn.identifier}`}
          />
        </Space>
      ),
    });
  }

  return (
    <Table<ProductFunction>
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={[...functions]}
      loading={loading}
      pagination={false}
      // On a wide screen the cells wrap so the table fits (1440 px with the menu open); a phone scrolls it.
      scroll={wide ? undefined : { x: 'max-content' }}
      locale={{ emptyText }}
      onRow={(fn) => ({ 'data-testid': `func-row-${fn.identifier}` }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        editable
          ? {
              selectedRowKeys: selected,
              hideSelectAll: true,
              onChange: (keys) => onSelect(keys.map(String)),
              getCheckboxProps: (fn) => ({
                disabled: full && !selected.includes(fn.id),
                'aria-label': fn.identifier,
                'data-testid': `func-select-${fn.identifier}`,
              }),
            }
          : undefined
      }
    />
  );
}
