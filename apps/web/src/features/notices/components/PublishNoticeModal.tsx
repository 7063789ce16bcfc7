import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_CONTENT_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from '@iotc/shared';
import {
  NoticeAudience,
  noticeContentSchema,
  NoticeFormat,
  type NoticeRecipient,
  noticeTitleSchema,
} from '@iotc/shared/notices';
import { confirm, toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { usePublishNotice } from '../hooks';
import { NoticeContent } from './NoticeContent';
import { RecipientPicker } from './RecipientPicker';
import styles from './PublishNoticeModal.module.css';

interface FormValues {
  title: string;
  format: NoticeFormat;
  content: string;
  audience: NoticeAudience;
  recipients?: NoticeRecipient[];
}

const initialValues: Partial<FormValues> = { format: NoticeFormat.Markdown, audience: NoticeAudience.All, recipients: [] };

/** The operator's publish form: title, content (markdown with a preview, or plain text), everyone or chosen users. */
export function PublishNoticeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [previewing, setPreviewing] = useState(false);
  const publish = usePublishNotice();
  const titleRule = useZodRule(noticeTitleSchema);
  const contentRule = useZodRule(noticeContentSchema);
  const audience = Form.useWatch('audience', form);
  const format = Form.useWatch('format', form);
  const content = Form.useWatch('content', form);

  const close = () => {
    form.resetFields();
    setPreviewing(false);
    onClose();
  };

  const send = async (values: FormValues) => {
    try {
      await publish.mutateAsync({
        title: values.title.trim(),
        content: values.content,
        format: values.format,
        audience: values.audience,
        userIds: values.audience === NoticeAudience.Users ? (values.recipients ?? []).map((user) => user.id) : undefined,
      });
    } catch {
      // The request client has shown the server's message; the form stays as it was.
      return;
    }
    toast.success(t('notices.form.published'));
    close();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      // Show the fields again, so a problem with the content is visible.
      setPreviewing(false);
      return;
    }
    if (values.audience !== NoticeAudience.All) return send(values);
    // Everyone, now and later: worth a second look.
    confirm({
      title: t('notices.form.confirmAllTitle'),
      content: t('notices.form.confirmAll', { title: values.title.trim() }),
      okText: t('notices.form.confirmAllOk'),
      cancelText: t('common.cancel'),
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open={open}
      title={t('notices.form.title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('notices.form.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={publish.isPending} onClick={() => void submit()} data-testid="notice-publish-submit">
          {t('notices.form.submit')}
        </Button>,
      ]}
    >
      <Form<FormValues> form={form} layout="vertical" name="notice" initialValues={initialValues} preserve={false}>
        <Form.Item name="title" label={t('notices.form.titleLabel')} rules={[titleRule]}>
          <Input placeholder={t('notices.form.titlePlaceholder')} maxLength={NOTICE_TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="format" label={t('notices.form.format')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: NoticeFormat.Markdown, label: t('notices.form.markdown') },
              { value: NoticeFormat.Text, label: t('notices.form.text') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={
            <span className={styles.contentLabel}>
              {t('notices.form.content')}
              <Button type="link" size="small" onClick={() => setPreviewing(!previewing)} data-testid="notice-preview-toggle">
                {previewing ? t('notices.form.edit') : t('notices.form.preview')}
              </Button>
            </span>
          }
          required
        >
          {/* Kept mounted while previewing, so its value and its check stay in the form. */}
          <Form.Item name="content" rules={[contentRule]} noStyle>
            <Input.TextArea
              className={previewing ? styles.hidden : undefined}
              placeholder={t('notices.form.contentPlaceholder')}
              autoSize={{ minRows: 6, maxRows: 16 }}
              maxLength={NOTICE_CONTENT_MAX_LENGTH}
              showCount
            />
          </Form.Item>
          {previewing && (
            <div className={styles.preview}>
              {content?.trim() ? (
                <NoticeContent content={content} format={format ?? NoticeFormat.Markdown} />
              ) : (
                <span className={styles.previewEmpty}>{t('notices.form.previewEmpty')}</span>
              )}
            </div>
          )}
        </Form.Item>
        <Form.Item name="audience" label={t('notices.form.audience')}>
          <Radio.Group data-testid="notice-audience">
            <Radio value={NoticeAudience.All}>{t('notices.form.audienceAll')}</Radio>
            <Radio value={NoticeAudience.Users}>{t('notices.form.audienceUsers')}</Radio>
          </Radio.Group>
        </Form.Item>
        {audience === NoticeAudience.Users && (
          <Form.Item
            name="recipients"
            label={t('notices.form.recipients')}
            required
            rules={[
              {
                validator: async (_rule, value: NoticeRecipient[] | undefined) => {
                  if (!value?.length) throw new Error(t('validation.minItems', { min: 1 }));
                },
              },
            ]}
          >
            <RecipientPicker />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
