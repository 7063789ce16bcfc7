import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Button, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import { LoadFailed } from '@/components/LoadFailed';
import styles from './functions.module.css';

interface FunctionChoiceTabProps {
  /** The prefix of the test ids: `<testId>-row-<identifier>`, `<testId>-summary`, `<testId>-save`. */
  testId: string;
  /** The product's functions as read. */
  model: { data?: ProductFunction[]; isError: boolean; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  readOnly: boolean;
  intro: ReactNode;
  columns: TableColumnsType<ProductFunction>;
  /** The functions the table lists. */
  rows: ProductFunction[];
  emptyText: ReactNode;
  /** What is chosen, said below the table. */
  summary: ReactNode;
  /** Save and discard are offered. */
  editable: boolean;
  /** The choice on the page differs from the saved one. */
  dirty: boolean;
  saving: boolean;
  onDiscard(): void;
  onSave(): void;
  'data-testid': string;
  /** What follows the choice (the functions that cannot be chosen). */
  children?: ReactNode;
}

/**
 * A tab choosing which functions an App feature offers (scenes, timers): the intro, the functions with
 * their choice, and a bar that says what is chosen and saves or discards the changes kept on the page.
 */
export function FunctionChoiceTab({
  testId,
  model,
  readOnly,
  intro,
  columns,
  rows,
  emptyText,
  summary,
  editable,
  dirty,
  saving,
  onDiscard,
  onSave,
  'data-testid': containerTestId,
  children,
}: FunctionChoiceTabProps) {
  const { t } = useTranslation();

  if (model.isError && !model.data) {
    return <LoadFailed title={t('functions.loadFailed')} onRetry={() => void model.refetch()} retrying={model.isFetching} />;
  }

  return (
    <div data-testid={containerTestId}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon className={styles.formAlert} message={t('functions.readOnly')} />}
      <Table<ProductFunction>
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={model.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        onRow={(fn) => ({ 'data-testid': `${testId}-row-${fn.identifier}` }) as HTMLAttributes<HTMLElement>}
      />
      <div className={styles.footerBar}>
        <Typography.Text type="secondary" data-testid={`${testId}-summary`}>
          {summary}
        </Typography.Text>
        {editable && rows.length > 0 && (
          <>
            <Button disabled={!dirty || saving} onClick={onDiscard}>
              {t('functions.discard')}
            </Button>
            <Button type="primary" disabled={!dirty} loading={saving} data-testid={`${testId}-save`} onClick={onSave}>
              {t('common.save')}
            </Button>
          </>
        )}
      </div>
      {children}
    </div>
  );
}
