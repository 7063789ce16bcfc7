import { Button, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/feedback';
import { LOGIN_PATH } from '@/lib/redirect';
import { forgetPassword, type ForgetPasswordBody } from '../api';
import { AccountCodeFields } from '../components/AccountCodeFields';
import { AuthPanel } from '../components/AuthPanel';
import { PasswordFields } from '../components/PasswordFields';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useMutation({
    mutationFn: forgetPassword,
    onSuccess: () => {
      toast.success(t('auth.forgot.success'));
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  return (
    <AuthPanel
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={LOGIN_PATH}>
          <ArrowLeftOutlined /> {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      <Form<ForgetPasswordBody> name="forgotPassword" layout="vertical" onFinish={(values) => submit.mutate(values)}>
        <AccountCodeFields purpose="resetPassword" />
        <PasswordFields label={t('auth.forgot.newPassword')} />
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthPanel>
  );
}
