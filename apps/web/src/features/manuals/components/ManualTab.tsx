import { useRef, useState } from 'react';
import { Button, Card, Flex, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MANUAL_MAX_MB } from '@iotc/shared';
import { MANUAL_LANGS, type ManualLang, manualUpload, type ProductDoc } from '@iotc/shared/manuals';
import { DeleteAction } from '@/components/DeleteAction';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { LoadFailed } from '@/components/LoadFailed';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { formatFileSize, formatZonedTime } from '@/lib/format';
import { ApiError } from '@/lib/request';
import { uploadFile } from '@/lib/upload';
import { manualFileProblem } from '../files';
import { useAddManual, useDeleteManual, useManuals } from '../hooks';
import styles from './ManualTab.module.css';

interface SlotProps {
  productId: string;
  lang: ManualLang;
  doc: ProductDoc | undefined;
  readOnly: boolean;
}

/** One language's manual: the file that is there, or the upload of one. */
function ManualSlot({ productId, lang, doc, readOnly }: SlotProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddManual(productId);
  const remove = useDeleteManual(productId);
  const busy = percent !== null || add.isPending;

  const choose = async (file: File) => {
    const refused = manualFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, { dir: 'manual', ...manualUpload }, setPercent);
      setPercent(null);
      await add.mutateAsync({ productId, lang, url: uploaded.url, fileName: uploaded.fileName || file.name });
    } catch (error) {
      // The request client has shown the server's message; it stays here as well, next to the file.
      setProblem(error instanceof ApiError ? error.msg : t('manuals.uploadFailed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Card size="small" data-testid={`manual-row-${lang}`} title={t(`manuals.lang.${lang}`)} extra={<Tag>{lang}</Tag>}>
      {doc ? (
        <Flex gap={12} align="center" wrap>
          <FilePdfOutlined className={styles.icon} />
          <div className={styles.file}>
            <Typography.Link href={doc.url} target="_blank" rel="noopener noreferrer" data-testid={`manual-open-${lang}`} className={styles.name}>
              {doc.fileName}
            </Typography.Link>
            <Typography.Text type="secondary" className={styles.meta}>
              {formatFileSize(doc.size)} · {formatZonedTime(doc.createdAt)}
            </Typography.Text>
          </div>
          <Space size={0}>
            <Button type="link" size="small" href={doc.url} target="_blank" rel="noopener noreferrer">
              {t('manuals.open')}
            </Button>
            {!readOnly && (
              <DeleteAction
                description={t('manuals.deleteHint', { fileName: doc.fileName })}
                testId={`manual-delete-${lang}`}
                confirmTestId="manual-delete-confirm"
                loading={remove.isPending}
                onConfirm={() => remove.mutateAsync(doc.id)}
              />
            )}
          </Space>
        </Flex>
      ) : (
        <Typography.Text type="secondary" data-testid={`manual-empty-${lang}`}>
          {t('manuals.none')}
        </Typography.Text>
      )}
      {!readOnly && (
        <div className={styles.upload}>
          <HiddenFileInput
            ref={input}
            accept=".pdf,application/pdf"
            label={t('manuals.upload')}
            testId={`manual-upload-${lang}`}
            disabled={Boolean(doc) || busy}
            onFile={(file) => void choose(file)}
          />
          <Space wrap size={8}>
            <Button icon={<UploadOutlined />} disabled={Boolean(doc)} loading={busy} data-testid={`manual-upload-button-${lang}`} onClick={() => input.current?.click()}>
              {t('manuals.upload')}
            </Button>
            <Typography.Text type="secondary" className={styles.meta}>
              {doc ? t('manuals.deleteFirst') : t('manuals.hint', { maxMb: MANUAL_MAX_MB })}
            </Typography.Text>
          </Space>
          {percent !== null && <Progress percent={percent} size="small" status="active" />}
          {problem && (
            <Typography.Text type="danger" role="alert" className={styles.problem} data-testid={`manual-error-${lang}`}>
              {problem}
            </Typography.Text>
          )}
        </div>
      )}
    </Card>
  );
}

/** Product manual: one PDF per language (zh-CN, en-US), up to 10M each; the App offers it to users. */
export function ManualTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const docs = useManuals(product.id);

  if (docs.isError && !docs.data) return <LoadFailed title={t('manuals.loadFailed')} retrying={docs.isFetching} onRetry={() => void docs.refetch()} />;
  if (!docs.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('manuals.intro', { maxMb: MANUAL_MAX_MB })}</Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {MANUAL_LANGS.map((lang) => (
          <ManualSlot key={lang} productId={product.id} lang={lang} doc={docs.data.find((d) => d.lang === lang)} readOnly={readOnly} />
        ))}
      </Space>
    </div>
  );
}
