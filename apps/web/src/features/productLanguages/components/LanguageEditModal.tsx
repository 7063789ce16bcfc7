import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TEXT_MAX_LENGTH } from '@iotc/shared';
import { languageTextsSchema, type LanguageEntry } from '@iotc/shared/productLanguages';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { useSaveLanguageEntries } from '../hooks';
import styles from './productLanguages.module.css';

interface Texts {
  zh: string;
  en: string;
}

interface LanguageEditModalProps {
  productId: string;
  /** The entry edited; null: closed. */
  entry: LanguageEntry | null;
  onClose(): void;
}

/** Edits one entry's texts: both required, up to 20 characters each (the shared rule), each field's source shown under it. */
export function LanguageEditModal({ productId, entry, onClose }: LanguageEditModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Texts>();
  const save = useSaveLanguageEntries();
  const zhRule = useZodRule(languageTextsSchema.shape.zh);
  const enRule = useZodRule(languageTextsSchema.shape.en);

  const submit = ({ zh, en }: Texts) => {
    if (!entry) return;
    save.mutate(
      { productId, entries: [{ key: entry.key, zh: zh.trim(), en: en.trim() }] },
      {
        onSuccess: () => {
          toast.success(t('productLanguages.edit.saved'));
          onClose();
        },
      },
    );
  };

  const count = { max: LANGUAGE_TEXT_MAX_LENGTH, show: true };
  return (
    <FormModal<Texts>
      open={entry !== null}
      title={t('productLanguages.edit.title')}
      form={form}
      name="languageEntry"
      initialValues={entry ? { zh: entry.zh, en: entry.en } : undefined}
      saving={save.isPending}
      submitTestId="lang-edit-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      {entry && (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'key', label: t('field.languageKey'), children: <span className={styles.mono}>{entry.key}</span> },
            ...(entry.identifier ? [{ key: 'identifier', label: t('field.functionIdentifier'), children: <span className={styles.mono}>{entry.identifier}</span> }] : []),
          ]}
        />
      )}
      <Form.Item name="zh" label={t('field.languageZh')} rules={[zhRule]} extra={entry && t('productLanguages.edit.source', { text: entry.sourceZh })}>
        <Input count={count} lang="zh-CN" data-testid="lang-edit-zh" />
      </Form.Item>
      <Form.Item name="en" label={t('field.languageEn')} rules={[enRule]} extra={entry && t('productLanguages.edit.source', { text: entry.sourceEn })}>
        <Input count={count} lang="en-US" data-testid="lang-edit-en" />
      </Form.Item>
    </FormModal>
  );
}
