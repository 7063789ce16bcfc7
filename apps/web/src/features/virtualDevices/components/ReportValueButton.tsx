import { useState } from 'react';
import { Button, Checkbox, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkDps, type Dps, type DpValue } from '@iotc/shared';
import type { DeviceDetail } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { useReportVirtualValue } from '../hooks';

/** What the form holds for a value: a value function's number as shown (scaled), the fault bits set by index. */
type Entered = DpValue | number[];

interface ReportForm {
  dpId?: number;
  value?: Entered;
}

type Translate = ReturnType<typeof useTranslation>['t'];

const factorOf = (fn: Extract<ProductFunction, { dataType: 'value' }>) => 10 ** fn.multiple;

/** The form's value of a device value (the last reported one, to start from). */
function enteredOf(fn: ProductFunction, value: DpValue | undefined): Entered | undefined {
  if (value === undefined) return undefined;
  if (fn.dataType === 'value' && typeof value === 'number') return value / factorOf(fn);
  if (fn.dataType === 'fault' && typeof value === 'number') return fn.faultBits.map((_bit, i) => i).filter((i) => (value & (1 << i)) !== 0);
  return value;
}

/** The value the device reports for what was entered: a number unscaled (rounded off float noise only), fault bits as their mask. */
function wireOf(fn: ProductFunction, entered: Entered): DpValue {
  if (fn.dataType === 'value' && typeof entered === 'number') return Math.round(entered * factorOf(fn) * 1e6) / 1e6;
  if (Array.isArray(entered)) return entered.reduce((mask, i) => mask | (1 << i), 0);
  return entered as DpValue;
}

/**
 * Why the device may not report this value (the thing model's check, as the server and the ingest make
 * it), in the user's language and the function's shown unit; null when it may.
 */
function problemOf(t: Translate, fn: ProductFunction, entered: Entered): string | null {
  const wire = wireOf(fn, entered);
  if (fn.dataType === 'value') {
    const factor = factorOf(fn);
    const shown = (n: string | number) => (typeof n === 'number' ? n / factor : n);
    // More decimals than the scale has: off every step.
    if (typeof wire === 'number' && !Number.isInteger(wire)) return t('device.problem.step', { step: fn.step / factor, value: entered as number });
    const [problem] = checkDps([fn], { [fn.dpId]: wire }, 'report');
    return problem ? t(problem.reason, Object.fromEntries(Object.entries(problem.params ?? {}).map(([k, v]) => [k, shown(v)]))) : null;
  }
  const [problem] = checkDps([fn], { [fn.dpId]: wire }, 'report');
  return problem ? t(problem.reason, problem.params) : null;
}

function ValueInput({ fn, ...props }: { fn: ProductFunction | undefined; value?: Entered; onChange?: (value: Entered | undefined) => void }) {
  const { t } = useTranslation();
  // The data point comes first.
  if (!fn) return <Input disabled placeholder={t('virtualDevices.report.dpFirst')} />;
  switch (fn.dataType) {
    case 'bool':
      return (
        <Select
          {...props}
          options={[
            { value: true, label: t('virtualDevices.report.true') },
            { value: false, label: t('virtualDevices.report.false') },
          ]}
          data-testid="report-bool"
        />
      );
    case 'value':
      return (
        <InputNumber
          value={typeof props.value === 'number' ? props.value : null}
          onChange={(v) => props.onChange?.(v ?? undefined)}
          style={{ width: '100%' }}
          step={fn.step / factorOf(fn)}
          addonAfter={fn.unit || undefined}
          data-testid="report-number"
        />
      );
    case 'enum':
      return <Select {...props} options={fn.enumValues.map((e) => ({ value: e.value, label: `${e.name} (${e.value})` }))} data-testid="report-enum" />;
    case 'string':
    case 'raw':
      return (
        <Input
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={(e) => props.onChange?.(e.target.value)}
          placeholder={fn.dataType === 'raw' ? t('virtualDevices.report.hex') : undefined}
          data-testid="report-text"
        />
      );
    case 'fault':
      return <Checkbox.Group value={Array.isArray(props.value) ? props.value : []} onChange={(bits) => props.onChange?.(bits)} options={fn.faultBits.map((bit, i) => ({ value: i, label: bit.name }))} data-testid="report-fault" />;
  }
}

interface ReportValueButtonProps {
  device: Pick<DeviceDetail, 'did' | 'productId'>;
  functions: readonly ProductFunction[];
  /** The device's last reported values, which the form starts from. */
  values: Dps;
  disabled: boolean;
}

/**
 * "Report a value" of a virtual device's debug page: the user chooses a data point and a value, checked
 * against the thing model, and the server has the device report it as a real device would.
 */
export function ReportValueButton({ device, functions, values, disabled }: ReportValueButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ReportForm>();
  const dpId = Form.useWatch('dpId', form);
  const report = useReportVirtualValue();
  // Send-only functions are never reported.
  const reportable = functions.filter((f) => f.rwFlag !== 'wo');
  const fn = reportable.find((f) => f.dpId === dpId);

  const valueRule: FormRule = {
    required: true,
    validator: async (_rule, entered: Entered | undefined | null) => {
      if (!fn) return;
      if (entered === undefined || entered === null) throw new Error(t('virtualDevices.report.valueRequired'));
      const problem = problemOf(t, fn, entered);
      if (problem) throw new Error(problem);
    },
  };

  const submit = async ({ dpId: chosen, value }: ReportForm) => {
    const target = reportable.find((f) => f.dpId === chosen);
    if (!target || value === undefined) return;
    const sent = await report.mutateAsync({ productId: device.productId, did: device.did, dpId: target.dpId, value: wireOf(target, value) }).then(
      () => true,
      () => false,
    );
    if (!sent) return;
    toast.success(t('virtualDevices.report.sent', { name: target.name }));
    setOpen(false);
  };

  return (
    <>
      <Button icon={<CloudUploadOutlined />} disabled={disabled || reportable.length === 0} onClick={() => setOpen(true)} data-testid="debug-report">
        {t('virtualDevices.report.action')}
      </Button>
      <FormModal<ReportForm>
        open={open}
        title={t('virtualDevices.report.title')}
        intro={t('virtualDevices.report.intro')}
        form={form}
        name="reportValue"
        saving={report.isPending}
        okText={t('virtualDevices.report.submit')}
        submitTestId="report-ok"
        onSubmit={(v) => void submit(v)}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="dpId" label={t('virtualDevices.report.dp')} rules={[{ required: true, message: t('virtualDevices.report.dpRequired') }]}>
          <Select
            options={reportable.map((f) => ({ value: f.dpId, label: `${f.dpId} ${f.name} (${f.identifier})` }))}
            onChange={(id: number) => {
              const chosen = reportable.find((f) => f.dpId === id);
              form.setFieldValue('value', chosen ? enteredOf(chosen, values[id]) : undefined);
            }}
            data-testid="report-dp"
          />
        </Form.Item>
        <Form.Item name="value" label={t('virtualDevices.report.value')} rules={[valueRule]}>
          <ValueInput fn={fn} />
        </Form.Item>
      </FormModal>
    </>
  );
}
