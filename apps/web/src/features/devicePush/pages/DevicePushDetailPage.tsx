import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Divider, Form, Input, Radio, Result, Skeleton, Switch, Typography, type ButtonProps } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  issueMessages,
  Perm,
  PUSH_TEXT_MAX_LENGTH,
  PUSH_URL_MAX_LENGTH,
  APP_HOST_URL,
} from '@iotc/shared';
import {
  type DevicePush,
  type DevicePushInput,
  devicePushInputSchema,
  PUSH_METHODS,
  PUSH_OPEN_METHODS,
  PUSH_TARGETS,
  PUSH_TRIGGER_MODES,
  pushConditionProblems,
  type PushMethod,
  type PushOpenMethod,
  type PushTarget,
  type PushTriggerMode,
} from '@iotc/shared/devicePush';
import { RULE_CONDITION_TYPES } from '@iotc/shared/productRules';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { toast } from '@/lib/feedback';
import { usePermission } from '@/lib/permission';
import { ApiError } from '@/lib/request';
import { formatZonedTime } from '@/lib/format';
import { PushConditionRows, type ConditionRow } from '../components/PushConditionRows';
import styles from '../components/devicePush.module.css';
import { useFunctionsOf, usePush, useSavePush } from '../hooks';
import { PUSH_LIST_PATH } from '../paths';

type ConditionType = (typeof RULE_CONDITION_TYPES)[number];

/** The place a message belongs to: a field name, or 'conditions.<i>' for a condition row. */
function placeOf(path: readonly (string | number)[]): string {
  const [field, index] = path;
  return field === 'conditions' && typeof index === 'number' ? `conditions.${index}` : String(field);
}

/**
 * The push form: product, titles and contents (Chinese required, 0-300 characters each), conditions
 * built from the product's functions, condition type, trigger mode (with what edge and continuous mean),
 * target, method, open method and the URL when it opens one. Checked with the shared rules before it is
 * sent; the server's refusal is shown above the buttons.
 */
function PushForm({ push }: { push: DevicePush | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nextKey = useRef(0);
  const newRow = (c?: DevicePush['conditions'][number]): ConditionRow => ({ key: (nextKey.current += 1), identifier: c?.identifier, operator: c?.operator ?? '==', value: c?.value ?? null });
  const canWrite = usePermission(push ? Perm.pushEdit : Perm.pushAdd);
  const [productId, setProductId] = useState<string | undefined>(push?.productId);
  const [titleZh, setTitleZh] = useState(push?.titleZh ?? '');
  const [titleEn, setTitleEn] = useState(push?.titleEn ?? '');
  const [contentZh, setContentZh] = useState(push?.contentZh ?? '');
  const [contentEn, setContentEn] = useState(push?.contentEn ?? '');
  const [conditionType, setConditionType] = useState<ConditionType>(push?.conditionType ?? 'all');
  const [rows, setRows] = useState<ConditionRow[]>(() => (push ? push.conditions.map(newRow) : [newRow()]));
  const [triggerMode, setTriggerMode] = useState<PushTriggerMode | undefined>(push?.triggerMode);
  const [target, setTarget] = useState<PushTarget>(push?.target ?? 'owner');
  const [method, setMethod] = useState<PushMethod>(push?.method ?? 'messageCentre');
  const [openMethod, setOpenMethod] = useState<PushOpenMethod>(push?.openMethod ?? 'panel');
  const [openUrl, setOpenUrl] = useState(push?.openUrl ?? '');
  const [enabled, setEnabled] = useState(push?.enabled ?? true);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const functions = useFunctionsOf(productId);
  const save = useSavePush();

  const input: DevicePushInput = {
    productId: productId ?? '',
    titleZh,
    titleEn,
    contentZh,
    contentEn,
    conditionType,
    conditions: rows.map((r) => ({ identifier: r.identifier ?? '', operator: r.operator, value: r.value as DevicePushInput['conditions'][number]['value'] })),
    triggerMode: triggerMode as PushTriggerMode,
    target,
    method,
    openMethod,
    openUrl: openMethod === 'url' ? openUrl : null,
    enabled,
  };

  const problems = useMemo(() => {
    const found = new Map<string, string>();
    const put = (place: string, text: string) => void (found.has(place) || found.set(place, text));
    rows.forEach((r, i) => {
      if (!r.identifier) put(`conditions.${i}`, t('devicePush.form.functionRequired'));
    });
    if (functions.data) {
      const named = input.conditions.filter((c) => c.identifier);
      const indexes = rows.flatMap((r, i) => (r.identifier ? [i] : []));
      for (const p of pushConditionProblems(named, functions.data)) put(`conditions.${indexes[p.path[1] as number]}`, t(p.key, p.params));
    }
    for (const issue of issueMessages(devicePushInputSchema.safeParse(input))) put(placeOf(issue.path), t(issue.key, issue.params));
    return found;
    // `input` is rebuilt from these on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, titleZh, titleEn, contentZh, contentEn, conditionType, rows, triggerMode, target, method, openMethod, openUrl, enabled, functions.data, t]);

  const shown = (place: string) => (submitted ? problems.get(place) : undefined);
  const status = (place: string) => (shown(place) ? ('error' as const) : undefined);
  const rowProblems = new Map(rows.flatMap((_r, i) => (shown(`conditions.${i}`) ? [[i, shown(`conditions.${i}`)!] as const] : [])));
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setRefusal(null);
      set(value);
    };

  const submit = () => {
    setSubmitted(true);
    setRefusal(null);
    if (problems.size > 0) return;
    const values = devicePushInputSchema.parse(input);
    save.mutate(push ? { id: push.id, ...values } : values, {
      onSuccess: () => {
        toast.success(t('devicePush.form.saved'));
        navigate(PUSH_LIST_PATH);
      },
      onError: (error) => setRefusal(error instanceof ApiError ? error.msg : t('devicePush.form.saveFailed')),
    });
  };

  const item = (place: string, label: string, children: ReactNode, options: { required?: boolean; extra?: ReactNode } = {}) => (
    <Form.Item label={label} required={options.required} validateStatus={status(place)} help={shown(place)} extra={options.extra}>
      {children}
    </Form.Item>
  );
  const text = (place: 'titleZh' | 'titleEn', value: string, set: (v: string) => void, required: boolean) =>
    item(place, t(`devicePush.form.${place}`), <Input value={value} maxLength={PUSH_TEXT_MAX_LENGTH} showCount status={status(place)} data-testid={`push-${place}`} onChange={(e) => edit(set)(e.target.value)} />, { required });
  const area = (place: 'contentZh' | 'contentEn', value: string, set: (v: string) => void, required: boolean) =>
    item(
      place,
      t(`devicePush.form.${place}`),
      <Input.TextArea value={value} maxLength={PUSH_TEXT_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 6 }} status={status(place)} data-testid={`push-${place}`} onChange={(e) => edit(set)(e.target.value)} />,
      { required },
    );
  const radios = <V extends string>(place: string, values: readonly V[], value: V | undefined, set: (v: V) => void, labelKey: string) =>
    item(
      place,
      t(`devicePush.form.${place}`),
      <Radio.Group value={value} data-testid={`push-${place}`} onChange={(e) => edit(set)(e.target.value as V)}>
        {values.map((v) => (
          <Radio key={v} value={v} data-testid={`push-${place}-${v}`}>
            {t(`${labelKey}.${v}`)}
          </Radio>
        ))}
      </Radio.Group>,
      { required: true },
    );

  const reportable = (functions.data ?? []).filter((fn) => fn.rwFlag !== 'wo');
  let conditions: ReactNode;
  if (!productId) conditions = <Typography.Text type="secondary">{t('devicePush.form.chooseProductFirst')}</Typography.Text>;
  else if (functions.isPending) conditions = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (functions.data && reportable.length === 0) conditions = <Alert type="warning" showIcon message={t('devicePush.form.noFunctions')} data-testid="push-no-functions" />;
  else conditions = <PushConditionRows rows={rows} functions={functions.data ?? []} problems={rowProblems} disabled={!canWrite} onChange={edit(setRows)} newRow={() => newRow()} />;

  return (
    <Form layout="vertical" component="div" className={styles.form} disabled={!canWrite}>
      {!canWrite && <Alert type="info" showIcon message={t('devicePush.form.readOnly')} style={{ marginBottom: 16 }} data-testid="push-read-only" />}
      <Divider orientation="left" orientationMargin={0}>
        {t('devicePush.form.rules')}
      </Divider>
      {item(
        'productId',
        t('devicePush.form.product'),
        <ProductSelect
          value={productId}
          allowClear={false}
          placeholder={t('devicePush.form.productPlaceholder')}
          testId="push-product"
          onChange={(next) => {
            // The conditions name the old product's functions.
            if (next !== productId) setRows([newRow()]);
            edit(setProductId)(next);
          }}
        />,
        { required: true },
      )}
      <Form.Item label={t('devicePush.form.conditions')} required validateStatus={status('conditions')} help={shown('conditions')}>
        {conditions}
      </Form.Item>
      {radios('conditionType', RULE_CONDITION_TYPES, conditionType, setConditionType, 'devicePush.conditionType')}
      {item(
        'triggerMode',
        t('devicePush.form.triggerMode'),
        <>
          <Radio.Group value={triggerMode} data-testid="push-triggerMode" onChange={(e) => edit(setTriggerMode)(e.target.value as PushTriggerMode)}>
            {PUSH_TRIGGER_MODES.map((mode) => (
              <Radio key={mode} value={mode} data-testid={`push-triggerMode-${mode}`}>
                {t(`devicePush.triggerMode.${mode}`)}
              </Radio>
            ))}
          </Radio.Group>
          <Alert
            className={styles.explain}
            type="info"
            data-testid="push-trigger-help"
            message={
              <div>
                {(triggerMode ? [triggerMode] : PUSH_TRIGGER_MODES).map((mode) => (
                  <div key={mode}>
                    <Typography.Text strong>{t(`devicePush.triggerMode.${mode}`)}</Typography.Text> {t(`devicePush.triggerModeHelp.${mode}`)}
                  </div>
                ))}
              </div>
            }
          />
        </>,
        { required: true },
      )}
      <Divider orientation="left" orientationMargin={0}>
        {t('devicePush.form.basics')}
      </Divider>
      {text('titleZh', titleZh, setTitleZh, true)}
      {text('titleEn', titleEn, setTitleEn, false)}
      {area('contentZh', contentZh, setContentZh, true)}
      {area('contentEn', contentEn, setContentEn, false)}
      <Divider orientation="left" orientationMargin={0}>
        {t('devicePush.form.delivery')}
      </Divider>
      {radios('target', PUSH_TARGETS, target, setTarget, 'devicePush.target')}
      {radios('method', PUSH_METHODS, method, setMethod, 'devicePush.method')}
      {radios('openMethod', PUSH_OPEN_METHODS, openMethod, setOpenMethod, 'devicePush.openMethod')}
      {openMethod === 'url' &&
        item(
          'openUrl',
          t('devicePush.form.openUrl'),
          <Input value={openUrl} maxLength={PUSH_URL_MAX_LENGTH} placeholder={`${APP_HOST_URL}…`} status={status('openUrl')} data-testid="push-openUrl" onChange={(e) => edit(setOpenUrl)(e.target.value)} />,
          { required: true, extra: t('devicePush.form.openUrlHelp', { prefix: APP_HOST_URL }) },
        )}
      <Form.Item label={t('devicePush.form.enabled')}>
        <Switch checked={enabled} data-testid="push-enabled" onChange={edit(setEnabled)} />
      </Form.Item>
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('devicePush.form.saveRefused')} description={refusal} data-testid="push-save-error" />}
      <div className={styles.actions}>
        {canWrite && (
          <Button type="primary" loading={save.isPending} onClick={submit} {...({ 'data-testid': 'push-save' } as ButtonProps)}>
            {t('devicePush.form.save')}
          </Button>
        )}
        <Button disabled={false} onClick={() => navigate(PUSH_LIST_PATH)} data-testid="push-cancel">
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** /device/push/detail/index: ?id= shows (and, with the permission, edits) a push; without it the page creates one. */
export default function DevicePushDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const push = usePush(id);

  let body: ReactNode;
  if (!id) body = <PushForm push={null} />;
  else if (push.error instanceof ApiError && push.error.code === ErrorCode.NotFound) {
    body = (
      <div data-testid="push-not-found">
        <Result status="404" title={t('devicePush.form.notFound')} subTitle={t('devicePush.form.notFoundHint')} />
      </div>
    );
  } else if (push.isError) body = <LoadFailedResult query={push} title={t('devicePush.form.loadFailed')} retryText={t('common.retry')} showMessage />;
  else if (!push.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else body = <PushForm key={push.data.id} push={push.data} />;

  const title = push.data ? (
    <span>
      {t('devicePush.form.editTitle', { pushId: push.data.pushId })}
      <Typography.Text type="secondary" className={styles.secondary}>
        {' '}
        · {formatZonedTime(push.data.createdAt)}
      </Typography.Text>
    </span>
  ) : (
    t(id ? 'devicePush.form.editTitle' : 'devicePush.form.newTitle', { pushId: '' })
  );
  return (
    <Card className={styles.card} title={title} extra={<Link to={PUSH_LIST_PATH}>{t('devicePush.form.back')}</Link>}>
      {body}
    </Card>
  );
}
