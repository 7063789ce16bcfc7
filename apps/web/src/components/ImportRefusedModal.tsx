import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ImportRefusedModalProps {
  /** The refusal's title and text; null: closed. */
  refusal: { title: string; text: string } | null;
  onClose(): void;
  testId?: string;
  /** The problems, listed below the text. */
  children: ReactNode;
}

/** Why an imported file was refused: a title, a line naming the file, then every problem; one OK closes it. */
export function ImportRefusedModal({ refusal, onClose, testId, children }: ImportRefusedModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={refusal !== null}
      title={refusal?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
      destroyOnHidden
    >
      {refusal && (
        <div data-testid={testId}>
          <Typography.Paragraph type="secondary">{refusal.text}</Typography.Paragraph>
          {children}
        </div>
      )}
    </Modal>
  );
}
