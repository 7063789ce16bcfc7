import { useState } from 'react';
import { Card, Select, Space, Switch, Tag, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminStatus, Perm } from '@iotc/shared';
import type { AdminUser } from '@iotc/shared/users';
import { roleName } from '@/features/roles/hooks';
import { confirm } from '@/lib/feedback';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton, RowAction, useActionsColumn } from '@/components/ListActions';
import { usePaging } from '@/components/usePaging';
import { usePermission } from '@/lib/permission';
import { useSessionStore } from '@/lib/session';
import { formatTime, zoneTitle } from '@/lib/format';
import { UserForm } from '../components/UserForm';
import { useSetUserStatus, useUsers } from '../hooks';
import { usePageTitle } from '@/app/routes/useNodeTitle';

/** /system/user/index: every user of the platform, with their roles and status (spec 000 §3, §4). */
export default function UserAdminPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const [keyword, setKeyword] = useState('');
  const [statusFilter, setStatusFilter] = useState<AdminStatus | undefined>();
  const paging = usePaging();
  const query = useUsers({ keyword, status: statusFilter, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const setStatus = useSetUserStatus();
  const canEdit = usePermission(Perm.userEdit);
  const myId = useSessionStore((s) => s.userInfo?.id);

  const changeStatus = (user: AdminUser, enable: boolean) => {
    if (enable) {
      setStatus.mutate({ id: user.id, status: AdminStatus.Normal });
      return;
    }
    // Disabling ends the user's sessions at once: asked first.
    confirm({
      title: t('users.disableTitle'),
      content: t('users.disableConfirm', { account: user.account }),
      okText: t('users.disable'),
      okButtonProps: { danger: true, 'data-testid': 'user-disable-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => setStatus.mutateAsync({ id: user.id, status: AdminStatus.Disabled }).catch(() => undefined),
    });
  };

  const columns: DataListColumn<AdminUser>[] = [
    { title: t('users.field.account'), key: 'account', dataIndex: 'account', width: 210 },
    { title: t('users.field.realName'), key: 'realName', dataIndex: 'realName', width: 120, render: (name: string) => name || '—' },
    { title: t('users.field.email'), key: 'email', dataIndex: 'email', width: 200, responsive: ['xxl'], render: (email: string | null) => email || '—' },
    {
      title: t('users.field.roles'),
      key: 'roles',
      width: 200,
      render: (_, user) =>
        user.roles.length > 0 ? (
          <Space size={[0, 4]} wrap>
            {user.roles.map((role) => (
              <Tag key={role.id}>{roleName(role)}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('users.field.status'),
      key: 'status',
      width: 150,
      render: (_, user) => {
        const normal = user.status === AdminStatus.Normal;
        const label = normal ? t('users.status.normal') : t('users.status.disabled');
        const tag = (
          <Space size={4}>
            <Tag color={normal ? 'green' : 'red'}>{label}</Tag>
            {!user.activated && <Tag color="orange">{t('users.notActivated')}</Tag>}
          </Space>
        );
        if (!canEdit) return tag;
        const self = user.id === myId;
        return (
          <Tooltip title={self ? t('users.hint.self') : undefined}>
            <Space size={6}>
              <Switch
                size="small"
                checked={normal}
                disabled={self}
                aria-label={label}
                data-testid={`user-status-${user.account}`}
                onChange={(on) => changeStatus(user, on)}
              />
              <span>{label}</span>
            </Space>
          </Tooltip>
        );
      },
    },
    { title: zoneTitle(t('users.field.createdAt')), key: 'createdAt', dataIndex: 'createdAt', width: 180, responsive: ['xl'], render: (at: number) => formatTime(at) },
    ...useActionsColumn<AdminUser>([Perm.userEdit], { fixed: 'right', width: 90 }, (user) => (
      <RowAction perm={Perm.userEdit} testId={`user-edit-${user.account}`} onClick={() => setEditing({ user })}>
        {t('common.edit')}
      </RowAction>
    )),
  ];

  return (
    <Card title={pageTitle}>
      <DataList<AdminUser>
        name="users"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="users"
        filtered={Boolean(keyword) || statusFilter !== undefined}
        table={{ size: 'middle' }}
        filters={
          <>
            <KeywordSearch
              placeholder={t('users.searchPlaceholder')}
              enterButton
              className={listStyles.search}
              testId="user-search"
              onSearch={paging.firstPage(setKeyword)}
            />
            <Select<AdminStatus | 'all'>
              style={{ width: 140 }}
              value={statusFilter ?? 'all'}
              aria-label={t('users.field.status')}
              data-testid="user-filter-status"
              options={[
                { value: 'all', label: t('users.status.all') },
                { value: AdminStatus.Normal, label: t('users.status.normal') },
                { value: AdminStatus.Disabled, label: t('users.status.disabled') },
              ]}
              onChange={paging.firstPage((value) => setStatusFilter(value === 'all' ? undefined : value))}
            />
          </>
        }
        actions={
          <AddButton perm={Perm.userAdd} testId="user-add" onClick={() => setEditing({ user: null })}>
            {t('users.add')}
          </AddButton>
        }
      />
      <UserForm open={editing !== null} user={editing?.user ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
