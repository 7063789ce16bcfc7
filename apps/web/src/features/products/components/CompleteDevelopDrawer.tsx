import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Grid, List, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DevelopmentCheck, DevelopmentCheckKey, ProductDetail } from '@iotc/shared/products';
import { LoadFailed } from '@/components/LoadFailed';
import { toast } from '@/lib/feedback';
import { useCompleteDevelop, useDevelopmentChecks } from '../hooks';
import { developmentCheckLabel } from '../labels';
import type { SettingTab } from '../paths';
import styles from './CompleteDevelopDrawer.module.css';

/** Where each check is fixed. */
const CHECK_TABS: Record<DevelopmentCheckKey, SettingTab> = {
  functions: 'function',
  networkGuide: 'network',
  module: 'hardware',
  panel: 'panel',
  manual: 'manual',
  testReport: 'test',
};

type CheckState = 'passed' | 'byDefault' | 'missing' | 'advice' | 'coming';

const stateOf = (check: DevelopmentCheck): CheckState => {
  if (check.coming) return 'coming';
  if (check.passed) return check.byDefault ? 'byDefault' : 'passed';
  return check.required ? 'missing' : 'advice';
};

const icons: Record<CheckState, ReactNode> = {
  passed: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  byDefault: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  missing: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  advice: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
  coming: <ClockCircleOutlined style={{ color: '#8c8c8c' }} />,
};

interface CompleteDevelopDrawerProps {
  product: ProductDetail;
  open: boolean;
  onClose(): void;
  /** Opens the settings view where a missing item is done. */
  onGoTo(tab: SettingTab): void;
}

/** What completing development checks (required and advisory), and the completion once the required ones pass. */
export function CompleteDevelopDrawer({ product, open, onClose, onGoTo }: CompleteDevelopDrawerProps) {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().sm === false;
  const checks = useDevelopmentChecks(product.id, open);
  const complete = useCompleteDevelop();
  const result = checks.data;

  const run = async () => {
    const done = await complete.mutateAsync(product.id).then(
      () => true,
      () => false,
    );
    if (!done) {
      // The server found something missing after all: show its current view.
      void checks.refetch();
      return;
    }
    toast.success(t('products.develop.completed'));
    onClose();
  };

  let body;
  if (checks.isError) body = <LoadFailed title={t('products.develop.checksFailed')} retrying={checks.isFetching} onRetry={() => void checks.refetch()} />;
  else if (!result) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('products.develop.intro')}</Typography.Paragraph>
        <List
          dataSource={result.checks}
          renderItem={(check) => {
            const state = stateOf(check);
            const tab = CHECK_TABS[check.key];
            return (
              <List.Item
                data-testid="development-check"
                data-key={check.key}
                data-state={state}
                actions={
                  state === 'missing' || state === 'advice' || state === 'byDefault'
                    ? [
                        <Button
                          key="go"
                          type="link"
                          size="small"
                          onClick={() => {
                            onClose();
                            onGoTo(tab);
                          }}
                        >
                          {t('products.develop.goTo')}
                        </Button>,
                      ]
                    : undefined
                }
              >
                <List.Item.Meta
                  avatar={<span className={styles.icon}>{icons[state]}</span>}
                  title={
                    <span className={styles.title}>
                      {developmentCheckLabel(check.key)}
                      {check.coming ? (
                        <Tag>{t('products.develop.coming')}</Tag>
                      ) : check.required ? (
                        <Tag color="red">{t('products.develop.required')}</Tag>
                      ) : (
                        <Tag>{t('products.develop.advisory')}</Tag>
                      )}
                    </span>
                  }
                  description={t(`products.develop.state.${state}`, { item: developmentCheckLabel(check.key) })}
                />
              </List.Item>
            );
          }}
        />
        {result.canComplete ? (
          <Alert type="success" showIcon message={t('products.develop.ready')} description={t('products.develop.readyHint')} />
        ) : (
          <Alert type="error" showIcon message={t('products.develop.notReady')} data-testid="development-not-ready" />
        )}
      </>
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('products.develop.title', { name: product.name })}
      width={narrow ? '100%' : 520}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!result?.canComplete} loading={complete.isPending} onClick={() => void run()} data-testid="development-complete">
            {t('products.develop.complete')}
          </Button>
        </div>
      }
      data-testid="development-drawer"
    >
      {body}
    </Drawer>
  );
}
