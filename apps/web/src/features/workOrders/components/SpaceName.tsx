import { useTranslation } from 'react-i18next';

/** A space by its company name; a personal space has none and shows as My space (spec 000 §2). */
export function SpaceName({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  return <>{companyName.trim() || t('workOrders.mySpace')}</>;
}
