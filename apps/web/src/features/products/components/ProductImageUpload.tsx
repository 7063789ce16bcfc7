import { useState } from 'react';
import { Button, Progress, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BYTES_PER_MB, PRODUCT_IMAGE_MAX_MB, PRODUCT_IMAGE_RATIO } from '@iotc/shared';
import type { UploadResult } from '@iotc/shared/files';
import { toast } from '@/lib/feedback';
import { t as translate } from '@/lib/i18n';
import { uploadProductImage } from '../api';
import { hasRatio, readImageSize } from '../imageSize';
import { ProductThumb } from './ProductThumb';
import styles from './ProductImageUpload.module.css';

const ACCEPT = '.jpg,.jpeg,.bmp,.png,image/jpeg,image/png,image/bmp';
const TYPES_SHOWN = 'JPEG, JPG, BMP, PNG';
const EXTENSION = /\.(jpe?g|bmp|png)$/i;

export interface ProductImageUploadProps {
  /** The uploaded image's url (the form field's value). */
  value?: string;
  onChange?: (url: string) => void;
  /** The upload's answer, for the file name the form keeps too. */
  onUploaded?: (result: UploadResult) => void;
  disabled?: boolean;
  testId?: string;
}

/** Why the browser refuses the file before sending it, or null (the server checks the bytes again). */
export async function productImageProblem(file: File): Promise<string | null> {
  if (!EXTENSION.test(file.name) && !/^image\/(jpeg|png|bmp|x-ms-bmp)$/.test(file.type)) return translate('upload.wrongType', { accept: TYPES_SHOWN });
  if (file.size > PRODUCT_IMAGE_MAX_MB * BYTES_PER_MB) return translate('upload.tooLarge', { maxMb: PRODUCT_IMAGE_MAX_MB });
  const size = await readImageSize(file).catch(() => null);
  if (!size) return translate('upload.wrongType', { accept: TYPES_SHOWN });
  if (!hasRatio(size, PRODUCT_IMAGE_RATIO)) return translate('upload.wrongRatio', { ratio: PRODUCT_IMAGE_RATIO });
  return null;
}

/** The product image of the wizard and the basic config: checked here, uploaded at once, previewed square. */
export function ProductImageUpload({ value, onChange, onUploaded, disabled, testId = 'product-image' }: ProductImageUploadProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (file: File) => {
    const problem = await productImageProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setProgress(0);
    try {
      const result = await uploadProductImage(file, setProgress);
      onChange?.(result.url);
      onUploaded?.(result);
    } catch {
      // The request client has shown the server's reason.
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.upload} data-testid={testId}>
      <ProductThumb src={value} size={96} />
      <div className={styles.side}>
        {!disabled && (
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file) => {
              void send(file);
              // Sent by `send`, not by antd's own request.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={progress !== null} data-testid={`${testId}-button`}>
              {value ? t('products.image.replace') : t('products.image.upload')}
            </Button>
          </Upload>
        )}
        {progress !== null && <Progress percent={progress} size="small" />}
        {!disabled && <div className={styles.hint}>{t('products.image.hint', { maxMb: PRODUCT_IMAGE_MAX_MB })}</div>}
      </div>
    </div>
  );
}
