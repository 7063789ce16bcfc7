import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { downloadTestCaseTemplate } from '../api';
import { TestAccountsCard } from './TestAccountsCard';
import { TestReportCard } from './TestReportCard';

/**
 * Test service: the test-case template, the test report and the App test accounts. It stays usable on
 * a published product (reports and test accounts are not part of the read-only information).
 */
export function TestServiceTab({ product }: ProductTabProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadTestCaseTemplate(product.id);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('testService.cases.title')}>
        <Typography.Paragraph type="secondary">{t('testService.cases.intro')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} loading={downloading} data-testid="testcase-download" onClick={() => void downloadTemplate()}>
          {t('testService.cases.download')}
        </Button>
      </Card>
      <TestReportCard productId={product.id} />
      <TestAccountsCard productId={product.id} />
    </Space>
  );
}
