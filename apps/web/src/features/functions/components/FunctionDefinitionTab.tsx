import { useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Segmented, Typography, type ButtonProps } from 'antd';
import { AppstoreAddOutlined, CopyOutlined, DownloadOutlined, PlusOutlined, RedoOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FUNCTIONS_PER_SAVE_MAX, Perm } from '@iotc/shared';
import { FUNCTION_KINDS, FunctionKind, type ProductFunction } from '@iotc/shared/functions';
import { useLocalizedFunctions } from '@/features/productLanguages/hooks';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { LoadFailed } from '@/components/LoadFailed';
import { confirm, toast } from '@/lib/feedback';
import { usePermission } from '@/lib/permission';
import { useDeleteFunctions, useProductFunctions, useResetStandardFunctions } from '../hooks';
import { kindLabel } from '../labels';
import { modelFileName, saveTextFile, thingModelOf } from '../model';
import { FunctionForm, type FunctionFormTarget } from './FunctionForm';
import { FunctionTable } from './FunctionTable';
import { ModelImport } from './ModelImport';
import { TemplatePicker } from './TemplatePicker';
import styles from './functions.module.css';

type View = 'table' | 'json';
type KindFilter = 'all' | FunctionKind;
type PickerKind = typeof FunctionKind.Standard | typeof FunctionKind.Advanced;

/** A function matches by its name as shown or as stored, its identifier or its DP ID. */
function matches(fn: ProductFunction, storedName: string, keyword: string): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return [fn.name, storedName, fn.identifier, String(fn.dpId)].some((text) => text.toLowerCase().includes(k));
}

/**
 * The function-definition tab: the product's thing model as a table or as JSON, with the standard,
 * advanced and custom functions added, edited and deleted here, and the whole model exported and
 * imported. A published product shows the model read-only (export and JSON stay). The table shows the
 * names in the product's texts of the console's language (its language entries); the edit form, the JSON
 * and the export keep the stored ones.
 */
export function FunctionDefinitionTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit);
  const editable = !readOnly && canEdit;
  const model = useProductFunctions(product.id);
  const remove = useDeleteFunctions();
  const reset = useResetStandardFunctions();
  const [view, setView] = useState<View>('table');
  const [kind, setKind] = useState<KindFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState<{ target: FunctionFormTarget; n: number } | null>(null);
  const [picker, setPicker] = useState<{ kind: PickerKind; n: number } | null>(null);

  const functions = useMemo(() => model.data ?? [], [model.data]);
  const localized = useLocalizedFunctions(product.id, model.data);
  const stored = useMemo(() => new Map(functions.map((fn) => [fn.id, fn])), [functions]);
  const shown = useMemo(
    () => localized.filter((fn) => (kind === 'all' || fn.kind === kind) && matches(fn, stored.get(fn.id)?.name ?? fn.name, keyword)),
    [localized, stored, kind, keyword],
  );
  const thingModel = useMemo(() => thingModelOf(product.productKey, functions), [product.productKey, functions]);
  const json = useMemo(() => JSON.stringify(thingModel, null, 2), [thingModel]);
  // A selection of functions that have gone (deleted elsewhere) is dropped.
  const liveSelected = selected.filter((id) => functions.some((fn) => fn.id === id));

  const [opened, setOpened] = useState(0);
  const openForm = (target: FunctionFormTarget) => {
    setOpened(opened + 1);
    setForm({ target, n: opened + 1 });
  };
  const openPicker = (kind: PickerKind) => {
    setOpened(opened + 1);
    setPicker({ kind, n: opened + 1 });
  };
  const deleteIds = (ids: string[]) =>
    remove.mutateAsync({ productId: product.id, ids }).then(() => setSelected((list) => list.filter((id) => !ids.includes(id))));

  const askReset = () =>
    confirm({
      title: t('functions.reset.title'),
      content: t('functions.reset.text', { category: product.productTypeName }),
      okText: t('functions.reset.ok'),
      okButtonProps: { danger: true, 'data-testid': 'func-reset-ok' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => reset.mutateAsync(product.id),
    });

  const exportModel = () => saveTextFile(`${json}\n`, modelFileName(product.productKey));

  const copyJson = () =>
    navigator.clipboard.writeText(json).then(
      () => toast.success(t('functions.json.copied')),
      () => toast.error(t('functions.json.copyFailed')),
    );

  const count = (k: FunctionKind) => functions.filter((fn) => fn.kind === k).length;
  const kindOptions = [
    { value: 'all' as const, label: `${t('functions.filter.all')} (${functions.length})` },
    ...FUNCTION_KINDS.map((k) => ({ value: k, label: `${kindLabel(t, k)} (${count(k)})` })),
  ];

  if (model.isError && !model.data) {
    return <LoadFailed title={t('functions.loadFailed')} onRetry={() => void model.refetch()} retrying={model.isFetching} />;
  }

  const emptyText = functions.length === 0 ? (editable ? t('functions.table.emptyEditable') : t('functions.table.empty')) : t('functions.table.noMatch');

  return (
    <div data-testid="function-definition">
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          {editable && (
            <>
              <Button type="primary" icon={<AppstoreAddOutlined />} data-testid="func-add-standard" onClick={() => openPicker(FunctionKind.Standard)}>
                {t('functions.toolbar.addStandard')}
              </Button>
              <Button icon={<PlusOutlined />} data-testid="func-add-custom" disabled={model.isPending} onClick={() => openForm({ mode: 'create' })}>
                {t('functions.toolbar.addCustom')}
              </Button>
              <Button icon={<StarOutlined />} data-testid="func-add-advanced" onClick={() => openPicker(FunctionKind.Advanced)}>
                {t('functions.toolbar.addAdvanced')}
              </Button>
              <Button icon={<RedoOutlined />} data-testid="func-reset" onClick={askReset}>
                {t('functions.toolbar.reset')}
              </Button>
            </>
          )}
        </div>
        <div className={styles.toolbarGroup}>
          <Button icon={<DownloadOutlined />} data-testid="func-export" disabled={functions.length === 0} onClick={exportModel}>
            {t('functions.toolbar.export')}
          </Button>
          {editable && <ModelImport product={product} currentCount={functions.length} />}
          <Segmented<View>
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: <span data-testid="func-view-table">{t('functions.view.table')}</span> },
              { value: 'json', label: <span data-testid="func-view-json">{t('functions.view.json')}</span> },
            ]}
          />
        </div>
      </div>

      {readOnly && <Alert type="info" showIcon className={styles.formAlert} message={t('functions.readOnly')} data-testid="func-read-only" />}

      {view === 'table' ? (
        <>
          <div className={styles.filters}>
            <div className={styles.segmented}>
              <Segmented<KindFilter> value={kind} onChange={setKind} options={kindOptions} data-testid="func-kind-filter" />
            </div>
            <Input.Search
              allowClear
              className={styles.search}
              placeholder={t('functions.searchPlaceholder')}
              data-testid="func-search"
              onSearch={(text) => setKeyword(text.trim())}
              onChange={(e) => e.target.value === '' && setKeyword('')}
            />
          </div>
          {editable && liveSelected.length > 0 && (
            <div className={styles.selectionBar} data-testid="func-selection">
              <Typography.Text>{t('functions.table.selected', { count: liveSelected.length, max: FUNCTIONS_PER_SAVE_MAX })}</Typography.Text>
              <Popconfirm
                title={t('common.confirmDelete')}
                description={t('functions.table.deleteMany', { count: liveSelected.length })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'func-delete-selected-ok' } as ButtonProps}
                onConfirm={() => deleteIds(liveSelected).catch(() => undefined)}
              >
                <Button danger size="small" data-testid="func-delete-selected">
                  {t('functions.table.deleteSelected')}
                </Button>
              </Popconfirm>
              <Button size="small" type="link" onClick={() => setSelected([])}>
                {t('functions.table.clearSelection')}
              </Button>
            </div>
          )}
          <FunctionTable
            functions={shown}
            loading={model.isPending}
            editable={editable}
            selected={liveSelected}
            onSelect={setSelected}
            onEdit={(fn) => openForm({ mode: 'edit', fn: stored.get(fn.id) ?? fn })}
            onDelete={(fn) => deleteIds([fn.id])}
            deleting={remove.isPending}
            emptyText={emptyText}
          />
        </>
      ) : (
        <div>
          <div className={styles.jsonBar}>
            <Button icon={<CopyOutlined />} size="small" data-testid="func-json-copy" onClick={() => void copyJson()}>
              {t('functions.json.copy')}
            </Button>
          </div>
          <pre className={styles.json} data-testid="func-json">
            {json}
          </pre>
        </div>
      )}

      {/* A dialog that finishes closing after another one opened must not close the new one. */}
      {form && (
        <FunctionForm
          key={form.n}
          product={product}
          functions={functions}
          target={form.target}
          onClose={() => setForm((current) => (current?.n === form.n ? null : current))}
        />
      )}
      {picker && (
        <TemplatePicker
          key={`${picker.kind}-${picker.n}`}
          product={product}
          kind={picker.kind}
          onClose={() => setPicker((current) => (current?.n === picker.n ? null : current))}
        />
      )}
    </div>
  );
}
