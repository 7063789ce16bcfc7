import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LanguageEntry, LanguageTab } from '@iotc/shared/productLanguages';
import type { NetworkType } from '@iotc/shared/products';
import { DataList, type DataListColumn } from '@/components/DataList';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { networkTypeLabel } from '@/features/products/labels';
import { toast } from '@/lib/feedback';
import { useLanguageEntries, useResetLanguageEntries } from '../hooks';
import { LanguageEditModal } from './LanguageEditModal';
import styles from './productLanguages.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

interface LanguageTableProps {
  productId: string;
  tab: LanguageTab;
  /** No edit or reset (a published product, or no permission). */
  readOnly: boolean;
}

/** Where an entry comes from: its function (function tab), its step and method (pairing tab); nothing elsewhere. */
function placeColumns(tab: LanguageTab, t: Translate): DataListColumn<LanguageEntry>[] {
  if (tab === 'function') {
    return [{ key: 'identifier', title: t('field.functionIdentifier'), width: 150, render: (_: unknown, entry) => <span className={styles.mono}>{entry.identifier}</span> }];
  }
  if (tab === 'pairing') {
    return [
      { key: 'pairingStep', title: t('field.pairingStep'), width: 90, render: (_: unknown, entry) => entry.pairingStep ?? '—' },
      // The method is the product's network type: named as the product pages name it.
      { key: 'pairingMethod', title: t('field.pairingMethod'), width: 120, render: (_: unknown, entry) => (entry.pairingMethod ? networkTypeLabel(entry.pairingMethod as NetworkType) : '—') },
    ];
  }
  return [];
}

/**
 * One tab of a product's texts: its entries (language key, where each comes from, both texts, whether someone set
 * them), searched and paged by the server; an entry is edited in a dialog or reset to its source after a confirmation.
 */
export function LanguageTable({ productId, tab, readOnly }: LanguageTableProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<LanguageEntry | null>(null);
  const paging = usePaging();
  const query = useLanguageEntries({ productId, tab, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const reset = useResetLanguageEntries();

  const resetEntry = (entry: LanguageEntry) =>
    reset
      .mutateAsync({ productId, keys: [entry.key] })
      .then(() => toast.success(t('productLanguages.reset.done')))
      // The request client has shown why.
      .catch(() => undefined);

  const columns: DataListColumn<LanguageEntry>[] = [
    { key: 'key', title: t('field.languageKey'), width: 220, render: (_: unknown, entry) => <span className={styles.mono}>{entry.key}</span> },
    ...placeColumns(tab, t),
    {
      key: 'zh',
      title: t('field.languageZh'),
      width: 180,
      // Marked as Chinese whatever the console's language: read aloud as Chinese, and known as Chinese on purpose.
      render: (_: unknown, entry) => (
        <span className={styles.text} lang="zh-CN">
          {entry.zh}
        </span>
      ),
    },
    {
      key: 'en',
      title: t('field.languageEn'),
      width: 180,
      render: (_: unknown, entry) => (
        <span className={styles.text} lang="en-US">
          {entry.en}
        </span>
      ),
    },
    {
      key: 'edited',
      title: t('productLanguages.column.edited'),
      width: 90,
      render: (_: unknown, entry) =>
        entry.edited ? (
          <Tag color="blue" data-testid="lang-edited">
            {t('productLanguages.edited')}
          </Tag>
        ) : (
          <span className={styles.source}>{t('productLanguages.fromSource')}</span>
        ),
    },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      render: (_: unknown, entry) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid={`lang-edit-${entry.key}`} onClick={() => setEditing(entry)}>
            {t('productLanguages.edit.action')}
          </Button>
          {entry.edited && (
            <Popconfirm
              title={t('productLanguages.reset.title')}
              description={t('productLanguages.reset.text', { key: entry.key, zh: entry.sourceZh, en: entry.sourceEn })}
              okText={t('productLanguages.reset.action')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, loading: reset.isPending, 'data-testid': 'lang-reset-ok' } as ButtonProps}
              onConfirm={() => resetEntry(entry)}
            >
              <Button type="link" size="small" danger data-testid={`lang-reset-${entry.key}`}>
                {t('productLanguages.reset.action')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <>
      <DataList<LanguageEntry>
        name={`productLanguages-${tab}`}
        query={query}
        columns={columns}
        rowKey="key"
        paging={paging}
        texts="productLanguages.list"
        filtered={keyword !== ''}
        testId="lang"
        loadFailed={{ showMessage: true }}
        filters={<KeywordSearch className={styles.search} placeholder={t('productLanguages.list.search')} onSearch={paging.firstPage(setKeyword)} testId={`lang-search-${tab}`} />}
      />
      <LanguageEditModal productId={productId} entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}
