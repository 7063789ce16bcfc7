import { Select } from 'antd';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import { useProductList } from '../hooks';

/** The space's products for a select (the first page of the most one call gives). */
export function useAllProducts() {
  return useProductList({ pageNo: 1, pageSize: PAGE_SIZE_MAX });
}

interface ProductSelectProps {
  value?: string;
  onChange?: (productId: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

/** The space's products by name, searchable: a filter of the device and triple lists, a field of their forms. */
export function ProductSelect({ value, onChange, placeholder, allowClear = true, disabled, className, testId }: ProductSelectProps) {
  const products = useAllProducts();
  return (
    <Select<string>
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      className={className}
      value={value}
      onChange={(productId?: string) => onChange?.(productId ?? undefined)}
      placeholder={placeholder}
      loading={products.isPending}
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      options={(products.data?.list ?? []).map((product) => ({ value: product.id, label: product.name }))}
      data-testid={testId}
    />
  );
}
