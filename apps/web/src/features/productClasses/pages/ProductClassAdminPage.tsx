import { useMemo, useState, type Key } from 'react';
import { Card, Grid, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductClass } from '@iotc/shared/productClasses';
import { DeleteAction } from '@/components/DeleteAction';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton, RowAction, useActionsColumn } from '@/components/ListActions';
import { Permission } from '@/lib/permission';
import { currentLanguage } from '@/lib/i18n';
import { ProductClassForm, type ProductClassFormTarget } from '../components/ProductClassForm';
import { useDeleteProductClass, useProductClasses } from '../hooks';
import { usePageTitle } from '@/app/routes/useNodeTitle';

/** A tree row: leaves carry no `children`, so the table draws no expander for them. */
type Row = Omit<ProductClass, 'children'> & { children?: Row[]; source: ProductClass };

function toRows(classes: readonly ProductClass[], keyword: string): Row[] {
  const needle = keyword.toLowerCase();
  const matches = (c: ProductClass) => !needle || c.nameZh.toLowerCase().includes(needle) || c.nameEn.toLowerCase().includes(needle);
  const rows: Row[] = [];
  for (const c of classes) {
    // A matching parent shows all its children; otherwise only the matching ones.
    const children = (matches(c) ? c.children : c.children.filter(matches)).map((child) => ({ ...child, children: undefined, source: child }));
    if (matches(c) || children.length > 0) rows.push({ ...c, children: children.length > 0 ? children : undefined, source: c });
  }
  return rows;
}

/** /system/productClass/index: the operators' product classes (categories) in two levels, with their standard functions. */
export default function ProductClassAdminPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const classes = useProductClasses();
  const remove = useDeleteProductClass();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<ProductClassFormTarget | null>(null);
  // A new form (and form store) for every opening: a kept store would lay the last form's values over the next one's.
  const [formSerial, setFormSerial] = useState(0);
  const openForm = (next: ProductClassFormTarget) => {
    setFormSerial((n) => n + 1);
    setTarget(next);
  };
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const rows = useMemo(() => toRows(classes.data ?? [], keyword), [classes.data, keyword]);
  const total = useMemo(() => (classes.data ?? []).reduce((n, c) => n + 1 + c.children.length, 0), [classes.data]);

  // On a phone both names share one column, so the actions stay within reach.
  const narrow = Grid.useBreakpoint().sm === false;
  const nameColumns: DataListColumn<Row>[] = narrow
    ? [
        {
          title: t('productClasses.field.name'),
          key: 'name',
          width: 170,
          render: (_, row) => (
            <>
              <div>{row.nameZh}</div>
              <Typography.Text type="secondary">{row.nameEn}</Typography.Text>
            </>
          ),
        },
      ]
    : [
        // The name in the console's language shows; the other one is in the column settings and the form.
        { title: t('productClasses.field.nameZh'), key: 'nameZh', dataIndex: 'nameZh', width: 240, secondary: currentLanguage !== 'zh-CN' },
        { title: t('productClasses.field.nameEn'), key: 'nameEn', dataIndex: 'nameEn', width: 240, secondary: currentLanguage !== 'en-US' },
      ];
  const columns: DataListColumn<Row>[] = [
    ...nameColumns,
    { title: t('productClasses.field.sort'), key: 'sort', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: t('productClasses.field.standardFunctionCount'),
      key: 'standardFunctionCount',
      dataIndex: 'standardFunctionCount',
      width: 150,
      align: 'right',
    },
    ...useActionsColumn<Row>([Perm.productClassAdd, Perm.productClassEdit, Perm.productClassDelete], { width: 230 }, (row) => (
      <Space size={0}>
        {row.parentId === null && (
          <RowAction perm={Perm.productClassAdd} testId={`class-add-child-${row.id}`} onClick={() => openForm({ mode: 'create', parent: row.source })}>
            {t('productClasses.addChild')}
          </RowAction>
        )}
        <RowAction perm={Perm.productClassEdit} testId={`class-edit-${row.id}`} onClick={() => openForm({ mode: 'edit', productClass: row.source })}>
          {t('common.edit')}
        </RowAction>
        <Permission perm={Perm.productClassDelete}>
          <DeleteAction
            description={t(row.parentId === null ? 'productClasses.deleteHintTop' : 'productClasses.deleteHint', { name: currentLanguage === 'en-US' ? row.nameEn : row.nameZh })}
            testId={`class-delete-${row.id}`}
            confirmTestId="class-delete-confirm"
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Permission>
      </Space>
    )),
  ];

  return (
    <Card title={pageTitle}>
      <DataList<Row>
        name="productClasses"
        query={{ ...classes, data: classes.data && rows }}
        columns={columns}
        rowKey="id"
        table={{
          size: 'middle',
          expandable: {
            // While searching every match is shown; otherwise the operator opens the classes they need.
            expandedRowKeys: keyword ? rows.map((r) => r.id) : expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys),
          },
        }}
        texts="productClasses"
        filtered={Boolean(keyword)}
        filters={
          <>
            <KeywordSearch placeholder={t('productClasses.searchPlaceholder')} className={listStyles.search} testId="class-search" onSearch={setKeyword} />
            {classes.data && (
              <Typography.Text type="secondary" data-testid="class-total">
                {t('productClasses.total', { top: classes.data.length, total })}
              </Typography.Text>
            )}
          </>
        }
        actions={
          <AddButton perm={Perm.productClassAdd} testId="class-add" onClick={() => openForm({ mode: 'create', parent: null })}>
            {t('productClasses.addTop')}
          </AddButton>
        }
      />
      <ProductClassForm key={formSerial} target={target} topLevel={classes.data ?? []} onClose={() => setTarget(null)} />
    </Card>
  );
}
