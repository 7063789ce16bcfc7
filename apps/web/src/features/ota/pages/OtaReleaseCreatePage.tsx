import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Form, Grid, Input, InputNumber, Radio, Select, Skeleton, Space, Steps, Switch, Table, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FIRMWARE_UPGRADE_TIMEOUT_MAX_S,
  FIRMWARE_UPGRADE_TIMEOUT_MIN_S,
  OTA_RETRIES_MAX,
  OTA_TEXT_MAX_LENGTH,
} from '@iotc/shared';
import type { ProductFirmwareItem } from '@iotc/shared/firmware';
import { OTA_AREA_MODES, OTA_GRAY_TYPES, OTA_RELEASE_MODES, OTA_VERSION_MODES, otaReleaseSaveBody } from '@iotc/shared/ota';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { stepOfAddress } from '@/features/products/createDraft';
import { WizardFooter } from '@/components/WizardFooter';
import { confirm, toast } from '@/lib/feedback';
import { currentLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { GrayStagesEditor } from '../components/GrayStagesEditor';
import styles from '../components/ota.module.css';
import { useProductFirmware, useReleasableVersions, useReleasePreview, useSaveRelease } from '../hooks';
import { NEW_RELEASE, RELEASE_STEPS, releaseBody, releaseProblems, type ReleaseDraft } from '../releaseDraft';
import { OTA_RELEASE_LIST_PATH, releaseDetailPath } from '../paths';

const STEP_PARAM = 'step';

/**
 * The wizard's draft lives in the tab's session storage, per space, so Back, Forward, the tab bar and a
 * reload find it where it was left; publishing or cancelling forgets it.
 */
const storageKey = (tenantId: string) => `iotc.otaReleaseDraft.${tenantId}`;

function readDraft(tenantId: string): ReleaseDraft | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(tenantId)) ?? 'null') as Partial<ReleaseDraft> | null;
    return kept && typeof kept === 'object' ? { ...NEW_RELEASE, ...kept } : null;
  } catch {
    return null;
  }
}

const firmwareName = (item: ProductFirmwareItem) => (currentLanguage === 'zh-CN' ? item.firmware.nameZh : item.firmware.nameEn);
const clock = (value: string | null) => (value ? dayjs().hour(Number(value.slice(0, 2))).minute(Number(value.slice(3, 5))) : null);

/**
 * /firmware/ota/create/index: a release in four steps — the firmware version, the target devices and stages,
 * the upgrade settings, then a summary with the devices each stage would reach now, and Publish. The step is
 * in the address (`?step=`); `productId`, `firmwareId` and `versionId` preset the first step. Each step is
 * checked by the shared release schema (the server's rules and messages) before the next one opens.
 */
export default function OtaReleaseCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().sm === false;
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? '');
  const [params, setParams] = useSearchParams();
  const requested = stepOfAddress(params.get(STEP_PARAM), RELEASE_STEPS.length);
  const [fresh] = useState(requested === null);
  const [draft, setDraft] = useState<ReleaseDraft>(() => {
    if (!fresh) return readDraft(tenantId) ?? NEW_RELEASE;
    const preset = (name: string) => params.get(name) ?? undefined;
    return { ...NEW_RELEASE, productId: preset('productId'), firmwareId: preset('firmwareId'), versionId: preset('versionId') };
  });
  const firstStepMarked = useRef(false);
  // Steps whose "Next" was pressed: their problems show on their fields.
  const [checked, setChecked] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const productFirmware = useProductFirmware(draft.productId);
  const firmwareItems = useMemo(() => [...(productFirmware.data?.standard ?? []), ...(productFirmware.data?.custom ?? [])], [productFirmware.data]);
  const chosenFirmware = firmwareItems.find((item) => item.firmware.id === draft.firmwareId);
  const versions = useReleasableVersions(draft.productId, draft.firmwareId, chosenFirmware?.firmware.custom ?? false);
  const save = useSaveRelease();

  const problems = useMemo(() => releaseProblems(draft), [draft]);
  // A step after one with problems (an address typed by hand, a reload) shows the first step that has some.
  const firstOpen = problems.reduce((first, p) => Math.min(first, p.step), RELEASE_STEPS.length - 1);
  const step = Math.min(requested ?? 0, firstOpen);
  const body = useMemo(() => releaseBody(draft), [draft]);
  const preview = useReleasePreview(body, step === RELEASE_STEPS.length - 1);

  useEffect(() => {
    if (!fresh || firstStepMarked.current) return;
    firstStepMarked.current = true;
    // The first step gets its own entry in the history, without the preset (the draft holds it now).
    sessionStorage.setItem(storageKey(tenantId), JSON.stringify(draft));
    setParams({ [STEP_PARAM]: '1' }, { replace: true });
  }, [fresh, tenantId, setParams, draft]);

  const change = (patch: Partial<ReleaseDraft>) => {
    setRefusal(null);
    setDraft((current) => {
      const next = { ...current, ...patch };
      sessionStorage.setItem(storageKey(tenantId), JSON.stringify(next));
      return next;
    });
  };

  const shown = (place: string) => {
    const problem = problems.find((p) => p.place === place && checked.includes(p.step));
    return problem && t(problem.key, problem.params);
  };
  const item = (place: string, label: ReactNode, children: ReactNode, options: { required?: boolean; extra?: ReactNode } = {}) => (
    <Form.Item key={place} label={label} required={options.required} validateStatus={shown(place) && 'error'} help={shown(place)} extra={options.extra}>
      {children}
    </Form.Item>
  );
  const radios = <V extends string>(place: keyof ReleaseDraft, values: readonly V[], labelKey: string) =>
    item(
      place,
      t(`ota.form.${place}`),
      <Radio.Group value={draft[place]} data-testid={`ota-${place}`} onChange={(e) => change({ [place]: e.target.value as V })}>
        {values.map((v) => (
          <Radio key={v} value={v} data-testid={`ota-${place}-${v}`}>
            {t(`${labelKey}.${v}`)}
          </Radio>
        ))}
      </Radio.Group>,
      { required: true },
    );
  const lines = (place: 'deviceIds' | 'grayDeviceIds', label: string, extra: string) =>
    item(
      place,
      label,
      <Input.TextArea value={draft[place]} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('ota.form.onePerLine')} data-testid={`ota-${place}`} onChange={(e) => change({ [place]: e.target.value })} />,
      { extra },
    );
  const number = (place: 'retries' | 'taskTimeoutS' | 'failureThresholdPercent', min: number, max: number, unit: string, extra?: string) =>
    item(
      place,
      t(`ota.form.${place}`),
      <InputNumber<number> className={styles.number} min={min} max={max} precision={0} value={draft[place]} suffix={unit} data-testid={`ota-${place}`} onChange={(value) => change({ [place]: value })} />,
      { extra },
    );

  const goTo = (next: number) => {
    if (next > step) {
      setChecked((done) => [...new Set([...done, step])]);
      if (problems.some((p) => p.step === step)) return;
    }
    setRefusal(null);
    setParams({ [STEP_PARAM]: String(next + 1) });
  };

  const leave = () => {
    sessionStorage.removeItem(storageKey(tenantId));
    void navigate(OTA_RELEASE_LIST_PATH);
  };
  const cancel = () =>
    confirm({
      title: t('ota.create.leaveTitle'),
      content: t('ota.create.leaveContent'),
      okText: t('ota.create.leave'),
      cancelText: t('ota.create.stay'),
      okButtonProps: { danger: true },
      onOk: leave,
    });

  const publish = () => {
    setRefusal(null);
    save.mutate(otaReleaseSaveBody.parse(body), {
      onSuccess: (release) => {
        sessionStorage.removeItem(storageKey(tenantId));
        toast.success(t('ota.create.published'));
        void navigate(releaseDetailPath(release.id), { replace: true });
      },
      onError: (error) => setRefusal(error instanceof ApiError ? error.msg : t('ota.create.publishFailed')),
    });
  };

  const gray = draft.releaseMode === 'gray';
  const chosenVersion = versions.data?.find((v) => v.id === draft.versionId);
  const steps = RELEASE_STEPS.map((key) => ({ key, title: t(`ota.create.step.${key}`) }));
  const previewError = preview.error instanceof ApiError ? preview.error.msg : preview.error ? t('ota.create.previewFailed') : null;

  return (
    <Card className={styles.card} title={t('ota.create.title')}>
      {narrow ? (
        <Typography.Title level={5} data-testid="ota-steps">
          {t('ota.create.stepOf', { current: step + 1, total: steps.length, title: steps[step]!.title })}
        </Typography.Title>
      ) : (
        <Steps
          className={styles.steps}
          current={step}
          size="small"
          onChange={(index) => index <= step + 1 && goTo(index)}
          items={steps.map((s, index) => ({ title: s.title, disabled: index > step + 1 }))}
          data-testid="ota-steps"
        />
      )}

      <Form layout="vertical" component="div" className={styles.wizard}>
        <section hidden={step !== 0} data-testid="ota-step-version">
          {item(
            'productId',
            t('ota.form.product'),
            <ProductSelect
              value={draft.productId}
              allowClear={false}
              placeholder={t('ota.form.productPlaceholder')}
              testId="ota-product"
              onChange={(productId) => productId !== draft.productId && change({ productId, firmwareId: undefined, versionId: undefined })}
            />,
            { required: true },
          )}
          {item(
            'firmwareId',
            t('ota.form.firmware'),
            <Select<string>
              value={draft.firmwareId}
              disabled={!draft.productId}
              loading={productFirmware.isFetching}
              placeholder={t(draft.productId ? 'ota.form.firmwarePlaceholder' : 'ota.form.productFirst')}
              notFoundContent={t('ota.form.noFirmware')}
              options={firmwareItems.map((f) => ({ value: f.firmware.id, label: `${firmwareName(f)} (${f.firmware.key})` }))}
              data-testid="ota-firmware"
              onChange={(firmwareId) => firmwareId !== draft.firmwareId && change({ firmwareId, versionId: undefined })}
            />,
            { required: true },
          )}
          {item(
            'versionId',
            t('ota.form.version'),
            <Select<string>
              value={draft.versionId}
              disabled={!draft.firmwareId}
              loading={versions.isFetching}
              placeholder={t('ota.form.versionPlaceholder')}
              notFoundContent={t('ota.form.noVersion')}
              options={(versions.data ?? []).map((v) => ({ value: v.id, label: v.version }))}
              data-testid="ota-version"
              onChange={(versionId) => change({ versionId })}
            />,
            { required: true, extra: t('ota.form.versionHint') },
          )}
        </section>

        <section hidden={step !== 1} data-testid="ota-step-targets">
          {radios('releaseMode', OTA_RELEASE_MODES, 'ota.releaseMode')}
          <Typography.Paragraph type="secondary">{t(`ota.releaseModeHint.${draft.releaseMode}`)}</Typography.Paragraph>
          {draft.releaseMode !== 'verify' &&
            item(
              'verification',
              t('ota.form.verification'),
              <Switch checked={draft.verification} data-testid="ota-verification" onChange={(verification) => change({ verification })} />,
              { extra: t('ota.form.verificationHint') },
            )}
          {gray && radios('grayType', OTA_GRAY_TYPES, 'ota.grayType')}
          {gray &&
            (draft.grayType === 'deviceIds' ? (
              lines('grayDeviceIds', t('ota.form.grayDeviceIds'), t('ota.form.grayDeviceIdsHint'))
            ) : (
              <Form.Item label={t('ota.form.grayStages')} required validateStatus={shown('grayStages') && 'error'} help={shown('grayStages')} extra={t('ota.form.grayStagesHint')}>
                <GrayStagesEditor stages={draft.grayStages} grayType={draft.grayType} onChange={(grayStages) => change({ grayStages })} problemOf={shown} />
              </Form.Item>
            ))}
          {radios('versionMode', OTA_VERSION_MODES, 'ota.versionMode')}
          {draft.versionMode === 'specified' &&
            item(
              'sourceVersions',
              t('ota.form.sourceVersions'),
              <Select<string[]> mode="tags" value={draft.sourceVersions} tokenSeparators={[',', ' ']} open={false} placeholder="1.0.0" data-testid="ota-sourceVersions" onChange={(sourceVersions) => change({ sourceVersions })} />,
              { required: true, extra: t('ota.form.sourceVersionsHint') },
            )}
          {radios('areaMode', OTA_AREA_MODES, 'ota.areaMode')}
          {draft.areaMode === 'specified' &&
            item(
              'areas',
              t('ota.form.areas'),
              <Select<string[]> mode="tags" value={draft.areas} tokenSeparators={[',']} open={false} data-testid="ota-areas" onChange={(areas) => change({ areas })} />,
              { required: true, extra: t('ota.form.areasHint') },
            )}
          {lines('deviceIds', t('ota.form.deviceIds'), t('ota.form.deviceIdsHint'))}
        </section>

        <section hidden={step !== 2} data-testid="ota-step-upgrade">
          {item(
            'autoUpgrade',
            t('ota.form.autoUpgrade'),
            <Switch checked={draft.autoUpgrade} data-testid="ota-autoUpgrade" onChange={(autoUpgrade) => change({ autoUpgrade })} />,
            { extra: t('ota.form.autoUpgradeHint') },
          )}
          {draft.autoUpgrade && (
            <Space wrap align="start">
              {(['windowStart', 'windowEnd'] as const).map((place) =>
                item(
                  place,
                  t(`ota.form.${place}`),
                  <TimePicker
                    format="HH:mm"
                    value={clock(draft[place])}
                    needConfirm={false}
                    data-testid={`ota-${place}`}
                    onChange={(value) => change({ [place]: value ? value.format('HH:mm') : null })}
                  />,
                  { required: true },
                ),
              )}
              <Typography.Text type="secondary" className={styles.zoneNote}>
                {t('ota.form.windowZone')}
              </Typography.Text>
            </Space>
          )}
          {(['upgradeTextZh', 'upgradeTextEn'] as const).map((place) =>
            item(
              place,
              t(`ota.form.${place}`),
              <Input.TextArea value={draft[place]} maxLength={OTA_TEXT_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`ota-${place}`} onChange={(e) => change({ [place]: e.target.value })} />,
              { required: true },
            ),
          )}
          {item(
            'rateLimitPerMinute',
            t('ota.form.rateLimit'),
            <Space wrap>
              <Switch checked={draft.rateLimited} data-testid="ota-rateLimited" onChange={(rateLimited) => change({ rateLimited })} />
              {draft.rateLimited && (
                <InputNumber<number>
                  className={styles.number}
                  min={1}
                  precision={0}
                  value={draft.rateLimitPerMinute}
                  suffix={t('ota.form.perMinute')}
                  data-testid="ota-rateLimitPerMinute"
                  onChange={(rateLimitPerMinute) => change({ rateLimitPerMinute })}
                />
              )}
            </Space>,
            { extra: t('ota.form.rateLimitHint') },
          )}
          {number('retries', 0, OTA_RETRIES_MAX, t('ota.form.times'))}
          {number('taskTimeoutS', FIRMWARE_UPGRADE_TIMEOUT_MIN_S, FIRMWARE_UPGRADE_TIMEOUT_MAX_S, t('ota.form.seconds'), t('ota.form.taskTimeoutHint'))}
          {number('failureThresholdPercent', 1, 100, '%', t('ota.form.failureThresholdHint'))}
        </section>

        <section hidden={step !== 3} data-testid="ota-step-summary">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'firmware', label: t('ota.form.firmware'), children: chosenFirmware ? `${firmwareName(chosenFirmware)} (${chosenFirmware.firmware.key})` : '' },
              { key: 'version', label: t('ota.form.version'), children: chosenVersion?.version ?? '' },
              { key: 'mode', label: t('ota.form.releaseMode'), children: t(`ota.releaseMode.${draft.releaseMode}`) },
              { key: 'auto', label: t('ota.form.autoUpgrade'), children: draft.autoUpgrade ? `${draft.windowStart}–${draft.windowEnd}` : t('ota.form.no') },
              { key: 'rate', label: t('ota.form.rateLimit'), children: draft.rateLimited ? t('ota.form.ratePerMinute', { count: draft.rateLimitPerMinute ?? 0 }) : t('ota.form.unlimited') },
              { key: 'threshold', label: t('ota.form.failureThresholdPercent'), children: draft.failureThresholdPercent ? `${draft.failureThresholdPercent}%` : t('ota.form.never') },
            ]}
          />
          <Typography.Title level={5} className={styles.section}>
            {t('ota.create.previewTitle')}
          </Typography.Title>
          {previewError ? (
            <Alert type="error" showIcon message={previewError} data-testid="ota-preview-error" />
          ) : preview.data ? (
            <div data-testid="ota-preview">
              <Typography.Paragraph>{t('ota.create.previewTotal', { count: preview.data.total, skipped: preview.data.skipped })}</Typography.Paragraph>
              <Table
                size="small"
                pagination={false}
                rowKey="index"
                dataSource={preview.data.stages.map((s, index) => ({ ...s, index }))}
                columns={[
                  { key: 'stage', title: t('ota.column.stage'), render: (_: unknown, s) => t('ota.stageName', { n: s.index + 1, kind: t(`ota.stageKind.${s.kind}`) }) },
                  { key: 'total', title: t('ota.column.devices'), dataIndex: 'total' },
                ]}
              />
            </div>
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          )}
        </section>
      </Form>

      <WizardFooter
        step={step}
        steps={RELEASE_STEPS.length}
        goTo={goTo}
        onCancel={cancel}
        problem={refusal}
        testId="ota"
        finish={
          <Button type="primary" loading={save.isPending} disabled={!preview.data} onClick={publish} data-testid="ota-publish">
            {t('ota.create.publish')}
          </Button>
        }
      />
    </Card>
  );
}
