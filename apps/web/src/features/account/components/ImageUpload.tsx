import { useState } from 'react';
import { Button, Image, Progress, Upload } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BYTES_PER_MB } from '@iotc/shared';
import { CERTIFICATION_IMAGE_ACCEPT, CERTIFICATION_IMAGE_MAX_MB } from '@iotc/shared/certification';
import { toast } from '@/lib/feedback';
import { uploadCertificationImage } from '../api';
import styles from './ImageUpload.module.css';

const ACCEPTED = CERTIFICATION_IMAGE_ACCEPT.split(',');

export interface ImageUploadProps {
  /** The uploaded image's address (a form field's value). */
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  testId: string;
}

/**
 * One image for a form field: checked here for type and size before it is sent (the server checks the
 * bytes again), uploaded at once, and shown with a preview; the field holds the address.
 */
export function ImageUpload({ value, onChange, disabled, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (file: File) => {
    if (!ACCEPTED.includes(file.type)) {
      toast.error(t('upload.wrongType', { accept: 'PNG, JPG, WEBP' }));
      return;
    }
    if (file.size > CERTIFICATION_IMAGE_MAX_MB * BYTES_PER_MB) {
      toast.error(t('upload.tooLarge', { maxMb: CERTIFICATION_IMAGE_MAX_MB }));
      return;
    }
    setProgress(0);
    try {
      const result = await uploadCertificationImage(file, setProgress);
      onChange?.(result.url);
      toast.success(t('account.certification.uploaded'));
    } catch {
      // The request client has shown why.
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.upload} data-testid={testId}>
      <div className={styles.preview}>
        {value ? (
          <Image src={value} alt="" width={160} height={104} className={styles.image} data-testid={`${testId}-preview`} />
        ) : (
          <div className={styles.empty}>
            <PictureOutlined />
          </div>
        )}
      </div>
      {!disabled && (
        <div className={styles.actions}>
          <Upload
            accept={CERTIFICATION_IMAGE_ACCEPT}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void send(file);
              // Sent by `send`, not by antd's own request.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={progress !== null}>
              {value ? t('account.certification.reupload') : t('account.certification.upload')}
            </Button>
          </Upload>
          {progress !== null && <Progress percent={progress} size="small" />}
          <div className={styles.hint}>{t('account.certification.imageHint', { maxMb: CERTIFICATION_IMAGE_MAX_MB })}</div>
        </div>
      )}
    </div>
  );
}
