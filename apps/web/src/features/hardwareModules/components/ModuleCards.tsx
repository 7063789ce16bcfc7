import { Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HardwareModule } from '@iotc/shared/hardwareModules';
import { LoadFailed } from '@/components/LoadFailed';
import { currentLanguage } from '@/lib/i18n';
import { ChoiceCard, ChoiceGrid } from '@/components/ChoiceCard';
import styles from './ModuleCards.module.css';

/** A module's description in the page's language. */
export const moduleDescription = (module: HardwareModule) =>
  currentLanguage === 'en-US' ? module.descriptionEn || module.description : module.description || module.descriptionEn;

interface ModuleCardsProps {
  query: { data?: HardwareModule[]; isError: boolean; isFetching: boolean; refetch: () => unknown };
  value: string | null;
  onChange(moduleId: string | null): void;
  /** Offers "no platform module" first (own SoC firmware, cellular). */
  optional: boolean;
}

/** The platform's modules of one network type as cards: name, model, chip and what it is for. */
export function ModuleCards({ query, value, onChange, optional }: ModuleCardsProps) {
  const { t } = useTranslation();
  if (query.isError) return <LoadFailed title={t('hardwareModules.loadFailed')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const modules = query.data;
  if (modules.length === 0 && !optional)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hardwareModules.none')} data-testid="module-empty" />;
  return (
    <ChoiceGrid min={240} label={t('products.field.module')}>
      {optional && (
        <ChoiceCard
          selected={value === null}
          onSelect={() => onChange(null)}
          title={t('hardwareModules.noModule')}
          description={t('hardwareModules.noModuleHint')}
          testId="module-none"
        />
      )}
      {modules.map((module) => (
        <ChoiceCard
          key={module.id}
          selected={value === module.id}
          onSelect={() => onChange(module.id)}
          title={
            <>
              {module.name} <Typography.Text type="secondary">{module.model}</Typography.Text>
            </>
          }
          description={moduleDescription(module)}
          extra={<div className={styles.chip}>{t('hardwareModules.chip', { chip: module.chip })}</div>}
          testId="module-card"
        />
      ))}
    </ChoiceGrid>
  );
}
