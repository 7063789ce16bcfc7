import { AutoComplete, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminStatus, lengthRange, TEXT_MAX_LENGTH, textSchema } from '@iotc/shared';
import { type AdminDict, type AdminDictBody, dictTypeSchema } from '@iotc/shared/dictionary';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { useDictTypes, useSaveDict } from '../hooks';

const typeRule = zodRule(dictTypeSchema);
const textRule = zodRule(lengthRange(1, 100));
const remarkRule = zodRule(textSchema.optional(), { required: false });

export type DictFormTarget = { mode: 'create'; dictType: string } | { mode: 'edit'; entry: AdminDict };

/** Add or edit a dictionary entry: type, labels in both languages, value, order, status and remark. */
export function DictForm({ target, onClose }: { target: DictFormTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminDictBody>();
  const save = useSaveDict();
  const types = useDictTypes();
  const entry = target?.mode === 'edit' ? target.entry : null;

  const submit = (values: AdminDictBody) =>
    save.mutate({ body: { ...values, remark: values.remark ?? '' }, id: entry?.id ?? null }, { onSuccess: onClose });

  const initialValues: Partial<AdminDictBody> = entry
    ? { ...entry }
    : { dictType: target?.mode === 'create' ? target.dictType : '', sort: 0, status: AdminStatus.Normal };

  return (
    <FormModal<AdminDictBody>
      open={target !== null}
      title={entry ? t('dictionary.form.editTitle') : t('dictionary.form.addTitle')}
      width={640}
      form={form}
      name="dict"
      initialValues={initialValues}
      saving={save.isPending}
      submitTestId="dict-form-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="dictType" label={t('dictionary.field.dictType')} rules={[typeRule]} extra={t('dictionary.hint.dictType')}>
            <AutoComplete
              maxLength={100}
              options={(types.data ?? []).map((type) => ({ value: type.dictType }))}
              filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dictValue" label={t('dictionary.field.dictValue')} rules={[textRule]} extra={t('dictionary.hint.dictValue')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dictLabel" label={t('dictionary.field.dictLabel')} rules={[textRule]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dictLabelEn" label={t('dictionary.field.dictLabelEn')} rules={[textRule]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('dictionary.field.sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('dictionary.field.status')} extra={t('dictionary.hint.status')}>
            <Radio.Group
              options={[
                { value: AdminStatus.Normal, label: t('dictionary.status.normal') },
                { value: AdminStatus.Disabled, label: t('dictionary.status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('dictionary.field.remark')} rules={[remarkRule]}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX_LENGTH} showCount />
      </Form.Item>
    </FormModal>
  );
}
