import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_DEFAULT, Perm } from '@iotc/shared';
import type { AdminRole } from '@iotc/shared/roles';
import { DeleteAction } from '@/components/DeleteAction';
import { FilterBar } from '@/components/FilterBar';
import { KeywordSearch } from '@/components/KeywordSearch';
import { LoadFailed } from '@/components/LoadFailed';
import { listPagination } from '@/components/listPagination';
import { Permission, usePermission } from '@/lib/permission';
import { RoleForm } from '../components/RoleForm';
import { roleName, useDeleteRole, useRoles } from '../hooks';

/** /system/role/index: roles and the authorities (menus and buttons) each grants (spec 000 §3, §6). */
export default function RoleAdminPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT, keyword: '' });
  const { data, isFetching, isError, refetch } = useRoles(query);
  const [editing, setEditing] = useState<{ role: AdminRole | null } | null>(null);
  const remove = useDeleteRole();
  const canEdit = usePermission(Perm.roleEdit);
  const canDelete = usePermission(Perm.roleDelete);

  const columns: TableColumnsType<AdminRole> = [
    {
      title: t('roles.field.name'),
      key: 'name',
      width: 200,
      render: (_, role) => (
        <Space size={6} wrap>
          <span>{roleName(role)}</span>
          {role.builtIn && <Tag>{t('roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('roles.field.key'), dataIndex: 'key', width: 180, ellipsis: true },
    { title: t('roles.field.description'), dataIndex: 'description', width: 260, ellipsis: true, render: (text: string) => text || '—' },
    { title: t('roles.field.authorities'), key: 'authorities', width: 110, align: 'right', render: (_, role) => role.menuIds.length },
    { title: t('roles.field.users'), dataIndex: 'userCount', width: 90, align: 'right' },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_, role) => (
        <Space size={0}>
          <Permission perm={Perm.roleEdit}>
            <Button type="link" size="small" data-testid={`role-edit-${role.key}`} onClick={() => setEditing({ role })}>
              {t('common.edit')}
            </Button>
          </Permission>
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
      ),
    });
  }

  if (isError && !data) return <Card><LoadFailed title={t('roles.loadFailed')} onRetry={() => void refetch()} /></Card>;

  return (
    <Card>
      <FilterBar add={{ perm: Perm.roleAdd, label: t('roles.add'), testId: 'role-add', onClick: () => setEditing({ role: null }) }}>
        <KeywordSearch
          placeholder={t('roles.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ width: 320, maxWidth: '100%' }}
          testId="role-search"
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword, pageNo: 1 }))}
        />
      </FilterBar>
      <Table<AdminRole>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: query.keyword ? t('roles.noMatch') : t('roles.empty') }}
        pagination={listPagination(query, data?.total, (total) => t('roles.total', { total }), (page) => setQuery((q) => ({ ...q, ...page })))}
      />
      <RoleForm open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
