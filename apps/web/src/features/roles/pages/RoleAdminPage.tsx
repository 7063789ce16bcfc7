import { useState } from 'react';
import { Button, Card, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { AdminRole } from '@iotc/shared/roles';
import { DeleteAction } from '@/components/DeleteAction';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton, RowAction, useActionsColumn } from '@/components/ListActions';
import { usePaging } from '@/components/usePaging';
import { Permission } from '@/lib/permission';
import { RoleForm } from '../components/RoleForm';
import { roleDescription, roleName, useDeleteRole, useRoles } from '../hooks';
import { usePageTitle } from '@/app/routes/useNodeTitle';

/** /system/role/index: roles and the authorities (menus and buttons) each grants (spec 000 §3, §6). */
export default function RoleAdminPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const query = useRoles({ keyword, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const [editing, setEditing] = useState<{ role: AdminRole | null } | null>(null);
  const remove = useDeleteRole();

  const actionsColumn = useActionsColumn<AdminRole>([Perm.roleEdit, Perm.roleDelete], { fixed: 'right', width: 140 }, (role) => (
    <Space size={0}>
      <RowAction perm={Perm.roleEdit} testId={`role-edit-${role.key}`} onClick={() => setEditing({ role })}>
        {t('common.edit')}
      </RowAction>
      <Permission perm={Perm.roleDelete}>
        {role.builtIn ? (
          // The server refuses it too; saying why here spares the round trip.
          <Tooltip title={t('roles.builtInHint')}>
            <Button type="link" size="small" danger disabled>
              {t('common.delete')}
            </Button>
          </Tooltip>
        ) : (
          <DeleteAction
            description={t('roles.deleteHint', { name: roleName(role) })}
            testId={`role-delete-${role.key}`}
            confirmTestId="role-delete-confirm"
            onConfirm={() => remove.mutateAsync(role.id)}
          />
        )}
      </Permission>
    </Space>
  ));

  const columns: DataListColumn<AdminRole>[] = [
    {
      // The name in the console's language (the form edits both).
      title: t('roles.field.shownName'),
      key: 'name',
      width: 200,
      render: (_, role) => (
        <Space size={6} wrap>
          <span>{roleName(role)}</span>
          {role.builtIn && <Tag>{t('roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('roles.field.key'), key: 'key', dataIndex: 'key', width: 180 },
    { title: t('roles.field.description'), key: 'description', width: 260, render: (_, role) => roleDescription(role) || '—' },
    { title: t('roles.field.authorities'), key: 'authorities', width: 110, align: 'right', render: (_, role) => role.menuIds.length },
    { title: t('roles.field.users'), key: 'users', dataIndex: 'userCount', width: 90, align: 'right' },
    ...actionsColumn,
  ];

  return (
    <Card title={pageTitle}>
      <DataList<AdminRole>
        name="roles"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="roles"
        filtered={Boolean(keyword)}
        table={{ size: 'middle' }}
        filters={
          <KeywordSearch placeholder={t('roles.searchPlaceholder')} enterButton className={listStyles.search} testId="role-search" onSearch={paging.firstPage(setKeyword)} />
        }
        actions={
          <AddButton perm={Perm.roleAdd} testId="role-add" onClick={() => setEditing({ role: null })}>
            {t('roles.add')}
          </AddButton>
        }
      />
      <RoleForm open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
