import { useTranslation } from 'react-i18next';
import { ComingSoon } from './ComingSoon';
import type { ProductTabProps } from './settingsTab';

/** Device panels: the panel work (public templates, the panel studio) fills this view. */
export function PanelTab(_props: ProductTabProps) {
  const { t } = useTranslation();
  return <ComingSoon title={t('products.panel.title')} description={t('products.panel.hint')} testId="panel-coming" />;
}
