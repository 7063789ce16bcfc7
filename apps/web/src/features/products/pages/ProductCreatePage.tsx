import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Grid, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { firstIssue } from '@iotc/shared';
import {
  DEVELOPMENT_SCHEMES,
  type DevelopmentScheme,
  NETWORK_TYPES,
  type NetworkType,
  POWER_CONSUME_TYPES,
  productSaveBody,
  type ProductSaveBody,
} from '@iotc/shared/products';
import { ModuleCards } from '@/features/hardwareModules/components/ModuleCards';
import { useModules } from '@/features/hardwareModules/hooks';
import { confirm, toast } from '@/lib/feedback';
import { useSessionStore } from '@/lib/session';
import { CategoryPicker } from '../components/CategoryPicker';
import { ChoiceCard, ChoiceGrid } from '@/components/ChoiceCard';
import { WizardFooter } from '@/components/WizardFooter';
import { networkTypeIcons, powerIcons, schemeIcons } from '../components/icons';
import { ProductInfoFields, type ProductInfoValues } from '../components/ProductInfoFields';
import { type Choices, forgetDraft, NOTHING, readDraft, stepOfAddress, updateDraft } from '../createDraft';
import { useSaveProduct } from '../hooks';
import { classNameOf, networkTypeLabel, powerConsumeTypeLabel, schemeLabel } from '../labels';
import { PRODUCT_LIST_PATH, productSettingPath } from '../paths';
import styles from './ProductCreatePage.module.css';

/** The address's step (1-4): each step is an entry of the browser's history. */
const STEP_PARAM = 'step';
const STEP_COUNT = 4;

/** Own SoC firmware and cellular products need no platform module. */
export function moduleOptional(scheme: DevelopmentScheme | null, networkType: NetworkType | null): boolean {
  return scheme === 'soc' || networkType === 'cellular' || networkType === 'nb_iot';
}

/**
 * /product/product/create/index: pick the category, the development scheme, the communication method
 * with power type and module, then fill in the information; creating opens the new product's settings
 * in the wizard's place. The step is in the address (`?step=`) and the draft in the tab's session
 * storage, so browser Back and Forward move between steps and keep what was entered; an address
 * without a step starts a new product.
 */
export default function ProductCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().sm === false;
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? '');
  const [params, setParams] = useSearchParams();
  const requested = stepOfAddress(params.get(STEP_PARAM), STEP_COUNT);
  // Opened without a step: a new product, whatever an earlier wizard left.
  const [fresh] = useState(requested === null);
  const [draft] = useState(() => (fresh ? null : readDraft(tenantId)));
  const firstStepMarked = useRef(false);
  const [choices, setChoices] = useState<Choices>(draft?.choices ?? NOTHING);
  const [problem, setProblem] = useState<string | null>(null);
  const [moduleDropped, setModuleDropped] = useState(false);
  const [form] = Form.useForm<ProductInfoValues>();
  const modules = useModules(choices.networkType, choices.scheme);
  const save = useSaveProduct();

  const choose = (patch: Partial<Choices>) => {
    setProblem(null);
    const next = { ...choices, ...patch };
    setChoices(next);
    updateDraft(tenantId, { choices: next });
  };

  const optional = moduleOptional(choices.scheme, choices.networkType);
  const offered = modules.data ?? [];
  // A module is needed only where one is offered; with none for the network type the step can go on.
  const moduleMissing = !optional && choices.moduleId === null && offered.length > 0;

  /** What the step still lacks among the choices, or null. */
  const missingChoice = (index: number): string | null => {
    if (index === 0 && !choices.productType) return t('products.create.needType');
    if (index === 1 && !choices.scheme) return t('products.create.needScheme');
    if (index === 2) {
      if (!choices.networkType) return t('products.create.needNetwork');
      if (!choices.powerConsumeType) return t('products.create.needPower');
      if (moduleMissing) return t('products.create.needModule');
    }
    return null;
  };

  /** Why the current step cannot be left forward, or null. */
  const stepProblem = (index: number): string | null =>
    missingChoice(index) ?? (index === 2 && modules.isPending ? t('products.create.modulesLoading') : null);

  // A step whose earlier choices are missing (a finished draft, an address typed by hand) shows the first step that lacks one.
  const firstOpen = [0, 1, 2].find((index) => missingChoice(index) !== null) ?? 3;
  const step = Math.min(requested ?? 0, firstOpen);

  useEffect(() => {
    if (!fresh || firstStepMarked.current) return;
    firstStepMarked.current = true;
    // The first step gets its own entry in the history: Back from step 2 returns to it with the draft, not to a new product.
    forgetDraft(tenantId);
    setParams({ [STEP_PARAM]: '1' }, { replace: true });
  }, [fresh, tenantId, setParams]);

  useEffect(() => {
    // The network protocol and power type are step 3's choices; the rest of the form stays as typed.
    if (step === 3) form.setFieldsValue({ networkType: choices.networkType ?? undefined, powerConsumeType: choices.powerConsumeType ?? undefined });
  }, [step, choices.networkType, choices.powerConsumeType, form]);

  const goTo = (next: number) => {
    if (next > step) {
      const why = stepProblem(step);
      if (why) {
        setProblem(why);
        return;
      }
    }
    setProblem(null);
    setParams({ [STEP_PARAM]: String(next + 1) });
  };

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: ProductSaveBody = {
      productType: choices.productType?.id ?? '',
      scheme: choices.scheme!,
      moduleId: choices.moduleId,
      ...values,
      image: values.image ?? '',
    };
    const parsed = productSaveBody.safeParse(body);
    if (!parsed.success) {
      const issue = firstIssue(parsed)!;
      setProblem(`${t(`field.${String(issue.path[0])}`, { defaultValue: String(issue.path[0] ?? '') })}: ${t(issue.key, issue.params)}`);
      return;
    }
    const created = await save.mutateAsync(parsed.data).catch(() => null);
    // A refusal was shown by the request client; the wizard stays as it is.
    if (!created) return;
    forgetDraft(tenantId);
    toast.success(t('products.create.created', { name: created.name }));
    void navigate(productSettingPath(created.id), { replace: true });
  };

  const cancel = () => {
    const leave = () => {
      forgetDraft(tenantId);
      void navigate(PRODUCT_LIST_PATH);
    };
    const started = Object.values(choices).some((value) => value !== null) || form.isFieldsTouched();
    if (!started) {
      leave();
      return;
    }
    confirm({
      title: t('products.create.leaveTitle'),
      content: t('products.create.leaveContent'),
      okText: t('products.create.leave'),
      cancelText: t('products.create.stay'),
      okButtonProps: { danger: true },
      onOk: leave,
    });
  };

  const onInfoChange = (changed: Partial<ProductInfoValues>, info: ProductInfoValues) => {
    updateDraft(tenantId, { info });
    if (changed.powerConsumeType) choose({ powerConsumeType: changed.powerConsumeType });
  };

  const onNetworkTypeChange = (networkType: NetworkType) => {
    const current = offered.find((m) => m.id === choices.moduleId);
    // A module of another network type no longer fits; step 3 asks for one again.
    const drop = Boolean(current && current.networkType !== networkType);
    setModuleDropped(drop);
    choose({ networkType, ...(drop ? { moduleId: null } : {}) });
  };

  // The modules offered depend on the scheme: a module picked for another one is picked again in step 3.
  const pickScheme = (scheme: DevelopmentScheme) => {
    if (scheme !== choices.scheme) choose({ scheme, moduleId: null });
  };

  const pickNetwork = (networkType: NetworkType) => {
    if (networkType === choices.networkType) return;
    setModuleDropped(false);
    choose({ networkType, moduleId: null });
  };

  const steps = [
    { key: 'type', title: t('products.create.step.type') },
    { key: 'scheme', title: t('products.create.step.scheme') },
    { key: 'connectivity', title: t('products.create.step.connectivity') },
    { key: 'info', title: t('products.create.step.info') },
  ];

  const summary = [
    choices.productType && classNameOf(choices.productType),
    choices.scheme && schemeLabel(choices.scheme),
    choices.networkType && networkTypeLabel(choices.networkType),
    choices.powerConsumeType && powerConsumeTypeLabel(choices.powerConsumeType),
    choices.moduleId && offered.find((m) => m.id === choices.moduleId)?.name,
  ].filter(Boolean);

  return (
    <Card className={styles.card} title={t('products.create.title')}>
      {narrow ? (
        // Four titled steps do not fit a phone: the step's number and title, and a bar.
        <div className={styles.compactSteps} data-testid="create-steps">
          <div className={styles.compactTitle}>{t('products.create.stepOf', { current: step + 1, total: steps.length, title: steps[step]!.title })}</div>
          <div className={styles.compactBar} aria-hidden>
            {steps.map((s, index) => (
              <span key={s.key} className={index <= step ? styles.compactDone : undefined} />
            ))}
          </div>
        </div>
      ) : (
        <Steps
          className={styles.steps}
          current={step}
          size="small"
          // Steps passed can be opened again, and the next one reached as with "Next".
          onChange={(index) => index <= step + 1 && goTo(index)}
          items={steps.map((s, index) => ({ title: s.title, disabled: index > step + 1 }))}
          data-testid="create-steps"
        />
      )}
      {summary.length > 0 && (
        <div className={styles.summary} data-testid="create-summary">
          {summary.join(' · ')}
        </div>
      )}

      <section hidden={step !== 0} data-testid="create-step-type">
        <Typography.Paragraph type="secondary">{t('products.create.typeIntro')}</Typography.Paragraph>
        <CategoryPicker value={choices.productType?.id ?? null} onChange={(productType) => choose({ productType })} />
      </section>

      <section hidden={step !== 1} data-testid="create-step-scheme">
        <Typography.Paragraph type="secondary">{t('products.create.schemeIntro')}</Typography.Paragraph>
        <ChoiceGrid min={240} label={t('products.field.scheme')}>
          {DEVELOPMENT_SCHEMES.map((scheme) => (
            <ChoiceCard
              key={scheme}
              selected={choices.scheme === scheme}
              onSelect={() => pickScheme(scheme)}
              icon={schemeIcons[scheme]}
              title={schemeLabel(scheme)}
              description={t(`products.schemeHint.${scheme}`)}
              testId={`scheme-${scheme}`}
            />
          ))}
        </ChoiceGrid>
      </section>

      <section hidden={step !== 2} data-testid="create-step-connectivity" className={styles.connectivity}>
        <div>
          <Typography.Title level={5}>{t('products.create.networkTitle')}</Typography.Title>
          <ChoiceGrid min={200} label={t('products.field.networkType')}>
            {NETWORK_TYPES.map((networkType) => (
              <ChoiceCard
                key={networkType}
                selected={choices.networkType === networkType}
                onSelect={() => pickNetwork(networkType)}
                icon={networkTypeIcons[networkType]}
                title={networkTypeLabel(networkType)}
                description={t(`products.networkHint.${networkType}`)}
                testId={`network-${networkType}`}
              />
            ))}
          </ChoiceGrid>
        </div>
        <div>
          <Typography.Title level={5}>{t('products.create.powerTitle')}</Typography.Title>
          <ChoiceGrid min={240} label={t('products.field.powerConsumeType')}>
            {POWER_CONSUME_TYPES.map((power) => (
              <ChoiceCard
                key={power}
                selected={choices.powerConsumeType === power}
                onSelect={() => choose({ powerConsumeType: power })}
                icon={powerIcons[power]}
                title={powerConsumeTypeLabel(power)}
                description={t(`products.powerHint.${power}`)}
                testId={`power-${power}`}
              />
            ))}
          </ChoiceGrid>
        </div>
        <div>
          <Typography.Title level={5}>
            {t('products.create.moduleTitle')}
            {optional && <span className={styles.optional}>{t('products.create.optional')}</span>}
          </Typography.Title>
          {choices.networkType ? (
            <ModuleCards query={modules} value={choices.moduleId} onChange={(moduleId) => choose({ moduleId })} optional={optional} />
          ) : (
            <Typography.Text type="secondary">{t('products.create.moduleAfterNetwork')}</Typography.Text>
          )}
        </div>
      </section>

      <section hidden={step !== 3} data-testid="create-step-info">
        {moduleDropped && <Alert type="warning" showIcon className={styles.alert} message={t('products.create.moduleDropped')} />}
        <Form<ProductInfoValues>
          form={form}
          name="productCreate"
          layout="vertical"
          className={styles.form}
          initialValues={draft?.info}
          onValuesChange={onInfoChange}
        >
          <ProductInfoFields onNetworkTypeChange={onNetworkTypeChange} />
        </Form>
      </section>

      <WizardFooter
        step={step}
        steps={steps.length}
        goTo={goTo}
        onCancel={cancel}
        problem={problem}
        testId="create"
        finish={
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="create-submit">
            {t('products.create.submit')}
          </Button>
        }
      />
    </Card>
  );
}
