import { useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
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
      <input
        ref={input}
        type="file"
        // Inline: antd's form styles show file inputs (display: block) over a class.
        style={{ display: 'none' }}
        accept={accept}
        aria-label={chooseLabel}
        data-testid={testId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChange?.(file);
        }}
      />
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
