import { Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type OfflinePanelFileKind, offlinePanelUpload } from '@iotc/shared/offlinePanels';
import { UploadField } from '@/components/UploadField';
import { formatFileSize } from '@/lib/format';
import { uploadOfflinePanelFile } from '../api';
import { offlinePanelFileProblem } from '../labels';

/** A file of the form: a new upload (its key), or the stored one an edit keeps (key null). */
export interface HeldFile {
  key: string | null;
  fileName: string;
  size: number | null;
  /** A package's unpacked files. */
  entries: number | null;
}

interface OfflinePanelFileFieldProps {
  /** Form.Item hands these in. */
  value?: HeldFile | null;
  onChange?: (file: HeldFile | null) => void;
  kind: OfflinePanelFileKind;
  onBusy(busy: boolean): void;
  testId: string;
}

/** The preview, package or language pack of an offline panel: checked here (name, size, the preview's 3:4 pixels), uploaded on choose. */
export function OfflinePanelFileField({ value, onChange, kind, onBusy, testId }: OfflinePanelFileFieldProps) {
  const { t } = useTranslation();
  return (
    <UploadField<HeldFile>
      value={value}
      onChange={onChange}
      accept={offlinePanelUpload[kind].accept}
      check={(file) => offlinePanelFileProblem(file, kind)}
      upload={async (file, onProgress) => {
        const staged = await uploadOfflinePanelFile(file, kind, onProgress);
        return { key: staged.key, fileName: staged.fileName || file.name, size: staged.size, entries: staged.entries };
      }}
      renderValue={(file) => (
        <Typography.Text>
          <FileOutlined /> {file.fileName}
          {file.size !== null && ` (${formatFileSize(file.size)})`}
          {file.entries !== null && ` · ${t('offlinePanels.form.entries', { count: file.entries })}`}
        </Typography.Text>
      )}
      onBusy={onBusy}
      chooseLabel={t('offlinePanels.form.chooseFile')}
      changeLabel={t('offlinePanels.form.changeFile')}
      failedText={t('offlinePanels.form.uploadFailed')}
      testId={testId}
    />
  );
}
