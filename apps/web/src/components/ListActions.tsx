import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Perm } from '@iotc/shared';
import { Permission, useAnyPermission } from '@/lib/permission';
import type { DataListColumn } from './DataList';

interface ActionProps {
  /** Shown only to those holding it. */
  perm: Perm;
  testId: string;
  onClick(): void;
}

/** A list's button that adds to it (create, generate, publish), at the end of its toolbar. */
export function AddButton({ perm, testId, onClick, loading, children }: ActionProps & { loading?: boolean; children: ReactNode }) {
  return (
    <Permission perm={perm}>
      <Button type="primary" icon={<PlusOutlined />} loading={loading} onClick={onClick} data-testid={testId}>
        {children}
      </Button>
    </Permission>
  );
}

/**
 * A row's action link (edit, add a child), beside the others in the actions column. With an `icon` it is drawn
 * icon-only (dense tree rows), as DeleteAction is: the words move to a tooltip and the aria-label.
 */
export function RowAction({ perm, testId, onClick, icon, children }: ActionProps & { icon?: ReactNode; children: string }) {
  return (
    <Permission perm={perm}>
      {icon ? (
        <Tooltip title={children}>
          <Button type="link" size="small" icon={icon} aria-label={children} onClick={onClick} data-testid={testId} />
        </Tooltip>
      ) : (
        <Button type="link" size="small" onClick={onClick} data-testid={testId}>
          {children}
        </Button>
      )}
    </Permission>
  );
}

/** The actions column of a list, last; none for a user holding none of `perms`, who could use none of them. */
export function useActionsColumn<T>(
  perms: Perm[],
  column: Pick<DataListColumn<T>, 'width' | 'fixed'>,
  render: (row: T) => ReactNode,
): DataListColumn<T>[] {
  const { t } = useTranslation();
  const allowed = useAnyPermission(perms);
  return allowed ? [{ title: t('common.actions'), key: 'actions', ...column, render: (_: unknown, row: T) => render(row) }] : [];
}
