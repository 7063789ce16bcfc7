import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Popconfirm, Tabs, Typography, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateValue } from '@iotc/shared';
import { OTA_WHITELIST_KINDS, otaWhitelistAddBody, type OtaWhitelistEntry, type OtaWhitelistKind } from '@iotc/shared/ota';
import { DataList, type DataListColumn } from '@/components/DataList';
import { DeleteAction } from '@/components/DeleteAction';
import { FormModal } from '@/components/FormModal';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { toast } from '@/lib/feedback';
import { formatTime, zoneTitle } from '@/lib/format';
import { t as translate } from '@/lib/i18n';
import styles from '../components/ota.module.css';
import { useAddWhitelist, useDeleteWhitelist, useWhitelist } from '../hooks';
import { linesOf } from '../releaseDraft';

interface AddValues {
  values: string;
}

/** The typed lines, checked by the shared rule of the add call. */
const linesRule = {
  validator: async (_rule: unknown, text: string | undefined) => {
    const problem = validateValue(otaWhitelistAddBody.shape.values, linesOf(text ?? ''));
    if (problem) throw new Error(translate(problem.key, problem.params));
  },
};

/** One kind of the product's whitelist: search, add many (one per line), delete one or the selected rows. */
function WhitelistPanel({ productId, kind }: { productId: string; kind: OtaWhitelistKind }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<AddValues>();
  const paging = usePaging();
  const query = useWhitelist({ productId, kind, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const add = useAddWhitelist();
  const remove = useDeleteWhitelist();

  const removeIds = (ids: string[]) =>
    remove.mutateAsync(ids).then(() => {
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      toast.success(t('ota.whitelist.deleted', { count: ids.length }));
    });

  const submit = ({ values }: AddValues) =>
    add.mutate(
      { productId, kind, values: linesOf(values) },
      {
        onSuccess: () => {
          toast.success(t('ota.whitelist.added'));
          setAdding(false);
        },
      },
    );

  const columns: DataListColumn<OtaWhitelistEntry>[] = [
    { key: 'value', title: t(`ota.whitelist.value.${kind}`), render: (_: unknown, entry) => <span className={styles.mono}>{entry.value}</span> },
    { key: 'createdAt', title: zoneTitle(t('ota.column.addedAt')), width: 180, render: (_: unknown, entry) => formatTime(entry.createdAt) },
    {
      key: 'actions',
      title: t('ota.column.actions'),
      width: 100,
      render: (_: unknown, entry) => (
        <DeleteAction
          description={t('ota.whitelist.deleteHint', { value: entry.value })}
          testId={`ota-whitelist-delete-${entry.value}`}
          confirmTestId="ota-whitelist-delete-confirm"
          onConfirm={() => removeIds([entry.id])}
        />
      ),
    },
  ];

  return (
    <>
      <DataList<OtaWhitelistEntry>
        name={`otaWhitelist-${kind}`}
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts={`ota.whitelist.${kind}`}
        filtered={Boolean(keyword)}
        testId="ota-whitelist"
        rowId={(entry) => entry.value}
        table={{ rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } }}
        filters={<KeywordSearch className={styles.filter} placeholder={t(`ota.whitelist.search.${kind}`)} onSearch={paging.firstPage(setKeyword)} testId="ota-whitelist-search" />}
        actions={
          <>
            <Popconfirm
              title={t('common.confirmDelete')}
              description={t('ota.whitelist.deleteSelected', { count: selected.length })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'ota-whitelist-batch-confirm' } as ButtonProps}
              disabled={selected.length === 0}
              onConfirm={() => removeIds(selected).catch(() => undefined)}
            >
              <Button danger disabled={selected.length === 0} data-testid="ota-whitelist-batch-delete">
                {t('ota.whitelist.batchDelete', { count: selected.length })}
              </Button>
            </Popconfirm>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="ota-whitelist-add">
              {t('ota.whitelist.add')}
            </Button>
          </>
        }
      />
      <FormModal<AddValues>
        open={adding}
        title={t(`ota.whitelist.addTitle.${kind}`)}
        form={form}
        name="otaWhitelistAdd"
        saving={add.isPending}
        submitTestId="ota-whitelist-add-submit"
        intro={t('ota.whitelist.addIntro')}
        onSubmit={submit}
        onClose={() => setAdding(false)}
      >
        <Form.Item name="values" label={t(`ota.whitelist.value.${kind}`)} required rules={[linesRule]}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} placeholder={t('ota.form.onePerLine')} data-testid="ota-whitelist-values" />
        </Form.Item>
      </FormModal>
    </>
  );
}

/**
 * /firmware/ota/whitelist/index: a product's whitelist (`?productId=`), the devices a release's verification
 * stage reaches — user accounts (their bound devices) and device ids.
 */
export default function OtaWhitelistPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const [kind, setKind] = useState<OtaWhitelistKind>('account');

  return (
    <Card className={styles.card} title={t('ota.whitelist.title')}>
      <Typography.Paragraph type="secondary">{t('ota.whitelist.intro')}</Typography.Paragraph>
      <ProductSelect
        className={styles.filter}
        value={productId}
        allowClear={false}
        placeholder={t('ota.form.productPlaceholder')}
        testId="ota-whitelist-product"
        onChange={(next) => setParams(next ? { productId: next } : {}, { replace: true })}
      />
      {productId ? (
        <Tabs
          activeKey={kind}
          onChange={(key) => setKind(key as OtaWhitelistKind)}
          items={OTA_WHITELIST_KINDS.map((k) => ({
            key: k,
            label: <span data-testid={`ota-whitelist-tab-${k}`}>{t(`ota.whitelist.kind.${k}`)}</span>,
            // One panel per product and kind: a new product starts with no search or selection.
            children: <WhitelistPanel key={`${productId}-${k}`} productId={productId} kind={k} />,
          }))}
        />
      ) : (
        <Empty className={styles.section} description={t('ota.whitelist.chooseProduct')} data-testid="ota-whitelist-no-product" />
      )}
    </Card>
  );
}
