import { useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { HiddenFileInput } from './HiddenFileInput';
import { formatFileSize } from '@/lib/format';
import styles from './FilePicker.module.css';

export interface FilePickerProps {
  /** Form.Item hands these in. */
  value?: File;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
  /** The input's accept list (the server checks the bytes anyway). */
  accept: string;
  chooseLabel: string;
  changeLabel: string;
  /** Test id of the file input; the chosen name gets `<testId>-name`. */
  testId: string;
}

/** A form control holding one chosen spreadsheet: a button over a plain file input, and the chosen name and size. */
export function FilePicker({ value, onChange, disabled, accept, chooseLabel, changeLabel, testId }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenFileInput ref={input} accept={accept} label={chooseLabel} testId={testId} disabled={disabled} onFile={(file) => onChange?.(file)} />
      <Space wrap size={8}>
        <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          {value ? changeLabel : chooseLabel}
        </Button>
        {value && (
          <Typography.Text className={styles.fileName} data-testid={`${testId}-name`}>
            <FileExcelOutlined /> {value.name} ({formatFileSize(value.size)})
          </Typography.Text>
        )}
      </Space>
    </>
  );
}
