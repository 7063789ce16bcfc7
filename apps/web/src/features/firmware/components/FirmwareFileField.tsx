import { Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type FirmwareFileKind, firmwareUpload } from '@iotc/shared/firmware';
import { UploadField } from '@/components/UploadField';
import { formatFileSize } from '@/lib/format';
import { uploadFirmwareFile } from '../api';
import { firmwareFileProblem } from '../labels';

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
  return (
    <UploadField<StoredFile>
      value={value}
      onChange={onChange}
      accept={firmwareUpload[kind].accept}
      check={(file) => firmwareFileProblem(file, kind)}
      upload={async (file, onProgress) => {
        const stored = await uploadFirmwareFile(file, kind, onProgress);
        return { token: stored.token, fileName: stored.fileName || file.name, size: stored.size };
      }}
      renderValue={(file) => (
        <Typography.Text>
          <FileOutlined /> {file.fileName} ({formatFileSize(file.size)})
        </Typography.Text>
      )}
      onBusy={onBusy}
      chooseLabel={t('firmware.file.choose')}
      changeLabel={t('firmware.file.change')}
      failedText={t('firmware.file.failed')}
      testId={testId}
    />
  );
}
