import type { ReactNode } from 'react';
import { Form, Modal, Typography, type ButtonProps, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormModalProps<T> {
  open: boolean;
  title: ReactNode;
  width?: number;
  /** The caller's form, so it can watch fields while the modal is open. */
  form: FormInstance<T>;
  /** The form's name: it prefixes the field ids. */
  name?: string;
  initialValues?: FormProps<T>['initialValues'];
  /** The save request is under way. */
  saving: boolean;
  /** The submit button's text, when it does more than save (create, generate). */
  okText?: string;
  /** Test id of the Save button. */
  submitTestId: string;
  cancelTestId?: string;
  /** A click outside closes the dialog: only where little is typed. */
  maskClosable?: boolean;
  /** A sentence above the fields. */
  intro?: ReactNode;
  /** Called with the values once they pass validation; closing on success is the caller's. */
  onSubmit(values: T): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * An add/edit dialog: Save validates and hands the values on, and the fields start afresh at every
 * opening (destroyed on close, not preserved), so an edit never shows the previous row's values.
 */
export function FormModal<T>({
  open,
  title,
  width,
  form,
  name,
  initialValues,
  saving,
  okText,
  submitTestId,
  cancelTestId,
  maskClosable = false,
  intro,
  onSubmit,
  onClose,
  children,
}: FormModalProps<T>) {
  const { t } = useTranslation();

  const submit = async () => {
    // The failed fields show their own messages.
    const values = await form.validateFields().catch(() => null);
    if (values) onSubmit(values);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      // A stray click outside must not throw away what was typed.
      maskClosable={maskClosable}
      destroyOnHidden
      okButtonProps={{ 'data-testid': submitTestId } as ButtonProps}
      cancelButtonProps={{ 'data-testid': cancelTestId } as ButtonProps}
    >
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      <Form<T> form={form} name={name} layout="vertical" preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
