import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@iotc/shared';
import { type CompanyContact, type ContactBody, contactFields } from '@iotc/shared/account';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { useContactMutations } from '../hooks';

/** Adds a contact, or edits `contact` when one is given. */
export function ContactModal({ open, contact, onClose }: { open: boolean; contact: CompanyContact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactBody>();
  const { add, update } = useContactMutations();
  const nameRule = useZodRule(contactFields.name);
  const accountRule = useZodRule(contactFields.account);
  const phoneRule = useZodRule(contactFields.phone);
  const addressRule = useZodRule(contactFields.address, { required: false });
  const jobRule = useZodRule(contactFields.job, { required: false });
  const saving = add.isPending || update.isPending;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = () => {
      toast.success(t(contact ? 'account.enterprise.contactUpdated' : 'account.enterprise.contactAdded'));
      onClose();
    };
    if (contact) update.mutate({ ...values, id: contact.id }, { onSuccess: done });
    else add.mutate(values, { onSuccess: done });
  };

  return (
    <Modal
      open={open}
      title={t(contact ? 'account.enterprise.editContact' : 'account.enterprise.addContact')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'contact-save' }}
    >
      <Form<ContactBody> form={form} name="contact" layout="vertical" initialValues={contact ?? {}} preserve={false}>
        <Form.Item name="name" label={t('account.enterprise.contact.name')} rules={[nameRule]}>
          <Input maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="account" label={t('account.enterprise.contact.account')} rules={[accountRule]}>
          <Input maxLength={NAME_MAX_LENGTH} placeholder={t('account.enterprise.contact.accountPlaceholder')} />
        </Form.Item>
        <Form.Item name="phone" label={t('account.enterprise.contact.phone')} rules={[phoneRule]}>
          <Input maxLength={PHONE_MAX_LENGTH} placeholder={t('account.enterprise.contact.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="job" label={t('account.enterprise.contact.job')} rules={[jobRule]}>
          <Input maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="address" label={t('account.enterprise.contact.address')} rules={[addressRule]}>
          <Input.TextArea rows={2} maxLength={ADDRESS_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
