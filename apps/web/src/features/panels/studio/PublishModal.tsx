import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PANEL_VERSION_NOTE_MAX_LENGTH } from '@iotc/shared';
import { PublishNoteModal } from '@/components/PublishNoteModal';

interface PublishModalProps {
  open: boolean;
  /** Unsaved changes are saved first: what is published is what the studio shows. */
  unsaved: boolean;
  publishing: boolean;
  onPublish(note: string): void;
  onClose(): void;
}

/** Publishing the draft as the next version, with a note; products using the panel show it from then on. */
export function PublishModal({ open, unsaved, publishing, onPublish, onClose }: PublishModalProps) {
  const { t } = useTranslation();
  return (
    <PublishNoteModal
      open={open}
      title={t('panels.studio.publish.title')}
      okText={t('panels.studio.publish.ok')}
      hint={<Typography.Paragraph type="secondary">{t(unsaved ? 'panels.studio.publish.hintUnsaved' : 'panels.studio.publish.hint')}</Typography.Paragraph>}
      noteLabel={t('panels.studio.publish.note')}
      noteMaxLength={PANEL_VERSION_NOTE_MAX_LENGTH}
      busy={publishing}
      testId="publish"
      onPublish={onPublish}
      onClose={onClose}
    />
  );
}
