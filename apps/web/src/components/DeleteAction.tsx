import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface DeleteActionProps {
  /** What goes, said in the confirmation. */
  description: ReactNode;
  /** The delete request; its failure is shown by the request client, so it is not rethrown here. */
  onConfirm(): Promise<unknown>;
  /** Test id of the link button in the row. */
  testId: string;
  /** Test id of the confirmation's OK button, for tests that go through with the delete. */
  confirmTestId?: string;
  /** Draws an icon-only button (dense tree rows); the word moves to a tooltip and the aria-label. */
  icon?: ReactNode;
  loading?: boolean;
}

/** A table row's delete link, asking first: one wording and look for every list of the console. */
export function DeleteAction({ description, onConfirm, testId, confirmTestId, icon, loading }: DeleteActionProps) {
  const { t } = useTranslation();
  const label = t('common.delete');
  return (
    <Popconfirm
      title={t('common.confirmDelete')}
      description={description}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading, 'data-testid': confirmTestId } as ButtonProps}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      {icon ? (
        <Tooltip title={label}>
          <Button type="link" size="small" danger icon={icon} aria-label={label} data-testid={testId} />
        </Tooltip>
      ) : (
        <Button type="link" size="small" danger data-testid={testId}>
          {label}
        </Button>
      )}
    </Popconfirm>
  );
}
