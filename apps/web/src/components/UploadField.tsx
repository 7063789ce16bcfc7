import { type ReactNode, useRef, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { HiddenFileInput } from './HiddenFileInput';
import { ApiError } from '@/lib/request';
import styles from './UploadField.module.css';

export interface UploadFieldProps<T> {
  /** Form.Item hands these in. */
  value?: T | null;
  onChange?: (value: T | null) => void;
  /** The input's accept list (the server checks the bytes anyway). */
  accept: string;
  /** The refusal of a chosen file before anything is sent (name, size, pixels), or null. */
  check(file: File): string | null | Promise<string | null>;
  /** Sends the file with its progress; the call must not toast its refusal (it shows below the field). */
  upload(file: File, onProgress: (percent: number) => void): Promise<T>;
  /** What the held value shows beside the button: its name and size, a thumbnail. */
  renderValue(value: T): ReactNode;
  /** Tells the form an upload is under way (it waits for it before saving). */
  onBusy?: (busy: boolean) => void;
  disabled?: boolean;
  chooseLabel: string;
  changeLabel: string;
  /** Said when the upload fails without the server's reason (the connection dropped). */
  failedText: string;
  /** Test id of the file input; `-name`, `-progress` and `-error` name the rest. */
  testId: string;
}

/**
 * A file field that uploads on choose: the file is checked in the browser first, then sent at once with its
 * progress; the form keeps what the upload answers. A refusal (the browser's or the server's) shows below.
 */
export function UploadField<T>({
  value,
  onChange,
  accept,
  check,
  upload,
  renderValue,
  onBusy,
  disabled,
  chooseLabel,
  changeLabel,
  failedText,
  testId,
}: UploadFieldProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    const refusal = await check(file);
    setProblem(refusal);
    if (refusal) return;
    setPercent(0);
    onBusy?.(true);
    try {
      onChange?.(await upload(file, setPercent));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.msg : failedText);
    } finally {
      setPercent(null);
      onBusy?.(false);
    }
  };

  const uploading = percent !== null;
  return (
    <div className={styles.field}>
      <HiddenFileInput ref={input} accept={accept} label={chooseLabel} testId={testId} disabled={uploading || disabled} onFile={(file) => void choose(file)} />
      <Space wrap size={8}>
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled} onClick={() => input.current?.click()}>
          {value ? changeLabel : chooseLabel}
        </Button>
        {value && (
          <span className={styles.value} data-testid={`${testId}-name`}>
            {renderValue(value)}
          </span>
        )}
      </Space>
      {uploading && <Progress percent={percent} size="small" status="active" data-testid={`${testId}-progress`} />}
      {problem && (
        <Typography.Text type="danger" className={styles.problem} data-testid={`${testId}-error`}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
