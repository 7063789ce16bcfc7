import { useState, type ReactNode } from 'react';
import { Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface PublishNoteModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** What publishing does (and that unsaved changes are saved first). */
  hint: ReactNode;
  /** The note's placeholder and accessible name. */
  noteLabel: string;
  noteMaxLength: number;
  busy: boolean;
  /** `<testId>-ok` and `<testId>-note`. */
  testId: string;
  onPublish(note: string): void;
  onClose(): void;
}

/** Publishing a draft as the next version with an optional note (a panel, a voice scheme); the note empties once closed. */
export function PublishNoteModal({ open, title, okText, hint, noteLabel, noteMaxLength, busy, testId, onPublish, onClose }: PublishNoteModalProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as ButtonProps}
      onOk={() => onPublish(note.trim())}
      onCancel={onClose}
      afterClose={() => setNote('')}
    >
      {hint}
      <Input.TextArea
        value={note}
        rows={3}
        maxLength={noteMaxLength}
        showCount
        placeholder={noteLabel}
        aria-label={noteLabel}
        data-testid={`${testId}-note`}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
