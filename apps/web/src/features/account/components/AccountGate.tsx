import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType, UserType } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { HOME_PATH } from '@/lib/redirect';

/**
 * Account settings are for the owner of the space (userType 1); enterprise info and certification
 * also need an enterprise account (spec 000 §2, §6). Opened directly anyway, a page says why it is
 * closed instead of showing a form the server would refuse (403).
 */
export function AccountGate({ enterprise = false, children }: { enterprise?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSessionStore((s) => s.userInfo);
  if (!userInfo) return null;
  const reason =
    userInfo.userType !== UserType.Owner
      ? 'ownerOnly'
      : enterprise && userInfo.accountType === AccountType.Personal
        ? 'enterpriseOnly'
        : null;
  if (!reason) return children;
  return (
    <div data-testid="account-forbidden">
      <Result
        status="403"
        title={t('account.forbidden.title')}
        subTitle={t(`account.forbidden.${reason}`)}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('account.forbidden.backHome')}
          </Button>
        }
      />
    </div>
  );
}
