import { useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/features/manuals/files';
import { SERIAL_INPUT_ACCEPT } from '../serialFile';
import styles from './triples.module.css';

/** A form control holding the chosen serial-number file: a button over a plain file input, and the chosen name. */
export function SerialFilePicker({ value, onChange }: { value?: File; onChange?: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        // Inline: antd's form styles show file inputs (display: block) over a class.
        style={{ display: 'none' }}
        accept={SERIAL_INPUT_ACCEPT}
        aria-label={t('triples.generate.chooseFile')}
        data-testid="triple-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChange?.(file);
        }}
      />
      <Space wrap size={8}>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {value ? t('triples.generate.changeFile') : t('triples.generate.chooseFile')}
        </Button>
        {value && (
          <Typography.Text className={styles.fileName} data-testid="triple-file-name">
            <FileExcelOutlined /> {value.name} ({formatFileSize(value.size)})
          </Typography.Text>
        )}
      </Space>
    </>
  );
}
