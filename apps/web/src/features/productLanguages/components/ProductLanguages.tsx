import { useState } from 'react';
import { Alert, Button, Grid, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { LANGUAGE_TABS, type LanguageTab } from '@iotc/shared/productLanguages';
import { ProductStatus, type ProductItem } from '@iotc/shared/products';
import { usePermission } from '@/lib/permission';
import { exportLanguagePack } from '../api';
import { LanguagePackImport } from './LanguagePackImport';
import { LanguageTable } from './LanguageTable';
import styles from './productLanguages.module.css';

interface ProductLanguagesProps {
  product: ProductItem;
  tab: LanguageTab;
  onTab(tab: LanguageTab): void;
}

/**
 * One product's texts: the four tabs (product name, functions, pairing scheme, control panel), the pack's export and
 * import. A published product's texts are read-only (export stays), as its other settings are.
 */
export function ProductLanguages({ product, tab, onTab }: ProductLanguagesProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit);
  const published = product.status === ProductStatus.Published;
  const readOnly = published || !canEdit;
  const [exporting, setExporting] = useState(false);
  // On a phone the tab bar needs the width: the pack's buttons go above it.
  const narrow = Grid.useBreakpoint().md === false;

  const exportPack = () => {
    setExporting(true);
    // The request client shows a refusal (the 3-a-day limit) itself.
    void exportLanguagePack(product.id).finally(() => setExporting(false));
  };

  const packActions = (
    <div className={narrow ? `${styles.packActions} ${styles.above}` : styles.packActions}>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportPack} data-testid="lang-export">
        {t('productLanguages.export.action')}
      </Button>
      {!readOnly && <LanguagePackImport productId={product.id} />}
    </div>
  );

  return (
    <>
      {published && <Alert type="info" showIcon className={styles.alert} message={t('productLanguages.readOnly')} data-testid="lang-read-only" />}
      {narrow && packActions}
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as LanguageTab)}
        tabBarExtraContent={narrow ? undefined : packActions}
        items={LANGUAGE_TABS.map((key) => ({
          key,
          label: <span data-testid={`lang-tab-${key}`}>{t(`productLanguage.tab.${key}`)}</span>,
          children: <LanguageTable productId={product.id} tab={key} readOnly={readOnly} />,
        }))}
      />
    </>
  );
}
