import { useRef } from 'react';
import { Button, Progress } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PairingMediaType } from '@iotc/shared/networkGuide';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { PAIRING_MEDIA_ACCEPT, PAIRING_MEDIA_LIMITS } from '../media';
import { GuideMedia } from './GuideMedia';
import styles from './NetworkGuide.module.css';

interface StepMediaFieldProps {
  /** The step's number as shown (1-4); it names the test ids. */
  n: number;
  mediaType: PairingMediaType;
  mediaUrl: string;
  /** Upload progress 0-100 while uploading, else null. */
  percent: number | null;
  /** Why the chosen file was refused, or why the step is incomplete. */
  problem: string | null;
  onChoose(file: File): void;
}

/** A step's image or video: what is there, the chooser (a plain file input behind a button), progress and refusals. */
export function StepMediaField({ n, mediaType, mediaUrl, percent, problem, onChoose }: StepMediaFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const uploading = percent !== null;

  return (
    <div>
      {mediaUrl ? (
        <GuideMedia type={mediaType} url={mediaUrl} alt={t('networkGuide.step', { n })} />
      ) : (
        <div className={problem ? `${styles.mediaEmpty} ${styles.mediaEmptyError}` : styles.mediaEmpty}>
          <span className={styles.hint}>{t('networkGuide.media.hint', PAIRING_MEDIA_LIMITS)}</span>
        </div>
      )}
      {uploading && <Progress percent={percent} size="small" status="active" data-testid={`guide-media-progress-${n}`} />}
      <HiddenFileInput
        ref={input}
        accept={PAIRING_MEDIA_ACCEPT}
        label={t('networkGuide.media.choose')}
        testId={`guide-media-${n}`}
        disabled={uploading}
        onFile={onChoose}
      />
      <Button
        block
        icon={<UploadOutlined />}
        loading={uploading}
        style={{ marginTop: 8 }}
        data-testid={`guide-media-button-${n}`}
        onClick={() => input.current?.click()}
      >
        {uploading ? t('networkGuide.media.uploading', { percent }) : mediaUrl ? t('networkGuide.media.replace') : t('networkGuide.media.choose')}
      </Button>
      {mediaUrl && <div className={styles.hint}>{t('networkGuide.media.hint', PAIRING_MEDIA_LIMITS)}</div>}
      {problem && (
        <div className={styles.problem} role="alert" data-testid={`guide-media-error-${n}`}>
          {problem}
        </div>
      )}
    </div>
  );
}
