import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { lengthRange, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, textSchema } from '@iotc/shared';
import type { AdminRole, AdminRoleBody } from '@iotc/shared/roles';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { useSaveRole } from '../hooks';
import { AuthorityTree } from './AuthorityTree';

const nameRule = zodRule(lengthRange(1, NAME_MAX_LENGTH));
const descriptionRule = zodRule(textSchema.optional(), { required: false });

interface RoleFormProps {
  open: boolean;
  /** The role edited; null adds one. */
  role: AdminRole | null;
  onClose(): void;
}

/** Add or edit a role: names in both languages, a description, and its authorities (spec 000 §3). */
export function RoleForm({ open, role, onClose }: RoleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminRoleBody>();
  const save = useSaveRole();

  const submit = (values: AdminRoleBody) =>
    save.mutate({ body: { ...values, menuIds: values.menuIds ?? [] }, id: role?.id ?? null }, { onSuccess: onClose });

  return (
    <FormModal<AdminRoleBody>
      open={open}
      title={role ? t('roles.form.editTitle') : t('roles.form.addTitle')}
      width={640}
      form={form}
      name="role"
      initialValues={role ? { name: role.name, nameEn: role.nameEn, description: role.description, descriptionEn: role.descriptionEn, menuIds: role.menuIds } : { menuIds: [] }}
      saving={save.isPending}
      submitTestId="role-form-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('roles.field.name')} rules={[nameRule]}>
        <Input maxLength={NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('roles.field.nameEn')} rules={[nameRule]}>
        <Input maxLength={NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.field.descriptionZh')} rules={[descriptionRule]}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('roles.field.descriptionEn')} rules={[descriptionRule]}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="menuIds" label={t('roles.field.authorities')} extra={t('roles.hint.authorities')}>
        <AuthorityTree />
      </Form.Item>
    </FormModal>
  );
}
