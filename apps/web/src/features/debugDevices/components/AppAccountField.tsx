import { useState } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { validateValue } from '@iotc/shared';
import { testAccountSchema } from '@iotc/shared/testService';
import { toast } from '@/lib/feedback';
import { useAddAppAccount, useAppAccounts } from '../hooks';
import styles from './debugDevices.module.css';

interface AppAccountFieldProps {
  /** The app chosen in the form; no accounts until there is one. */
  appId?: string;
  value?: string;
  onChange?: (account: string) => void;
}

/**
 * The account a debug device is bound to: one of the app's accounts, or a new one added inline
 * (device/addAppAccount), checked with the shared account rule before it is sent, then chosen.
 */
export function AppAccountField({ appId, value, onChange }: AppAccountFieldProps) {
  const { t } = useTranslation();
  const accounts = useAppAccounts(appId);
  const add = useAddAppAccount();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!appId) return;
    const issue = validateValue(testAccountSchema, text);
    if (issue) {
      setProblem(t(issue.key, issue.params));
      return;
    }
    const account = await add.mutateAsync({ appId, account: text }).catch(() => null);
    if (!account) return;
    toast.success(t('debugDevices.account.added', { account: account.account }));
    setText('');
    setProblem(null);
    setAdding(false);
    onChange?.(account.account);
  };

  return (
    <div className={styles.accountField}>
      <Select<string>
        showSearch
        value={value}
        onChange={(account) => onChange?.(account)}
        disabled={!appId}
        loading={accounts.isFetching}
        placeholder={appId ? t('debugDevices.account.placeholder') : t('debugDevices.account.chooseAppFirst')}
        notFoundContent={t('debugDevices.account.none')}
        options={(accounts.data ?? []).map((a) => ({ value: a.account, label: a.account }))}
        data-testid="debug-account"
      />
      {adding ? (
        <div className={styles.addAccount}>
          <Space.Compact className={styles.addAccountInput}>
            <Input
              autoFocus
              value={text}
              status={problem ? 'error' : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
              onPressEnter={(event) => {
                // The modal's form must not take the Enter as its submit.
                event.preventDefault();
                void submit();
              }}
              placeholder={t('debugDevices.account.newPlaceholder')}
              data-testid="debug-account-new"
            />
            <Button type="primary" loading={add.isPending} onClick={() => void submit()} data-testid="debug-account-add-ok">
              {t('debugDevices.account.add')}
            </Button>
          </Space.Compact>
          <Button type="link" size="small" onClick={() => setAdding(false)}>
            {t('common.cancel')}
          </Button>
          {problem && (
            <Typography.Text type="danger" className={styles.problem} data-testid="debug-account-problem">
              {problem}
            </Typography.Text>
          )}
        </div>
      ) : (
        <Button type="link" size="small" icon={<PlusOutlined />} disabled={!appId} onClick={() => setAdding(true)} className={styles.addLink} data-testid="debug-account-add">
          {t('debugDevices.account.addApp')}
        </Button>
      )}
    </div>
  );
}
