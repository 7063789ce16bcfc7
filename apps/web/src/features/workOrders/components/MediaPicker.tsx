import { useRef, useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WORK_ORDER_IMAGE_MAX_MB, WORK_ORDER_MAX_MEDIA, WORK_ORDER_VIDEO_MAX_MB } from '@iotc/shared';
import { WORK_ORDER_IMAGE_TYPES, WORK_ORDER_VIDEO_TYPES } from '@iotc/shared/workOrders';
import { addMedia, MEDIA_INPUT_ACCEPT } from '../media';
import styles from './MediaPicker.module.css';

interface MediaPickerProps {
  value: readonly File[];
  onChange(files: File[]): void;
  disabled?: boolean;
  /** A refusal from the server about one of the files, shown where the files are. */
  serverProblem?: string | null;
}

/**
 * Up to 3 files kept in the browser until the form is sent (the server stores nothing of a refused
 * form). Each choice is checked at once by name and size; the hint says the limits.
 */
export function MediaPicker({ value, onChange, disabled, serverProblem }: MediaPickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const uids = useRef(new WeakMap<File, string>());
  const nextUid = useRef(0);

  const uidOf = (file: File) => {
    let uid = uids.current.get(file);
    if (!uid) uids.current.set(file, (uid = `media-${(nextUid.current += 1)}`));
    return uid;
  };

  const fileList: UploadFile[] = value.map((file) => ({
    uid: uidOf(file),
    name: file.name,
    size: file.size,
    type: file.type,
    status: 'done',
    originFileObj: file as RcFile,
  }));

  const shown = problem ?? serverProblem ?? null;

  return (
    <div className={styles.picker}>
      <Upload
        multiple
        accept={MEDIA_INPUT_ACCEPT}
        listType="picture"
        fileList={fileList}
        disabled={disabled}
        // Kept here, sent with the form: nothing is uploaded on its own.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) {
            const added = addMedia(value, batch);
            setProblem(added.problem);
            if (added.files.length !== value.length) onChange(added.files);
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={(removed) => {
          setProblem(null);
          onChange(value.filter((file) => uidOf(file) !== removed.uid));
          return false;
        }}
      >
        <Button icon={<PaperClipOutlined />} disabled={disabled || value.length >= WORK_ORDER_MAX_MEDIA} data-testid="media-add">
          {t('workOrders.media.add')} ({value.length}/{WORK_ORDER_MAX_MEDIA})
        </Button>
      </Upload>
      <span className={styles.hint}>
        {t('workOrders.media.hint', {
          max: WORK_ORDER_MAX_MEDIA,
          images: WORK_ORDER_IMAGE_TYPES.join(', '),
          imageMb: WORK_ORDER_IMAGE_MAX_MB,
          videos: WORK_ORDER_VIDEO_TYPES.join(', '),
          videoMb: WORK_ORDER_VIDEO_MAX_MB,
        })}
      </span>
      {shown && (
        <span className={styles.problem} role="alert" data-testid="media-error">
          {shown}
        </span>
      )}
    </div>
  );
}
