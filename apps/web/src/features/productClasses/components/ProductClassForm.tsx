import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { lengthRange } from '@iotc/shared';
import type { ProductClass, ProductClassInput } from '@iotc/shared/productClasses';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { useSaveProductClass } from '../hooks';

const nameRule = zodRule(lengthRange(1, 50));

/** Add a top-level class, add a sub-class under `parent`, or edit a class. */
export type ProductClassFormTarget = { mode: 'create'; parent: ProductClass | null } | { mode: 'edit'; productClass: ProductClass };

interface FormValues {
  nameZh: string;
  nameEn: string;
  parentId?: string | null;
  sort: number;
}

/** The "add class" and "edit class" views: both names, the parent (classes have two levels) and the order. */
export function ProductClassForm({ target, topLevel, onClose }: { target: ProductClassFormTarget | null; topLevel: readonly ProductClass[]; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveProductClass();
  const editing = target?.mode === 'edit' ? target.productClass : null;
  // A class with sub-classes stays top-level: a third level does not exist.
  const hasChildren = (editing?.children.length ?? 0) > 0;

  const initialValues: Partial<FormValues> = editing
    ? { nameZh: editing.nameZh, nameEn: editing.nameEn, parentId: editing.parentId, sort: editing.sort }
    : { parentId: target?.mode === 'create' ? (target.parent?.id ?? null) : null, sort: 0 };

  const submit = (values: FormValues) => {
    const body: ProductClassInput = { nameZh: values.nameZh.trim(), nameEn: values.nameEn.trim(), parentId: values.parentId ?? null, sort: values.sort ?? 0 };
    save.mutate({ body, id: editing?.id ?? null }, { onSuccess: onClose });
  };

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={editing ? t('productClasses.form.editTitle') : t('productClasses.form.addTitle')}
      width={600}
      form={form}
      name="productClass"
      initialValues={initialValues}
      saving={save.isPending}
      submitTestId="class-form-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="nameZh" label={t('productClasses.field.nameZh')} rules={[nameRule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="nameEn" label={t('productClasses.field.nameEn')} rules={[nameRule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name="parentId"
            label={t('productClasses.field.parent')}
            extra={hasChildren ? t('productClasses.hint.hasChildren') : t('productClasses.hint.parent')}
          >
            <Select
              allowClear
              disabled={hasChildren}
              placeholder={t('productClasses.topLevel')}
              data-testid="class-parent"
              options={topLevel.filter((c) => c.id !== editing?.id).map((c) => ({ value: c.id, label: `${c.nameZh} / ${c.nameEn}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="sort" label={t('productClasses.field.sort')} extra={t('productClasses.hint.sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
