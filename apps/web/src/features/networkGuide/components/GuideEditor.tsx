import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Tooltip, Typography, type ButtonProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueMessages, PAIRING_STEPS_MAX, PAIRING_TEXT_MAX_LENGTH } from '@iotc/shared';
import {
  pairingImageUpload,
  type PairingStep,
  pairingVideoUpload,
  saveNetworkGuideBody,
} from '@iotc/shared/networkGuide';
import type { ProductDetail } from '@iotc/shared/products';
import { uploadFile } from '@/lib/upload';
import { ApiError } from '@/lib/request';
import { getDefaultNetworkGuide } from '../api';
import { useSaveNetworkGuide } from '../hooks';
import { checkPairingMedia } from '../media';
import { StepMediaField } from './StepMediaField';
import styles from './NetworkGuide.module.css';

interface DraftStep extends PairingStep {
  /** Stable across moves, so each step keeps its inputs. */
  key: number;
  /** Upload progress while a file goes up. */
  percent: number | null;
  /** The chosen file's refusal. */
  mediaProblem: string | null;
}

type TextField = 'textZh' | 'textEn';

/**
 * Edits the whole guide: up to 4 steps, each with both texts and an image or a video, in order.
 * Checked with the shared rules before saving; nothing is saved until Save.
 */
export function GuideEditor({ product, initialSteps, onDone }: { product: ProductDetail; initialSteps: readonly PairingStep[]; onDone(): void }) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const draft = (step: PairingStep): DraftStep => ({ ...step, key: (nextKey.current += 1), percent: null, mediaProblem: null });
  const [steps, setSteps] = useState<DraftStep[]>(() => initialSteps.map(draft));
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [loadingDefault, setLoadingDefault] = useState(false);
  const save = useSaveNetworkGuide(product.id);

  const atLimit = steps.length >= PAIRING_STEPS_MAX;
  const uploading = steps.some((s) => s.percent !== null);
  const body = { productId: product.id, steps: steps.map(({ textZh, textEn, mediaType, mediaUrl }) => ({ textZh, textEn, mediaType, mediaUrl })) };

  // Shown once Save was pressed, then kept current as the steps change.
  const problems = new Map<string, string>();
  if (submitted) {
    for (const issue of issueMessages(saveNetworkGuideBody.safeParse(body))) {
      const [, index, field] = issue.path;
      const where = index === undefined ? 'steps' : `${index}.${String(field ?? '')}`;
      if (!problems.has(where)) problems.set(where, index === undefined && issue.key === 'validation.minItems' ? t('networkGuide.stepsRequired') : t(issue.key, issue.params));
    }
  }

  const change = (next: (current: DraftStep[]) => DraftStep[]) => {
    setSteps(next);
    setDirty(true);
    setRefusal(null);
  };
  const update = (key: number, patch: Partial<DraftStep>) => change((current) => current.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) =>
    change((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const choose = async (key: number, file: File) => {
    update(key, { mediaProblem: null });
    const checked = await checkPairingMedia(file);
    if (checked.problem !== null) {
      update(key, { mediaProblem: checked.problem });
      return;
    }
    const limits = checked.kind === 'video' ? pairingVideoUpload : pairingImageUpload;
    update(key, { percent: 0 });
    try {
      const uploaded = await uploadFile(file, { dir: 'network-guide', ...limits }, (percent) => update(key, { percent }));
      update(key, { percent: null, mediaType: checked.kind, mediaUrl: uploaded.url });
    } catch (error) {
      update(key, { percent: null, mediaProblem: error instanceof ApiError ? error.msg : t('networkGuide.media.uploadFailed') });
    }
  };

  const loadDefault = async () => {
    setLoadingDefault(true);
    try {
      const defaults = await getDefaultNetworkGuide(product.networkType);
      change(() => defaults.slice(0, PAIRING_STEPS_MAX).map(draft));
    } catch {
      // The request client has said why.
    } finally {
      setLoadingDefault(false);
    }
  };

  const submit = () => {
    setSubmitted(true);
    setRefusal(null);
    if (!saveNetworkGuideBody.safeParse(body).success) return;
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setRefusal(error instanceof ApiError ? error.msg : t('networkGuide.saveFailed')),
    });
  };

  const defaultButton = (
    <Button loading={loadingDefault} data-testid="guide-use-default" onClick={steps.length === 0 ? () => void loadDefault() : undefined}>
      {t('networkGuide.useDefault')}
    </Button>
  );

  return (
    <Form layout="vertical" component="div">
      {steps.length === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('networkGuide.emptyEditor')} data-testid="guide-editor-empty" />
      )}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {steps.map((step, index) => {
          const n = index + 1;
          const textField = (field: TextField, label: string, testId: string) => {
            const problem = problems.get(`${index}.${field}`);
            return (
              <Form.Item label={label} required validateStatus={problem ? 'error' : undefined} help={problem} style={{ marginBottom: 12 }}>
                <Input.TextArea
                  value={step[field]}
                  rows={3}
                  maxLength={PAIRING_TEXT_MAX_LENGTH}
                  showCount
                  data-testid={testId}
                  onChange={(event) => update(step.key, { [field]: event.target.value })}
                />
              </Form.Item>
            );
          };
          return (
            <Card
              key={step.key}
              size="small"
              title={t('networkGuide.step', { n })}
              data-testid={`guide-step-${n}`}
              extra={
                <Space size={0}>
                  <Tooltip title={t('networkGuide.moveUp')}>
                    <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('networkGuide.moveUp')} disabled={index === 0} data-testid={`guide-up-${n}`} onClick={() => move(index, -1)} />
                  </Tooltip>
                  <Tooltip title={t('networkGuide.moveDown')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('networkGuide.moveDown')}
                      disabled={index === steps.length - 1}
                      data-testid={`guide-down-${n}`}
                      onClick={() => move(index, 1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('networkGuide.removeStep')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('networkGuide.removeStep')}
                      data-testid={`guide-remove-${n}`}
                      onClick={() => change((current) => current.filter((s) => s.key !== step.key))}
                    />
                  </Tooltip>
                </Space>
              }
            >
              <Row gutter={[16, 8]}>
                <Col xs={24} md={9} lg={7}>
                  <Form.Item label={t('networkGuide.media.label')} required style={{ marginBottom: 0 }}>
                    <StepMediaField
                      n={n}
                      mediaType={step.mediaType}
                      mediaUrl={step.mediaUrl}
                      percent={step.percent}
                      problem={step.mediaProblem ?? problems.get(`${index}.mediaUrl`) ?? null}
                      onChoose={(file) => void choose(step.key, file)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={15} lg={17}>
                  {textField('textZh', t('networkGuide.textZh'), `guide-text-zh-${n}`)}
                  {textField('textEn', t('networkGuide.textEn'), `guide-text-en-${n}`)}
                </Col>
              </Row>
            </Card>
          );
        })}
      </Space>
      {problems.has('steps') && (
        <Typography.Text type="danger" role="alert" data-testid="guide-steps-error" style={{ display: 'block', marginTop: 12 }}>
          {problems.get('steps')}
        </Typography.Text>
      )}
      <div className={styles.footer}>
        <Space wrap>
          <Button
            icon={<PlusOutlined />}
            disabled={atLimit}
            data-testid="guide-add-step"
            onClick={() => change((current) => [...current, draft({ textZh: '', textEn: '', mediaType: 'image', mediaUrl: '' })])}
          >
            {t('networkGuide.addStep')} ({steps.length}/{PAIRING_STEPS_MAX})
          </Button>
          {atLimit && (
            <Typography.Text type="secondary" data-testid="guide-steps-limit">
              {t('validation.pairingStepsLimit', { max: PAIRING_STEPS_MAX })}
            </Typography.Text>
          )}
        </Space>
        <Space wrap>
          {steps.length === 0 ? (
            defaultButton
          ) : (
            <Popconfirm
              title={t('networkGuide.useDefaultConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              okButtonProps={{ 'data-testid': 'guide-use-default-confirm' } as ButtonProps}
              onConfirm={() => void loadDefault()}
            >
              {defaultButton}
            </Popconfirm>
          )}
          {dirty ? (
            <Popconfirm title={t('networkGuide.discardConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={onDone}>
              <Button data-testid="guide-cancel">{t('common.cancel')}</Button>
            </Popconfirm>
          ) : (
            <Button data-testid="guide-cancel" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="primary" loading={save.isPending} disabled={uploading} data-testid="guide-save" onClick={submit}>
            {t('common.save')}
          </Button>
        </Space>
      </div>
      {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} message={t('networkGuide.saveRefused')} description={refusal} data-testid="guide-save-error" />}
    </Form>
  );
}
