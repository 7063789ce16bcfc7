import { Form, Input, InputNumber, Typography, type FormRule } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRIPLE_GENERATE_MAX, TRIPLE_SN_FILE_MAX_MB } from '@iotc/shared';
import type { JobInfo } from '@iotc/shared/jobs';
import { tripleGenerateFields } from '@iotc/shared/triples';
import { ProductSelect, useAllProducts } from '@/features/products/components/ProductSelect';
import { useQuota } from '@/features/dashboard/hooks';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { downloadSerialTemplate } from '../api';
import { useGenerateTriples } from '../hooks';
import { serialFileProblem } from '../serialFile';
import { SerialFilePicker } from './SerialFilePicker';

interface GenerateForm {
  productId?: string;
  count?: number | null;
  batch?: string;
  file?: File;
}

const countRule = zodRule(tripleGenerateFields.shape.count);
const batchRule = zodRule(tripleGenerateFields.shape.batch, { required: false });
const fileRule: FormRule = {
  required: true,
  validator: async (_rule, file: File | undefined) => {
    const problem = serialFileProblem(file);
    if (problem) throw new Error(problem);
  },
};

interface GenerateTriplesModalProps {
  open: boolean;
  onClose(): void;
  /** The generation job started; `label` names what it works on. */
  onStarted(job: JobInfo, label: string): void;
}

/**
 * Generate triples (spec 001 §5): product, count and the serial-number file (xlsx or csv, at most 10M)
 * are required, the batch optional; all checked here before the upload, and by the server again.
 */
export function GenerateTriplesModal({ open, onClose, onStarted }: GenerateTriplesModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GenerateForm>();
  const generate = useGenerateTriples();
  const quota = useQuota().data;
  const products = useAllProducts().data?.list ?? [];

  const quotaRule: FormRule = {
    validator: async (_rule, count: number | null | undefined) => {
      if (quota && typeof count === 'number' && count > quota.remaining) throw new Error(t('triples.quota.short', { remaining: quota.remaining }));
    },
  };

  const submit = async (values: GenerateForm) => {
    if (!values.productId || !values.file || typeof values.count !== 'number') return;
    const batch = values.batch?.trim() || undefined;
    const job = await generate.mutateAsync({ fields: { productId: values.productId, count: values.count, batch }, file: values.file }).catch(() => null);
    if (!job) return;
    const productName = products.find((product) => product.id === values.productId)?.name ?? values.productId;
    onStarted(job, [productName, batch].filter(Boolean).join(' / '));
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('triples.generate.title')}
      intro={t('triples.generate.countMatches')}
      form={form}
      name="tripleGenerate"
      saving={generate.isPending}
      okText={t('triples.generate.submit')}
      submitTestId="triple-generate-ok"
      cancelTestId="triple-generate-cancel"
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
        <Form.Item name="productId" label={t('triples.column.product')} rules={[{ required: true, message: t('triples.generate.productRequired') }]}>
          <ProductSelect allowClear={false} placeholder={t('triples.generate.productPlaceholder')} testId="triple-product" />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('triples.column.count')}
          validateFirst
          rules={[{ required: true, message: t('triples.generate.countRequired') }, countRule, quotaRule]}
          extra={quota && t('triples.generate.countHint', { remaining: quota.remaining.toLocaleString(), max: TRIPLE_GENERATE_MAX.toLocaleString() })}
        >
          <InputNumber<number> min={1} max={TRIPLE_GENERATE_MAX} precision={0} style={{ width: '100%' }} data-testid="triple-count" />
        </Form.Item>
        <Form.Item name="batch" label={t('triples.column.batch')} rules={[batchRule]}>
          <Input allowClear maxLength={64} placeholder={t('triples.generate.batchPlaceholder')} data-testid="triple-batch" />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('triples.generate.file')}
          rules={[fileRule]}
          extra={
            <>
              {t('triples.generate.fileHint', { maxMb: TRIPLE_SN_FILE_MAX_MB })}{' '}
              <Typography.Link onClick={() => void downloadSerialTemplate()} data-testid="serial-template">
                <DownloadOutlined /> {t('triples.generate.template')}
              </Typography.Link>
            </>
          }
        >
          <SerialFilePicker />
        </Form.Item>
    </FormModal>
  );
}
