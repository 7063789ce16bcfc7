import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Progress, Radio, Select, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  emailSchema,
  ErrorCode,
  PHONE_MAX_LENGTH,
  phoneSchema,
  TEXT_MAX_LENGTH,
  WORK_ORDER_MAX_IN_PROGRESS,
} from '@iotc/shared';
import { workOrderContentSchema, workOrderSubmitBody, type WorkOrderSubmitBody } from '@iotc/shared/workOrders';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { submitWorkOrder } from '../api';
import { MediaPicker } from '../components/MediaPicker';
import { storeDetail, useClassifications, useProblemTypes, useUnderwayCount, workOrderKeys } from '../hooks';
import { WORK_ORDER_LIST_PATH, workOrderDetailPath } from '../paths';
import styles from './WorkOrderSubmitPage.module.css';

/** A refusal that names a file ("<name>: <reason>") belongs beside the files, any other above the button. */
function namesFile(message: string, files: readonly File[]): boolean {
  return files.some((file) => message.startsWith(`${file.name}:`) || message.startsWith(`${file.name}：`));
}

/**
 * /workOrder/submit/index: problem type, space, content, contact e-mail and phone, classification and
 * up to 3 media, sent together; the server checks everything again and stores nothing of a refused form.
 */
export default function WorkOrderSubmitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userInfo = useSessionStore((s) => s.userInfo);
  const tenantList = useSessionStore((s) => s.tenantList);
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();
  const underway = useUnderwayCount();
  const [form] = Form.useForm<WorkOrderSubmitBody>();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);

  const rules = {
    problemType: useZodRule(workOrderSubmitBody.shape.problemType),
    tenantId: useZodRule(workOrderSubmitBody.shape.tenantId),
    classification: useZodRule(workOrderSubmitBody.shape.classification),
    content: useZodRule(workOrderContentSchema),
    email: useZodRule(emailSchema),
    phone: useZodRule(phoneSchema),
  };

  const send = async (values: WorkOrderSubmitBody) => {
    setSending(true);
    setRefusal(null);
    setFileRefusal(null);
    try {
      const order = await submitWorkOrder(
        { ...values, content: values.content.trim(), email: values.email.trim(), phone: values.phone.trim() },
        files,
        { onProgress: files.length > 0 ? setProgress : undefined },
      );
      storeDetail(queryClient, order);
      toast.success(t('workOrders.submit.done', { number: order.number }));
      navigate(workOrderDetailPath(order.id));
    } catch (error) {
      if (error instanceof ApiError && !error.sessionLost) {
        if (namesFile(error.msg, files)) setFileRefusal(error.msg);
        else setRefusal(error.msg);
        // Orders were filed elsewhere meanwhile: the warning at the top catches up.
        if (error.code === ErrorCode.WorkOrderLimit) void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists });
      }
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const atLimit = (underway.data ?? 0) >= WORK_ORDER_MAX_IN_PROGRESS;

  return (
    <Card className={styles.card} title={t('workOrders.submit.title')}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('workOrders.submit.intro', { max: WORK_ORDER_MAX_IN_PROGRESS })}
      </Typography.Paragraph>
      {atLimit && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('workOrders.submit.atLimit', { max: WORK_ORDER_MAX_IN_PROGRESS })}
          action={<Link to={WORK_ORDER_LIST_PATH}>{t('workOrders.submit.viewOrders')}</Link>}
          data-testid="work-order-at-limit"
        />
      )}
      <Form<WorkOrderSubmitBody>
        form={form}
        className={styles.form}
        layout="vertical"
        disabled={sending}
        onFinish={(values) => void send(values)}
        initialValues={{
          tenantId: userInfo?.tenantId,
          email: userInfo?.email ?? '',
          phone: userInfo?.phone ?? '',
        }}
      >
        <Form.Item name="problemType" label={t('workOrders.submit.problemType')} rules={[rules.problemType]}>
          <Select
            options={problemTypes.options}
            loading={problemTypes.loading}
            placeholder={t('workOrders.submit.problemTypePlaceholder')}
            data-testid="work-order-problem-type"
          />
        </Form.Item>
        <Form.Item name="tenantId" label={t('workOrders.submit.space')} extra={t('workOrders.submit.spaceHint')} rules={[rules.tenantId]}>
          <Select
            options={tenantList.map((space) => ({ value: space.tenantId, label: space.companyName.trim() || t('workOrders.mySpace') }))}
            data-testid="work-order-space"
          />
        </Form.Item>
        <Form.Item name="classification" label={t('workOrders.submit.classification')} rules={[rules.classification]}>
          <Radio.Group options={classifications.options} data-testid="work-order-classification" />
        </Form.Item>
        <Form.Item name="content" label={t('workOrders.submit.content')} rules={[rules.content]}>
          <Input.TextArea
            rows={5}
            maxLength={TEXT_MAX_LENGTH}
            showCount
            placeholder={t('workOrders.submit.contentPlaceholder')}
            data-testid="work-order-content"
          />
        </Form.Item>
        <Form.Item name="email" label={t('workOrders.submit.email')} rules={[rules.email]}>
          <Input inputMode="email" autoComplete="email" data-testid="work-order-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('workOrders.submit.phone')} rules={[rules.phone]}>
          <Input maxLength={PHONE_MAX_LENGTH} autoComplete="tel" placeholder={t('workOrders.submit.phonePlaceholder')} data-testid="work-order-phone" />
        </Form.Item>
        <Form.Item label={t('workOrders.submit.media')}>
          <MediaPicker
            value={files}
            onChange={(next) => {
              setFiles(next);
              setFileRefusal(null);
            }}
            disabled={sending}
            serverProblem={fileRefusal}
          />
        </Form.Item>
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} data-testid="work-order-submit-error" />}
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="work-order-submit">
            {t('workOrders.submit.submit')}
          </Button>
          <Link to={WORK_ORDER_LIST_PATH}>
            <Button disabled={sending}>{t('workOrders.submit.cancel')}</Button>
          </Link>
          {progress !== null && (
            <span className={styles.progress}>
              <Progress percent={progress} size="small" />
            </span>
          )}
        </div>
      </Form>
    </Card>
  );
}
