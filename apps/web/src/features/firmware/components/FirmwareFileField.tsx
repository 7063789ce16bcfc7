import { useRef, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type FirmwareFileKind, firmwareUpload } from '@iotc/shared/firmware';
import { formatFileSize } from '@/lib/format';
import { ApiError } from '@/lib/request';
import { uploadFirmwareFile } from '../api';
import { firmwareFileProblem } from '../labels';
import styles from './firmware.module.css';

/** A stored firmware file as a version names it: the upload's token, its name and size. */
export interface StoredFile {
  token: string;
  fileName: string;
  size: number;
}

interface FirmwareFileFieldProps {
  /** Form.Item hands these in. */
  value?: StoredFile | null;
  onChange?: (file: StoredFile | null) => void;
  kind: FirmwareFileKind;
  /** Tells the form an upload is under way (it waits for it before saving). */
  onBusy?: (busy: boolean) => void;
  /** Test id of the file input; `-name`, `-progress` and `-error` name the rest. */
  testId: string;
}

/**
 * A firmware file of a version: checked by name and size when chosen (.bin, at most the kind's limit), then uploaded
 * at once with its progress; the form keeps the upload's token. A refusal (here or the server's) shows below.
 */
export function FirmwareFileField({ value, onChange, kind, onBusy, testId }: FirmwareFileFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    const refusal = firmwareFileProblem(file, kind);
    setProblem(refusal);
    if (refusal) return;
    setPercent(0);
    onBusy?.(true);
    try {
      const stored = await uploadFirmwareFile(file, kind, setPercent);
      onChange?.({ token: stored.token, fileName: stored.fileName || file.name, size: stored.size });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.msg : t('firmware.file.failed'));
    } finally {
      setPercent(null);
      onBusy?.(false);
    }
  };

  const uploading = percent !== null;
  return (
    <div className={styles.fileField}>
      <input
        ref={input}
        type="file"
        // Inline: antd's form styles show file inputs (display: block) over a class.
        style={{ display: 'none' }}
        accept={firmwareUpload[kind].accept}
        aria-label={t('firmware.file.choose')}
        data-testid={testId}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Space wrap size={8}>
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {value ? t('firmware.file.change') : t('firmware.file.choose')}
        </Button>
        {value && (
          <Typography.Text className={styles.fileName} data-testid={`${testId}-name`}>
            <FileOutlined /> {value.fileName} ({formatFileSize(value.size)})
          </Typography.Text>
        )}
      </Space>
      {uploading && <Progress percent={percent} size="small" status="active" data-testid={`${testId}-progress`} />}
      {problem && (
        <Typography.Text type="danger" className={styles.fileProblem} data-testid={`${testId}-error`}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
