import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Col, Drawer, Flex, Form, Input, InputNumber, List, Radio, Row, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ENUM_VALUES_MAX,
  FAULT_BITS_MAX,
  FUNCTION_DESCRIPTION_MAX_LENGTH,
  FUNCTION_IDENTIFIER_MAX_LENGTH,
  FUNCTION_NAME_MAX_LENGTH,
  FUNCTION_UNIT_MAX_LENGTH,
  FUNCTIONS_PER_SAVE_MAX,
} from '@iotc/shared';
import {
  DATA_TYPES,
  type FunctionDefinition,
  FunctionKind,
  type ModelProblem,
  type ProductFunction,
  RW_FLAGS,
} from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import { ApiError } from '@/lib/request';
import { useAddFunctions, useEditFunction } from '../hooks';
import { checkForm, formValuesOf, newFormValues, samePath, type EnumRow, type FormValues, type Taken } from '../formValues';
import { dataTypeLabel, kindLabel, rwFlagLabel } from '../labels';
import { fieldProblemText, nextFreeDpId, problemText, problemsOf } from '../model';
import styles from './functions.module.css';

export type FunctionFormTarget = { mode: 'create' } | { mode: 'edit'; fn: ProductFunction };

interface FunctionFormProps {
  product: ProductDetail;
  /** The product's functions: DP IDs and identifiers must not collide with them. */
  functions: readonly ProductFunction[];
  target: FunctionFormTarget;
  onClose(): void;
}

type Path = (string | number)[];

interface Refusal {
  msg: string;
  problems: ModelProblem[];
  /** The functions the refused save sent: a problem's index points into them. */
  sent: readonly FunctionDefinition[];
}

const ENUM_PATH: Path = ['spec', 'enum', 'enumValues'];
const FAULT_PATH: Path = ['spec', 'fault', 'faultBits'];

/**
 * Adds custom functions (several in one save: "Add another" keeps the checked one as a draft, Save
 * sends the drafts and the form, at most 10) or edits one function. A standard or advanced function
 * keeps its DP ID and identifier. Every field is checked with the shared rules as it is typed, and
 * the server's refusal is shown in the drawer.
 */
export function FunctionForm({ product, functions, target, onClose }: FunctionFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [open, setOpen] = useState(true);
  const [drafts, setDrafts] = useState<FunctionDefinition[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Problems the form has no field for (shown above the buttons). */
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const add = useAddFunctions();
  const edit = useEditFunction();
  const editing = target.mode === 'edit' ? target.fn : null;
  const kind = editing?.kind ?? FunctionKind.Custom;
  const fixedKeys = editing !== null && editing.kind !== FunctionKind.Custom;
  const dataType = Form.useWatch('dataType', form) ?? editing?.dataType ?? 'value';
  const enumRows = Form.useWatch<(EnumRow | undefined)[] | undefined>(ENUM_PATH, form);

  const others = useMemo(() => functions.filter((fn) => fn.id !== editing?.id), [functions, editing]);
  const taken: Taken[] = useMemo(() => [...others, ...drafts], [others, drafts]);
  const takenRef = useRef(taken);
  takenRef.current = taken;
  const [initialValues] = useState(() => (editing ? formValuesOf(editing) : newFormValues(nextFreeDpId(functions.map((fn) => fn.dpId)))));

  const check = () => checkForm(form.getFieldsValue(true) as FormValues, kind, takenRef.current);
  /** The field's first problem under the field, in the current language. */
  const rule = (field: Path) => ({
    validator: async () => {
      const problem = check().problems.find((p) => samePath(p.field, field));
      if (problem) throw new Error(t(problem.key, problem.params));
    },
  });

  const close = () => setOpen(false);
  const saving = add.isPending || edit.isPending;
  const atLimit = drafts.length + 1 >= FUNCTIONS_PER_SAVE_MAX;

  /** Checks every field; the function when it passes, null (with the messages shown) when not. */
  const collect = async (): Promise<FunctionDefinition | null> => {
    const fieldsOk = await form.validateFields().then(
      () => true,
      () => false,
    );
    const result = check();
    const mounted = form.getFieldsError().map((f) => f.name);
    const rest = result.problems.filter((p) => !mounted.some((name) => samePath(name, p.field)));
    setUnplaced(rest.map((p) => fieldProblemText(p, t, (k) => i18n.exists(k))));
    return fieldsOk && result.value ? result.value : null;
  };

  const refused = (sent: readonly FunctionDefinition[]) => (error: unknown) => {
    if (!(error instanceof ApiError) || error.sessionLost) return;
    setRefusal({ msg: error.msg, problems: problemsOf(error.data) ?? [], sent });
  };

  const sendNew = (list: FunctionDefinition[]) => {
    setRefusal(null);
    add.mutate({ productId: product.id, functions: list }, { onSuccess: close, onError: refused(list) });
  };

  const save = async () => {
    if (editing) {
      const value = await collect();
      if (!value) return;
      setRefusal(null);
      // A standard or advanced function keeps what devices of its class rely on (its type fields are locked too).
      const body = fixedKeys ? { ...value, dpId: editing.dpId, identifier: editing.identifier } : value;
      edit.mutate({ productId: product.id, id: editing.id, ...body }, { onSuccess: close, onError: refused([body]) });
      return;
    }
    // With drafts waiting and nothing typed since, Save sends the drafts alone.
    if (drafts.length > 0 && !form.isFieldsTouched()) {
      sendNew(drafts);
      return;
    }
    const value = await collect();
    if (value) sendNew([...drafts, value]);
  };

  const addAnother = async () => {
    const value = await collect();
    if (!value) return;
    const next = [...drafts, value];
    setDrafts(next);
    setRefusal(null);
    form.resetFields();
    form.setFieldsValue({ dpId: nextFreeDpId([...functions, ...next].map((fn) => fn.dpId)) });
  };

  const onValuesChange = (changed: Partial<FormValues>) => {
    // A fault is only ever reported by the device.
    if (changed.dataType === 'fault') form.setFieldValue('rwFlag', 'ro');
    if (unplaced.length > 0) setUnplaced([]);
    // Rules across fields (max above min, unique enum values) are checked again on every change, at
    // the fields the user has typed in or that show a message; untouched fields stay quiet until Save.
    const again = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0 || form.isFieldTouched(field.name as never))
      .map((field) => field.name);
    if (again.length > 0) void form.validateFields(again).catch(() => undefined);
  };

  const title = editing ? t('functions.form.editTitle', { kind: kindLabel(t, editing.kind) }) : t('functions.form.addTitle');
  const batch = drafts.length + 1;

  return (
    <Drawer
      open={open}
      title={title}
      width="min(760px, 100vw)"
      onClose={close}
      afterOpenChange={(visible) => !visible && onClose()}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex wrap gap={8} justify="flex-end">
          <Button onClick={close}>{t('common.cancel')}</Button>
          {!editing && (
            <Tooltip title={atLimit ? t('functions.form.batchFull', { max: FUNCTIONS_PER_SAVE_MAX }) : t('functions.form.addAnotherHint')}>
              <Button icon={<PlusOutlined />} disabled={atLimit || saving} data-testid="func-save-next" onClick={() => void addAnother()}>
                {t('functions.form.addAnother')}
              </Button>
            </Tooltip>
          )}
          <Button type="primary" loading={saving} data-testid="func-save" onClick={() => void save()}>
            {!editing && drafts.length > 0 ? t('functions.form.saveCount', { count: batch }) : t('common.save')}
          </Button>
        </Flex>
      }
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          className={styles.formAlert}
          data-testid="func-form-error"
          message={refusal.msg}
          description={
            refusal.problems.length > 0 && (
              <ul className={styles.problemList}>
                {refusal.problems.map((p, i) => (
                  <li key={i}>{problemText(p, t, (k) => i18n.exists(k), (n) => refusal.sent[n]?.identifier)}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      {drafts.length > 0 && (
        <div className={styles.drafts} data-testid="func-drafts">
          <Typography.Text type="secondary">{t('functions.form.draftsTitle', { count: drafts.length, max: FUNCTIONS_PER_SAVE_MAX })}</Typography.Text>
          <List
            size="small"
            dataSource={drafts}
            rowKey="identifier"
            renderItem={(draft, index) => (
              <List.Item
                data-testid={`func-draft-${draft.identifier}`}
                actions={[
                  <Button
                    key="remove"
                    type="link"
                    size="small"
                    danger
                    data-testid={`func-draft-remove-${index}`}
                    onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
                  >
                    {t('functions.form.removeDraft')}
                  </Button>,
                ]}
              >
                <Space wrap size={4}>
                  <Tag>{draft.dpId}</Tag>
                  <span>{draft.name}</span>
                  <Typography.Text code>{draft.identifier}</Typography.Text>
                  <Typography.Text type="secondary">{dataTypeLabel(t, draft.dataType)}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </div>
      )}
      <Form<FormValues> form={form} layout="vertical" name="function" data-testid="func-form" initialValues={initialValues} onValuesChange={onValuesChange}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="dpId"
              label={t('functions.field.dpId')}
              required
              rules={[rule(['dpId'])]}
              extra={fixedKeys ? t('functions.form.keysFixed') : t('functions.form.dpIdHint')}
            >
              <InputNumber className={styles.full} precision={0} disabled={fixedKeys} data-testid="func-dpId" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('functions.field.name')} required rules={[rule(['name'])]} extra={t('functions.form.nameHint')}>
              <Input maxLength={FUNCTION_NAME_MAX_LENGTH} data-testid="func-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="identifier" label={t('functions.field.identifier')} required rules={[rule(['identifier'])]} extra={t('functions.form.identifierHint')}>
              <Input maxLength={FUNCTION_IDENTIFIER_MAX_LENGTH} disabled={fixedKeys} data-testid="func-identifier" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dataType" label={t('functions.field.dataType')} required rules={[rule(['dataType'])]}>
              <Select
                data-testid="func-dataType"
                disabled={fixedKeys}
                options={DATA_TYPES.map((type) => ({ value: type, label: dataTypeLabel(t, type) }))}
                optionRender={(option) => <span data-testid={`func-dataType-option-${String(option.value)}`}>{option.label}</span>}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="rwFlag"
              label={t('functions.field.rwFlag')}
              required
              rules={[rule(['rwFlag'])]}
              extra={dataType === 'fault' ? t('validation.functionFaultReportOnly') : undefined}
            >
              <Select
                data-testid="func-rwFlag"
                disabled={fixedKeys || dataType === 'fault'}
                options={RW_FLAGS.map((flag) => ({ value: flag, label: rwFlagLabel(t, flag) }))}
                optionRender={(option) => <span data-testid={`func-rwFlag-option-${String(option.value)}`}>{option.label}</span>}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="required" label={t('functions.field.required')} valuePropName="checked" extra={t('functions.form.requiredHint')}>
              <Switch data-testid="func-required" />
            </Form.Item>
          </Col>
        </Row>

        <div className={styles.specBox}>
          <Typography.Text strong className={styles.specTitle}>
            {t('functions.form.properties', { type: dataTypeLabel(t, dataType) })}
          </Typography.Text>
          {dataType === 'value' && (
            <Row gutter={16} key="value">
              {(['min', 'max', 'step'] as const).map((field) => (
                <Col xs={12} sm={8} key={field}>
                  <Form.Item name={['spec', 'value', field]} label={t(`functions.field.${field}`)} required rules={[rule(['spec', 'value', field])]}>
                    <InputNumber className={styles.full} precision={0} data-testid={`func-value-${field}`} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={12} sm={8}>
                <Form.Item
                  name={['spec', 'value', 'multiple']}
                  label={t('functions.field.multiple')}
                  rules={[rule(['spec', 'value', 'multiple'])]}
                  tooltip={t('functions.form.multipleHint')}
                >
                  <Select data-testid="func-value-multiple" options={[0, 1, 2, 3].map((m) => ({ value: m, label: String(m) }))} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name={['spec', 'value', 'unit']} label={t('functions.field.unit')} rules={[rule(['spec', 'value', 'unit'])]}>
                  <Input maxLength={FUNCTION_UNIT_MAX_LENGTH} data-testid="func-value-unit" />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name={['spec', 'value', 'defaultValue']} label={t('functions.field.defaultValue')} rules={[rule(['spec', 'value', 'defaultValue'])]}>
                  <InputNumber className={styles.full} precision={0} data-testid="func-value-default" />
                </Form.Item>
              </Col>
            </Row>
          )}

          {dataType === 'enum' && (
            <Form.List name={ENUM_PATH} rules={[rule(ENUM_PATH)]}>
              {(fields, { add: addRow, remove }, { errors }) => (
                <div key="enum">
                  {fields.map((field, index) => (
                    <Row gutter={8} key={field.key} className={styles.listRow} align="top">
                      <Col xs={24} sm={7}>
                        <Form.Item name={[field.name, 'value']} rules={[rule([...ENUM_PATH, index, 'value'])]} required>
                          <Input placeholder={t('functions.field.enumValue')} maxLength={FUNCTION_IDENTIFIER_MAX_LENGTH} data-testid={`func-enum-value-${index}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} sm={7}>
                        <Form.Item name={[field.name, 'name']} rules={[rule([...ENUM_PATH, index, 'name'])]} required>
                          <Input placeholder={t('functions.field.enumName')} maxLength={FUNCTION_NAME_MAX_LENGTH} data-testid={`func-enum-name-${index}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={20} sm={8}>
                        <Form.Item name={[field.name, 'description']} rules={[rule([...ENUM_PATH, index, 'description'])]} required>
                          <Input placeholder={t('functions.field.enumDescription')} maxLength={FUNCTION_DESCRIPTION_MAX_LENGTH} data-testid={`func-enum-desc-${index}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={4} sm={2}>
                        <RemoveRowButton disabled={fields.length <= 1} testId={`func-enum-remove-${index}`} onClick={() => remove(field.name)} />
                      </Col>
                    </Row>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <AddRowButton disabled={fields.length >= ENUM_VALUES_MAX} testId="func-enum-add" onClick={() => addRow({ value: '', name: '', description: '' })}>
                    {t('functions.form.addEnumValue', { count: fields.length, max: ENUM_VALUES_MAX })}
                  </AddRowButton>
                  <Form.Item
                    name={['spec', 'enum', 'defaultValue']}
                    label={t('functions.field.defaultValue')}
                    rules={[rule(['spec', 'enum', 'defaultValue'])]}
                    className={styles.afterList}
                  >
                    <Select
                      allowClear
                      data-testid="func-enum-default"
                      placeholder={t('functions.form.noDefault')}
                      options={[...new Set((enumRows ?? []).map((row) => row?.value?.trim()).filter((v): v is string => Boolean(v)))].map((v) => ({
                        value: v,
                        label: v,
                      }))}
                    />
                  </Form.Item>
                </div>
              )}
            </Form.List>
          )}

          {(dataType === 'string' || dataType === 'raw') && (
            <Row gutter={16} key={dataType}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={['spec', dataType, 'maxLength']}
                  label={t('functions.field.maxLength')}
                  required
                  rules={[rule(['spec', dataType, 'maxLength'])]}
                  extra={t('functions.form.maxLengthHint')}
                >
                  <InputNumber className={styles.full} precision={0} suffix={t('functions.form.bytes')} data-testid={`func-${dataType}-maxLength`} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={['spec', dataType, 'defaultValue']}
                  label={t('functions.field.defaultValue')}
                  rules={[rule(['spec', dataType, 'defaultValue'])]}
                  extra={dataType === 'raw' ? t('functions.form.rawHint') : undefined}
                >
                  <Input placeholder={dataType === 'raw' ? '0A1B' : undefined} data-testid={`func-${dataType}-default`} />
                </Form.Item>
              </Col>
            </Row>
          )}

          {dataType === 'fault' && (
            <Form.List name={FAULT_PATH} rules={[rule(FAULT_PATH)]}>
              {(fields, { add: addRow, remove }, { errors }) => (
                <div key="fault">
                  {fields.map((field, index) => (
                    <Row gutter={8} key={field.key} className={styles.listRow} align="top">
                      <Col xs={4} sm={2} className={styles.bitNo}>
                        <Typography.Text type="secondary">{t('functions.form.bit', { n: index })}</Typography.Text>
                      </Col>
                      <Col xs={20} sm={9}>
                        <Form.Item name={[field.name, 'name']} rules={[rule([...FAULT_PATH, index, 'name'])]} required>
                          <Input placeholder={t('functions.field.faultName')} maxLength={FUNCTION_NAME_MAX_LENGTH} data-testid={`func-fault-name-${index}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={20} sm={11}>
                        <Form.Item name={[field.name, 'description']} rules={[rule([...FAULT_PATH, index, 'description'])]}>
                          <Input placeholder={t('functions.field.faultDescription')} maxLength={FUNCTION_DESCRIPTION_MAX_LENGTH} data-testid={`func-fault-desc-${index}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={4} sm={2}>
                        <RemoveRowButton disabled={fields.length <= 1} testId={`func-fault-remove-${index}`} onClick={() => remove(field.name)} />
                      </Col>
                    </Row>
                  ))}
                  <Form.ErrorList errors={errors} />
                  {fields.length >= FAULT_BITS_MAX && (
                    <Typography.Text type="warning" data-testid="func-fault-limit">
                      {t('validation.functionFaultBits')}
                    </Typography.Text>
                  )}
                  <AddRowButton disabled={fields.length >= FAULT_BITS_MAX} testId="func-fault-add" onClick={() => addRow({ name: '', description: '' })}>
                    {t('functions.form.addFaultBit', { count: fields.length, max: FAULT_BITS_MAX })}
                  </AddRowButton>
                </div>
              )}
            </Form.List>
          )}

          {dataType === 'bool' && (
            <Form.Item name={['spec', 'bool', 'defaultValue']} label={t('functions.field.defaultValue')} key="bool">
              <Radio.Group
                optionType="button"
                data-testid="func-bool-default"
                options={[
                  { value: null, label: t('functions.form.noDefault') },
                  { value: true, label: t('functions.bool.true') },
                  { value: false, label: t('functions.bool.false') },
                ]}
              />
            </Form.Item>
          )}
        </div>

        <Form.Item name="description" label={t('functions.field.description')} rules={[rule(['description'])]}>
          <Input.TextArea rows={2} maxLength={FUNCTION_DESCRIPTION_MAX_LENGTH} showCount data-testid="func-description" />
        </Form.Item>
      </Form>
      {unplaced.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="func-form-problems"
          message={
            <ul className={styles.problemList}>
              {unplaced.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      {!editing && <Typography.Paragraph type="secondary">{t('functions.form.batchHint', { max: FUNCTIONS_PER_SAVE_MAX })}</Typography.Paragraph>}
    </Drawer>
  );
}

/** The remove button of an enum-value or fault-bit row; the last row stays. */
function RemoveRowButton({ disabled, testId, onClick }: { disabled: boolean; testId: string; onClick: () => void }) {
  const { t } = useTranslation();
  return <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('functions.form.removeRow')} disabled={disabled} data-testid={testId} onClick={onClick} />;
}

/** The add button under the enum-value or fault-bit rows, saying how many there are of the most. */
function AddRowButton({ disabled, testId, onClick, children }: { disabled: boolean; testId: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="dashed" block icon={<PlusOutlined />} disabled={disabled} data-testid={testId} onClick={onClick}>
      {children}
    </Button>
  );
}
