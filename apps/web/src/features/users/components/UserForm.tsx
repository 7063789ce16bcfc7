import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  accountSchema,
  AdminStatus,
  lengthRange,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
} from '@iotc/shared';
import { type AdminUser, adminUserBody, type AdminUserBody, adminUserUpdateBody } from '@iotc/shared/users';
import { roleName, useRoleOptions } from '@/features/roles/hooks';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { useSessionStore } from '@/lib/session';
import { useSaveUser } from '../hooks';

const accountRule = zodRule(accountSchema);
const realNameRule = zodRule(lengthRange(1, NAME_MAX_LENGTH));
const emailRule = zodRule(adminUserBody.shape.email, { required: false });
const passwordRule = zodRule(passwordSchema);
const newPasswordRule = zodRule(adminUserUpdateBody.shape.password, { required: false });
const rolesRule = zodRule(adminUserBody.shape.roleIds);

type FormValues = Omit<AdminUserBody, 'status'> & { status: AdminStatus };

interface UserFormProps {
  open: boolean;
  /** The user edited; null adds one. */
  user: AdminUser | null;
  onClose(): void;
}

/** Add a user (login account, real name, e-mail, password, roles, status) or edit one (spec 000 §3). */
export function UserForm({ open, user, onClose }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveUser();
  const roles = useRoleOptions();
  const myId = useSessionStore((s) => s.userInfo?.id);
  const isSelf = user !== null && user.id === myId;

  const submit = (values: FormValues) => {
    const common = { realName: values.realName, email: values.email ?? '', roleIds: values.roleIds, status: values.status };
    const request = user
      ? ({ kind: 'update', body: { ...common, id: user.id, password: values.password ?? '' } } as const)
      : ({ kind: 'create', body: { ...common, account: values.account, password: values.password } } as const);
    save.mutate(request, { onSuccess: onClose });
  };

  const initialValues: Partial<FormValues> = user
    ? { account: user.account, realName: user.realName, email: user.email ?? '', roleIds: user.roles.map((role) => role.id), status: user.status }
    : { roleIds: ['owner'], status: AdminStatus.Normal };

  return (
    <FormModal<FormValues>
      open={open}
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      form={form}
      name="user"
      initialValues={initialValues}
      saving={save.isPending}
      submitTestId="user-form-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="account"
        label={t('users.field.account')}
        rules={user ? [] : [accountRule]}
        extra={user ? t('users.hint.accountFixed') : t('users.hint.account')}
      >
        <Input maxLength={100} disabled={user !== null} autoComplete="off" />
      </Form.Item>
      <Form.Item name="realName" label={t('users.field.realName')} rules={[realNameRule]}>
        <Input maxLength={NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="email" label={t('users.field.email')} rules={[emailRule]} extra={user ? undefined : t('users.hint.email')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="password"
        label={user ? t('users.field.newPassword') : t('users.field.password')}
        rules={[user ? newPasswordRule : passwordRule]}
        extra={user ? t('users.hint.newPassword') : t('users.hint.password')}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="roleIds" label={t('users.field.roles')} rules={[rolesRule]}>
        <Select
          mode="multiple"
          showSearch
          loading={roles.isLoading}
          optionFilterProp="label"
          data-testid="user-roles"
          options={(roles.data?.list ?? []).map((role) => ({ value: role.id, label: roleName(role) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('users.field.status')} extra={isSelf ? t('users.hint.self') : undefined}>
        <Radio.Group
          options={[
            { value: AdminStatus.Normal, label: t('users.status.normal') },
            { value: AdminStatus.Disabled, label: t('users.status.disabled'), disabled: isSelf },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
