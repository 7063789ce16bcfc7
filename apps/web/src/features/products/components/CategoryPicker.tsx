import { useMemo, useState } from 'react';
import { Empty, Grid, Input, Skeleton, Tabs } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductClass } from '@iotc/shared/productClasses';
import { LoadFailed } from '@/components/LoadFailed';
import { useProductTypes } from '../hooks';
import { classNameOf } from '../labels';
import { ChoiceCard, ChoiceGrid } from '@/components/ChoiceCard';
import styles from './CategoryPicker.module.css';

/** The classes one can pick: a top-level class's children, or the class itself when it has none. */
const leavesOf = (top: ProductClass): ProductClass[] => (top.children.length > 0 ? top.children : [top]);

interface CategoryPickerProps {
  value: string | null;
  onChange(productClass: ProductClass): void;
}

/** Step 1 of the wizard: top-level categories as tabs (a sidebar on wide screens), their classes as cards; or a search over all. */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const { t } = useTranslation();
  const types = useProductTypes();
  const wide = Grid.useBreakpoint().md !== false;
  const [search, setSearch] = useState('');
  const tree = useMemo(() => types.data ?? [], [types.data]);
  const [active, setActive] = useState<string | null>(null);

  // The tab of the chosen class, else the first.
  const activeKey = active ?? tree.find((top) => leavesOf(top).some((leaf) => leaf.id === value))?.id ?? tree[0]?.id;

  if (types.isError) return <LoadFailed title={t('products.create.typesFailed')} retrying={types.isFetching} onRetry={() => void types.refetch()} />;
  if (!types.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (tree.length === 0) return <Empty description={t('products.create.noTypes')} />;

  const cards = (leaves: ProductClass[]) => (
    <ChoiceGrid min={180} label={t('products.field.productType')}>
      {leaves.map((leaf) => (
        <ChoiceCard
          key={leaf.id}
          selected={leaf.id === value}
          onSelect={() => onChange(leaf)}
          title={classNameOf(leaf)}
          description={t('products.create.standardCount', { defaults: leaf.defaultFunctionCount, count: leaf.standardFunctionCount })}
          testId="category-card"
        />
      ))}
    </ChoiceGrid>
  );

  const needle = search.trim().toLowerCase();
  const matches = needle
    ? tree.flatMap((top) =>
        leavesOf(top).filter((leaf) => [leaf.nameZh, leaf.nameEn, top.nameZh, top.nameEn].some((name) => name.toLowerCase().includes(needle))),
      )
    : [];

  return (
    <div className={styles.picker}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        className={styles.search}
        placeholder={t('products.create.searchType')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="category-search"
      />
      {needle ? (
        matches.length > 0 ? (
          cards(matches)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.create.noTypeMatch', { keyword: search.trim() })} />
        )
      ) : (
        <Tabs
          className={styles.tabs}
          tabPosition={wide ? 'left' : 'top'}
          activeKey={activeKey}
          onChange={setActive}
          items={tree.map((top) => ({ key: top.id, label: classNameOf(top), children: cards(leavesOf(top)) }))}
          data-testid="category-tabs"
        />
      )}
    </div>
  );
}
