import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllProducts } from '@/features/products/components/ProductSelect';

/** The products (of any type in the space) that may choose an offline panel; a form field or a controlled select. */
export function ProductsSelect({ value, onChange, testId }: { value?: string[]; onChange?: (productIds: string[]) => void; testId: string }) {
  const { t } = useTranslation();
  const products = useAllProducts();
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      style={{ width: '100%' }}
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={products.isPending}
      placeholder={t('offlinePanels.form.productsPlaceholder')}
      options={(products.data?.list ?? []).map((product) => ({ value: product.id, label: product.name }))}
      data-testid={testId}
    />
  );
}
