import { useState } from 'react';
import { Alert, Button, Form, Input, Progress } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from '@iotc/shared';
import { workOrderContentSchema } from '@iotc/shared/workOrders';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { ApiError } from '@/lib/request';
import { MediaPicker } from './MediaPicker';
import styles from './ReplyBox.module.css';

interface ReplyBoxProps {
  title: string;
  placeholder: string;
  /** Sends the message; rejects with the server's ApiError when refused. */
  onSend(content: string, files: File[], onProgress: (percent: number) => void): Promise<unknown>;
}

/** A message of the conversation: text (1-300) and up to 3 media; a refusal stays shown above the button. */
export function ReplyBox({ title, placeholder, onSend }: ReplyBoxProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string }>();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const contentRule = useZodRule(workOrderContentSchema);

  const send = async ({ content }: { content: string }) => {
    setSending(true);
    setRefusal(null);
    try {
      await onSend(content.trim(), files, files.length > 0 ? setProgress : () => undefined);
      form.resetFields();
      setFiles([]);
      toast.success(t('workOrders.detail.sent'));
    } catch (error) {
      if (error instanceof ApiError && !error.sessionLost) setRefusal(error.msg);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  return (
    <div className={styles.box} data-testid="work-order-reply">
      <div className={styles.title}>{title}</div>
      <Form form={form} layout="vertical" onFinish={(values) => void send(values)} disabled={sending}>
        <Form.Item name="content" rules={[contentRule]}>
          <Input.TextArea
            rows={3}
            maxLength={TEXT_MAX_LENGTH}
            showCount
            placeholder={placeholder}
            data-testid="work-order-reply-content"
          />
        </Form.Item>
        <div className={styles.footer}>
          <MediaPicker value={files} onChange={setFiles} disabled={sending} />
          <div>
            {progress !== null && <Progress className={styles.progress} percent={progress} size="small" />}
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} data-testid="work-order-reply-send">
              {t('workOrders.detail.send')}
            </Button>
          </div>
        </div>
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginTop: 12 }} data-testid="work-order-reply-error" />}
      </Form>
    </div>
  );
}
