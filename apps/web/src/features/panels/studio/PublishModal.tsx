import { useState } from 'react';
import { Input, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PANEL_VERSION_NOTE_MAX_LENGTH } from '@iotc/shared';

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
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      title={t('panels.studio.publish.title')}
      okText={t('panels.studio.publish.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={publishing}
      okButtonProps={{ 'data-testid': 'publish-ok' } as ButtonProps}
      onOk={() => onPublish(note.trim())}
      onCancel={onClose}
      afterClose={() => setNote('')}
    >
      <Typography.Paragraph type="secondary">{t(unsaved ? 'panels.studio.publish.hintUnsaved' : 'panels.studio.publish.hint')}</Typography.Paragraph>
      <Input.TextArea
        value={note}
        rows={3}
        maxLength={PANEL_VERSION_NOTE_MAX_LENGTH}
        showCount
        placeholder={t('panels.studio.publish.note')}
        aria-label={t('panels.studio.publish.note')}
        data-testid="publish-note"
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
