import { Button, Card, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TEST_ACCOUNT_LIMIT, type TestAccount, testAccountSchema } from '@iotc/shared/testService';
import { DeleteAction } from '@/components/DeleteAction';
import { LoadFailed } from '@/components/LoadFailed';
import { zodRule } from '@/lib/form';
import { formatTime, zoneTitle } from '@/lib/format';
import { useAddTestAccount, useDeleteTestAccount, useTestAccounts } from '../hooks';
import styles from './TestService.module.css';

const accountRule = zodRule(testAccountSchema);

/** App accounts that may use the product before it is published: up to 20, each a phone, an e-mail or an account name. */
export function TestAccountsCard({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ account: string }>();
  const accounts = useTestAccounts(productId);
  const add = useAddTestAccount(productId);
  const remove = useDeleteTestAccount(productId);
  const count = accounts.data?.length ?? 0;
  const full = count >= TEST_ACCOUNT_LIMIT;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    add.mutate({ productId, account: values.account.trim() }, { onSuccess: () => form.resetFields() });
  };

  const columns: TableColumnsType<TestAccount> = [
    { title: t('testService.accounts.account'), dataIndex: 'account', ellipsis: true },
    { title: zoneTitle(t('testService.accounts.addedAt')), dataIndex: 'createdAt', width: 180, responsive: ['sm'], render: (at: number) => formatTime(at) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_, account) => (
        <DeleteAction
          description={t('testService.accounts.deleteHint', { account: account.account })}
          testId={`account-delete-${account.id}`}
          confirmTestId="account-delete-confirm"
          onConfirm={() => remove.mutateAsync({ productId, id: account.id })}
        />
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('testService.accounts.title')}
      extra={
        <Typography.Text type={full ? 'warning' : 'secondary'} className={styles.count} data-testid="account-count">
          {count} / {TEST_ACCOUNT_LIMIT}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary">{t('testService.accounts.intro', { max: TEST_ACCOUNT_LIMIT })}</Typography.Paragraph>
      <Form form={form} name="testAccount" component={false}>
        <div className={styles.accountForm}>
          <Form.Item name="account" rules={[accountRule]} className={styles.accountInput}>
            <Input
              placeholder={t('testService.accounts.placeholder')}
              aria-label={t('testService.accounts.account')}
              maxLength={50}
              disabled={full}
              data-testid="account-input"
              onPressEnter={() => void submit()}
            />
          </Form.Item>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} loading={add.isPending} data-testid="account-add" onClick={() => void submit()}>
            {t('common.add')}
          </Button>
        </div>
      </Form>
      {full && (
        <Typography.Paragraph type="warning" data-testid="account-limit">
          {t('error.testAccountLimit', { max: TEST_ACCOUNT_LIMIT })}
        </Typography.Paragraph>
      )}
      {accounts.isError && !accounts.data ? (
        <LoadFailed title={t('testService.accounts.loadFailed')} retrying={accounts.isFetching} onRetry={() => void accounts.refetch()} />
      ) : (
        <Table<TestAccount>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={accounts.data ?? []}
          loading={accounts.isFetching}
          pagination={false}
          locale={{ emptyText: t('testService.accounts.empty') }}
          data-testid="account-table"
        />
      )}
    </Card>
  );
}
