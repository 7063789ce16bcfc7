import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@iotc/shared';
import { CertificationStatus } from '@iotc/shared/certification';

const ACCOUNT_TYPE_KEY = {
  [AccountType.Personal]: 'personal',
  [AccountType.Enterprise]: 'enterprise',
  [AccountType.EnterpriseCertified]: 'enterpriseCertified',
} as const;

/** Personal, enterprise or certified enterprise. */
export function AccountTypeTag({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation();
  const color = accountType === AccountType.EnterpriseCertified ? 'gold' : accountType === AccountType.Enterprise ? 'blue' : undefined;
  return (
    <Tag color={color} data-testid="account-type">
      {t(`account.accountType.${ACCOUNT_TYPE_KEY[accountType]}`)}
    </Tag>
  );
}

const STATUS = {
  [CertificationStatus.None]: { key: 'none', color: undefined },
  [CertificationStatus.Pending]: { key: 'pending', color: 'processing' },
  [CertificationStatus.Approved]: { key: 'approved', color: 'success' },
  [CertificationStatus.Rejected]: { key: 'rejected', color: 'error' },
} as const;

/** Not certified, under review, certified or rejected. */
export function CertificationStatusTag({ status }: { status: CertificationStatus }) {
  const { t } = useTranslation();
  const { key, color } = STATUS[status];
  return (
    <Tag color={color} data-testid="certification-status">
      {t(`account.certificationStatus.${key}`)}
    </Tag>
  );
}
