import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@iotc/shared';

/** Personal, enterprise or certified enterprise, as a coloured tag. */
export function AccountTypeTag({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation();
  switch (accountType) {
    case AccountType.Personal:
      return <Tag>{t('dashboard.accountType.personal')}</Tag>;
    case AccountType.Enterprise:
      return <Tag color="blue">{t('dashboard.accountType.enterprise')}</Tag>;
    case AccountType.EnterpriseCertified:
      return <Tag color="gold">{t('dashboard.accountType.enterpriseCertified')}</Tag>;
  }
}
