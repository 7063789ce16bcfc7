import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Result, Space, Table, Tag, Tooltip, type ButtonProps, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_DEFAULT, Perm, type AdminRole } from '@iotc/shared';
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
              <Popconfirm
                title={t('common.confirmDelete')}
                description={t('roles.deleteHint', { name: roleName(role) })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'role-delete-confirm' } as ButtonProps}
                onConfirm={() => remove.mutateAsync(role.id).catch(() => undefined)}
              >
                <Button type="link" size="small" danger data-testid={`role-delete-${role.key}`}>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Permission>
        </Space>
      ),
    });
  }

  if (isError && !data) {
    return (
      <Card>
        <Result status="warning" title={t('roles.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('roles.retry')}</Button>} />
      </Card>
    );
  }

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('roles.searchPlaceholder')}
          allowClear
          enterButton={t('common.search')}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="role-search"
          onSearch={(value) => setQuery((q) => ({ ...q, keyword: value.trim(), pageNo: 1 }))}
        />
        <Permission perm={Perm.roleAdd}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="role-add" onClick={() => setEditing({ role: null })}>
            {t('roles.add')}
          </Button>
        </Permission>
      </Flex>
      <Table<AdminRole>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: query.keyword ? t('roles.noMatch') : t('roles.empty') }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('roles.total', { total }),
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize })),
        }}
      />
      <RoleForm open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
