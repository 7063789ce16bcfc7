import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Form, Grid, Progress, Radio, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_REPORT_MAX_MB } from '@iotc/shared';
import { TEST_RESULTS, type TestReport, type TestResult, uploadTestReportFields } from '@iotc/shared/testService';
import { FilePicker } from '@/components/FilePicker';
import { LoadFailed } from '@/components/LoadFailed';
import { formatFileSize, formatZonedTime } from '@/lib/format';
import { zodRule } from '@/lib/form';
import { useTestReport, useUploadTestReport } from '../hooks';
import { REPORT_INPUT_ACCEPT, reportFileProblem } from './reportFile';
import styles from './TestService.module.css';

interface ReportForm {
  result?: TestResult;
  file?: File;
}

const resultRule = zodRule(uploadTestReportFields.shape.result);
const fileRule = {
  required: true,
  validator: async (_rule: unknown, file: File | undefined) => {
    const problem = reportFileProblem(file);
    if (problem) throw new Error(problem);
  },
};

export function ResultTag({ result }: { result: TestResult }) {
  const { t } = useTranslation();
  return (
    <Tag color={result === 'pass' ? 'success' : 'error'} data-testid="report-result-tag">
      {t(`testService.result.${result}`)}
    </Tag>
  );
}

/** The report form's workbook. */
function ReportFilePicker({ value, onChange, disabled }: { value?: File; onChange?: (file: File | undefined) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <FilePicker
      value={value}
      onChange={onChange}
      disabled={disabled}
      accept={REPORT_INPUT_ACCEPT}
      chooseLabel={t('testService.report.chooseFile')}
      changeLabel={t('testService.report.changeFile')}
      testId="report-file"
    />
  );
}

function CurrentReport({ report }: { report: TestReport | null }) {
  const { t } = useTranslation();
  // On a phone the labels go above the values, leaving the width to the file name.
  const narrow = Grid.useBreakpoint().sm === false;
  if (!report) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('testService.report.none')} data-testid="report-none" />;
  return (
    <Descriptions size="small" column={1} bordered layout={narrow ? 'vertical' : 'horizontal'} data-testid="report-current" className={styles.descriptions}>
      <Descriptions.Item label={t('testService.report.file')}>
        <Typography.Link href={report.url} target="_blank" rel="noopener noreferrer" className={styles.fileName} data-testid="report-open">
          {report.fileName}
        </Typography.Link>{' '}
        <Typography.Text type="secondary">({formatFileSize(report.size)})</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('testService.report.result')}>
        <ResultTag result={report.result} />
      </Descriptions.Item>
      <Descriptions.Item label={t('testService.report.uploadedAt')}>{formatZonedTime(report.uploadedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The test report: the current one, and the upload of a new one with its result (xls / xlsx ≤ 10M). */
export function TestReportCard({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportForm>();
  const report = useTestReport(productId);
  const upload = useUploadTestReport(productId);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.result || !values.file) return;
    setPercent(0);
    upload.mutate(
      { input: { productId, result: values.result, file: values.file }, onProgress: setPercent },
      {
        onSuccess: () => form.resetFields(),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Card size="small" title={t('testService.report.title')} data-testid="report-card">
      {report.isError && !report.data ? (
        <LoadFailed title={t('testService.report.loadFailed')} retrying={report.isFetching} onRetry={() => void report.refetch()} />
      ) : report.data === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <CurrentReport report={report.data} />
      )}
      <Typography.Text strong className={styles.subTitle}>
        {report.data ? t('testService.report.replaceTitle') : t('testService.report.uploadTitle')}
      </Typography.Text>
      <Form<ReportForm> form={form} name="testReport" layout="vertical" requiredMark>
        <Form.Item name="result" label={t('testService.report.result')} rules={[resultRule]}>
          <Radio.Group data-testid="report-result">
            {TEST_RESULTS.map((result) => (
              <Radio key={result} value={result} data-testid={`report-result-${result}`}>
                {t(`testService.result.${result}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="file" label={t('testService.report.file')} rules={[fileRule]} extra={t('testService.report.hint', { maxMb: TEST_REPORT_MAX_MB })}>
          <ReportFilePicker disabled={upload.isPending} />
        </Form.Item>
        {percent !== null && <Progress percent={percent} size="small" status="active" />}
        <Button type="primary" loading={upload.isPending} data-testid="report-submit" onClick={() => void submit()}>
          {t('testService.report.submit')}
        </Button>
      </Form>
    </Card>
  );
}
