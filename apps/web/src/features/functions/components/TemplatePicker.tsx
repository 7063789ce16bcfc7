import { useState } from 'react';
import { Alert, Checkbox, Empty, Modal, Spin, Table, Tag, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUNCTIONS_PER_SAVE_MAX } from '@iotc/shared';
import { FunctionKind, type FunctionTemplate } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import { LoadFailed } from '@/components/LoadFailed';
import { currentLanguage } from '@/lib/i18n';
import { useAddStandardFunctions, useFunctionTemplates } from '../hooks';
import { dataTypeLabel, rwFlagLabel, specSummary } from '../labels';
import styles from './functions.module.css';

type TemplateKind = typeof FunctionKind.Standard | typeof FunctionKind.Advanced;

interface TemplatePickerProps {
  product: ProductDetail;
  kind: TemplateKind;
  onClose(): void;
}

/** A template's name in the current language. */
export function templateName(template: Pick<FunctionTemplate, 'name' | 'nameEn'>): string {
  return currentLanguage === 'en-US' && template.nameEn ? template.nameEn : template.name;
}

/**
 * Picks standard functions of the product's class, or the platform's advanced functions, to add.
 * Those already in the product are shown checked and cannot be picked again; at most 10 per save.
 */
export function TemplatePicker({ product, kind, onClose }: TemplatePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const templates = useFunctionTemplates(product.id, kind, true);
  const add = useAddStandardFunctions();
  const prefix = kind === FunctionKind.Standard ? 'func-standard' : 'func-advanced';
  const full = picked.length >= FUNCTIONS_PER_SAVE_MAX;

  const toggle = (id: string, on: boolean) => setPicked((list) => (on ? [...list, id] : list.filter((x) => x !== id)));

  const columns: TableColumnsType<FunctionTemplate> = [
      {
        key: 'pick',
        width: 48,
        render: (_, row) => {
          const checked = row.added || picked.includes(row.id);
          return (
            <Checkbox
              checked={checked}
              disabled={row.added || (full && !checked)}
              aria-label={templateName(row)}
              data-testid={`${prefix}-option-${row.identifier}`}
              onChange={(e) => toggle(row.id, e.target.checked)}
            />
          );
        },
      },
      { title: t('functions.column.dpId'), dataIndex: 'dpId', width: 72 },
      {
        title: t('functions.column.name'),
        key: 'name',
        render: (_, row) => (
          <>
            {templateName(row)}
            {row.added && (
              <Tag style={{ marginInlineStart: 6 }}>
                {t('functions.picker.added')}
              </Tag>
            )}
          </>
        ),
      },
      { title: t('functions.column.identifier'), dataIndex: 'identifier', render: (v: string) => <span className={styles.identifier}>{v}</span> },
      { title: t('functions.column.dataType'), key: 'dataType', render: (_, row) => dataTypeLabel(t, row.dataType) },
      { title: t('functions.column.rwFlag'), key: 'rwFlag', render: (_, row) => rwFlagLabel(t, row.rwFlag) },
      { title: t('functions.column.properties'), key: 'spec', render: (_, row) => <span className={styles.summary}>{specSummary(t, row)}</span> },
  ];

  const save = () => {
    add.mutate({ productId: product.id, templateIds: picked }, { onSuccess: () => setOpen(false) });
  };

  const list = templates.data ?? [];
  const addable = list.filter((row) => !row.added).length;
  const title = kind === FunctionKind.Standard ? t('functions.picker.standardTitle') : t('functions.picker.advancedTitle');

  return (
    <Modal
      open={open}
      title={title}
      width={880}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      okText={picked.length > 0 ? t('functions.picker.addCount', { count: picked.length }) : t('common.add')}
      cancelText={t('common.cancel')}
      onOk={save}
      okButtonProps={{ disabled: picked.length === 0, loading: add.isPending, 'data-testid': `${prefix}-save` } as ButtonProps}
      destroyOnHidden
    >
      <div data-testid={`${prefix}-modal`}>
        <Typography.Paragraph type="secondary">
          {kind === FunctionKind.Standard
            ? t('functions.picker.standardHint', { category: currentLanguage === 'en-US' ? product.productTypeNameEn || product.productTypeName : product.productTypeName })
            : t('functions.picker.advancedHint')}
        </Typography.Paragraph>
        {full && <Alert type="info" showIcon className={styles.formAlert} message={t('validation.functionPerSaveLimit')} />}
        {templates.isPending ? (
          <Spin>
            <div style={{ height: 120 }} />
          </Spin>
        ) : templates.isError ? (
          <LoadFailed title={t('functions.picker.loadFailed')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
        ) : list.length === 0 ? (
          <Empty description={kind === FunctionKind.Standard ? t('functions.picker.emptyStandard') : t('functions.picker.emptyAdvanced')} />
        ) : (
          <>
            {addable === 0 && <Alert type="success" showIcon className={styles.formAlert} message={t('functions.picker.allAdded')} />}
            <Table<FunctionTemplate>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={list}
              pagination={false}
              scroll={{ x: 'max-content', y: 420 }}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
