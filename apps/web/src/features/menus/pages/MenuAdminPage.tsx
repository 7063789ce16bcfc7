import { useMemo, useState, type Key } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { AdminMenuType, type MenuItem } from '@iotc/shared/menus';
import { MenuIcon } from '@/app/layouts/MenuIcon';
import { DeleteAction } from '@/components/DeleteAction';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton, RowAction, useActionsColumn } from '@/components/ListActions';
import { Permission } from '@/lib/permission';
import { MenuForm, menuTitle, type MenuFormTarget } from '../components/MenuForm';
import { useDeleteMenu, useMenuTree } from '../hooks';
import { usePageTitle } from '@/app/routes/useNodeTitle';

/** A table row: antd draws an expander for any `children`, so a leaf has none. */
type Row = Omit<MenuItem, 'children'> & { children?: Row[] };

function toRows(items: MenuItem[]): Row[] {
  return items.map(({ children, ...item }) => (children.length > 0 ? { ...item, children: toRows(children) } : item));
}

function allIds(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...allIds(item.children)]);
}

/** /system/menu/index: every menu and button of the console, as a tree (spec 000 §3, §6). */
export default function MenuAdminPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const [keyword, setKeyword] = useState('');
  const query = useMenuTree(keyword);
  const { data } = query;
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const remove = useDeleteMenu();

  const rows = useMemo(() => toRows(data ?? []), [data]);
  const ids = useMemo(() => allIds(data ?? []), [data]);
  // Every branch starts open (a few dozen rows); after a search too, so the matches show.
  const expandedKeys = expanded ?? ids;

  const columns: DataListColumn<Row>[] = [
    {
      title: t('menus.column.title'),
      key: 'title',
      width: 220,
      render: (_, row) => (
        <Space size={6}>
          {row.menuType === AdminMenuType.Menu && <MenuIcon name={row.icon} />}
          <span>{menuTitle(row)}</span>
        </Space>
      ),
    },
    { title: t('menus.field.code'), key: 'code', dataIndex: 'id', width: 170, render: (id: string) => <Typography.Text code>{id}</Typography.Text> },
    {
      title: t('menus.field.menuType'),
      key: 'menuType',
      dataIndex: 'menuType',
      width: 80,
      render: (type: number) =>
        type === AdminMenuType.Button ? <Tag color="orange">{t('menus.type.button')}</Tag> : <Tag color="blue">{t('menus.type.menu')}</Tag>,
    },
    { title: t('menus.field.perms'), key: 'perms', dataIndex: 'perms', width: 180, render: (perms: string) => perms || '—' },
    // Secondary columns show on wide screens; the form shows them all.
    { title: t('menus.field.path'), key: 'path', dataIndex: 'path', width: 180, responsive: ['xxl'], render: (path: string) => path || '—' },
    { title: t('menus.field.component'), key: 'component', dataIndex: 'component', width: 200, responsive: ['xxl'], render: (c: string) => c || '—' },
    { title: t('menus.field.moduleType'), key: 'moduleType', dataIndex: 'moduleType', width: 110, responsive: ['xxl'] },
    { title: t('menus.field.weigh'), key: 'weigh', dataIndex: 'weigh', width: 70, align: 'right', responsive: ['xxl'] },
    {
      title: t('menus.field.visible'),
      key: 'visible',
      dataIndex: 'visible',
      width: 70,
      render: (visible: number) => (visible === 1 ? t('menus.yes') : <Typography.Text type="secondary">{t('menus.no')}</Typography.Text>),
    },
    {
      title: t('menus.field.status'),
      key: 'status',
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (status === 1 ? <Tag color="green">{t('menus.status.normal')}</Tag> : <Tag>{t('menus.status.disabled')}</Tag>),
    },
    ...useActionsColumn<Row>([Perm.menuAdd, Perm.menuEdit, Perm.menuDelete], { fixed: 'right', width: 130 }, (row) => (
      <Space size={0}>
        {row.menuType === AdminMenuType.Menu && (
          <RowAction perm={Perm.menuAdd} icon={<PlusOutlined />} testId={`menu-add-child-${row.id}`} onClick={() => setTarget({ mode: 'create', parentId: row.id })}>
            {t('menus.addChild')}
          </RowAction>
        )}
        <RowAction perm={Perm.menuEdit} icon={<EditOutlined />} testId={`menu-edit-${row.id}`} onClick={() => setTarget({ mode: 'edit', menu: { ...row, children: [] } })}>
          {t('common.edit')}
        </RowAction>
        <Permission perm={Perm.menuDelete}>
          <DeleteAction
            icon={<DeleteOutlined />}
            description={t('menus.deleteHint', { name: menuTitle(row) })}
            testId={`menu-delete-${row.id}`}
            confirmTestId="menu-delete-confirm"
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Permission>
      </Space>
    )),
  ];

  return (
    <Card title={pageTitle}>
      <DataList<Row>
        name="menus"
        query={{ ...query, data: query.data && rows }}
        columns={columns}
        rowKey="id"
        table={{ size: 'middle', expandable: { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) } }}
        texts="menus"
        filtered={Boolean(keyword)}
        filters={
          <>
            <KeywordSearch
              placeholder={t('menus.searchPlaceholder')}
              enterButton
              className={listStyles.search}
              testId="menu-search"
              onSearch={(keyword) => {
                setKeyword(keyword);
                setExpanded(null);
              }}
            />
            <Button onClick={() => setExpanded(expandedKeys.length > 0 ? [] : ids)}>
              {expandedKeys.length > 0 ? t('menus.collapseAll') : t('menus.expandAll')}
            </Button>
          </>
        }
        actions={
          <AddButton perm={Perm.menuAdd} testId="menu-add" onClick={() => setTarget({ mode: 'create', parentId: null })}>
            {t('menus.add')}
          </AddButton>
        }
      />
      <MenuForm target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
