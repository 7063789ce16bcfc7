import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE, issueMessages } from '@iotc/shared';
import {
  addDebugDeviceBody,
  batchAddDebugDeviceBody,
  type RegionServerId,
  splitDeviceIds,
} from '@iotc/shared/debugDevices';
import { useBindableApps } from '@/features/apps/hooks';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { useAddDebugDevice, useBatchAddDebugDevices } from '../hooks';
import { AppAccountField } from './AppAccountField';
import { regionOptions } from './regions';
import styles from './debugDevices.module.css';

type Mode = 'single' | 'batch';

interface Values {
  mode: Mode;
  appId?: string;
  regionServerId?: RegionServerId;
  userAccount?: string;
  did?: string;
  count?: number;
  didsText?: string;
}

/** Where a problem of the shared schema shows in the form (the IDs are typed into one box). */
const FORM_FIELD: Record<string, keyof Values> = { dids: 'didsText' };

interface CreateDebugDeviceModalProps {
  open: boolean;
  productId: string;
  onClose(): void;
}

/**
 * Binds real devices of the product to an App account for debugging: one device, or a batch of
 * `count` device IDs. The form is checked with the shared schemas before it calls; the batch limit of the
 * space owner's account type is the server's answer.
 */
export function CreateDebugDeviceModal({ open, productId, onClose }: CreateDebugDeviceModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'single';
  const appId = Form.useWatch('appId', form);
  const apps = useBindableApps(open ? productId : null);
  const addOne = useAddDebugDevice();
  const addBatch = useBatchAddDebugDevices();
  const required = [{ required: true, message: t('validation.required') }];

  const submit = async (values: Values) => {
    const binding = { productId, appId: values.appId, regionServerId: values.regionServerId, userAccount: values.userAccount };
    const body =
      values.mode === 'batch' ? { ...binding, count: values.count, dids: splitDeviceIds(values.didsText ?? '') } : { ...binding, did: values.did };
    const parsed = (values.mode === 'batch' ? batchAddDebugDeviceBody : addDebugDeviceBody).safeParse(body);
    if (!parsed.success) {
      form.setFields(
        issueMessages(parsed.error).map((issue) => {
          const field = String(issue.path[0] ?? 'did');
          return { name: FORM_FIELD[field] ?? (field as keyof Values), errors: [t(issue.key, issue.params)] };
        }),
      );
      return;
    }
    const added =
      values.mode === 'batch'
        ? await addBatch.mutateAsync(batchAddDebugDeviceBody.parse(body)).catch(() => null)
        : await addOne.mutateAsync(addDebugDeviceBody.parse(body)).then((device) => [device]).catch(() => null);
    if (!added) return;
    toast.success(t('debugDevices.real.created', { count: added.length }));
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('debugDevices.real.createTitle')}
      intro={t('debugDevices.real.hint')}
      form={form}
      name="debugDevice"
      initialValues={{ mode: 'single' }}
      saving={addOne.isPending || addBatch.isPending}
      okText={t('debugDevices.real.createOk')}
      submitTestId="debug-real-create-ok"
      maskClosable
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
        <Form.Item name="mode" label={t('debugDevices.real.mode')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'single', label: t('debugDevices.real.single') },
              { value: 'batch', label: t('debugDevices.real.batch') },
            ]}
            data-testid="debug-real-mode"
          />
        </Form.Item>
        <Form.Item name="appId" label={t('debugDevices.column.app')} rules={required}>
          <Select<string>
            showSearch
            optionFilterProp="label"
            loading={apps.isPending && open}
            placeholder={t('debugDevices.real.appPlaceholder')}
            notFoundContent={t('debugDevices.real.noApps')}
            options={(apps.data ?? []).map((app) => ({ value: app.id, label: app.name }))}
            onChange={() => form.setFieldValue('userAccount', undefined)}
            data-testid="debug-app"
          />
        </Form.Item>
        <Form.Item name="regionServerId" label={t('debugDevices.column.region')} rules={required}>
          <Select<RegionServerId> options={regionOptions()} placeholder={t('debugDevices.real.regionPlaceholder')} data-testid="debug-region" />
        </Form.Item>
        <Form.Item name="userAccount" label={t('debugDevices.column.account')} rules={required} extra={t('debugDevices.account.rule')}>
          <AppAccountField appId={appId} />
        </Form.Item>
        {mode === 'single' ? (
          <Form.Item name="did" label={t('debugDevices.column.did')} rules={required}>
            <Input placeholder={t('debugDevices.real.didPlaceholder')} data-testid="debug-did" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="count"
              label={t('debugDevices.real.count')}
              rules={required}
              extra={t('debugDevices.real.batchLimit', {
                personal: DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE[0],
                enterprise: DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE[1],
                certified: DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE[2],
              })}
            >
              <InputNumber min={1} precision={0} className={styles.fullWidth} data-testid="debug-count" />
            </Form.Item>
            <Form.Item name="didsText" label={t('debugDevices.real.dids')} rules={required}>
              <Input.TextArea rows={5} placeholder={t('debugDevices.real.didsPlaceholder')} data-testid="debug-dids" />
            </Form.Item>
          </>
        )}
    </FormModal>
  );
}
