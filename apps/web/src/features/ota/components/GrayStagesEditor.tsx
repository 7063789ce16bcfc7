import { Button, Form, InputNumber } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OTA_GRAY_STAGES_MAX, OTA_SOAK_MAX_MINUTES } from '@iotc/shared';
import type { OtaGrayType } from '@iotc/shared/ota';
import type { StageDraft } from '../releaseDraft';
import styles from './ota.module.css';

interface Props {
  stages: StageDraft[];
  grayType: Exclude<OtaGrayType, 'deviceIds'>;
  onChange(stages: StageDraft[]): void;
  /** The message shown on a stage's field, by its place (`grayStages.<i>.value`, `grayStages.<i>.soakMinutes`). */
  problemOf(place: string): string | undefined;
}

/** The gray stages: each a cumulative percent or number of the targets and the minutes it soaks before the next. */
export function GrayStagesEditor({ stages, grayType, onChange, problemOf }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<StageDraft>) => onChange(stages.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const last = stages.at(-1)?.value ?? 0;

  return (
    <div data-testid="ota-stages">
      {stages.map((stage, index) => {
        const valueProblem = problemOf(`grayStages.${index}.value`);
        const soakProblem = problemOf(`grayStages.${index}.soakMinutes`);
        return (
          // Stages have no identity of their own: their order is what they are.
          <div key={index} className={styles.stageRow}>
            <Form.Item label={t('ota.form.stageN', { n: index + 1 })} validateStatus={valueProblem && 'error'} help={valueProblem}>
              <InputNumber<number>
                min={1}
                max={grayType === 'percent' ? undefined : 1_000_000}
                precision={0}
                value={stage.value}
                suffix={grayType === 'percent' ? '%' : t('ota.form.devicesUnit')}
                aria-label={t('ota.form.stageValue', { n: index + 1 })}
                data-testid={`ota-stage-value-${index}`}
                onChange={(value) => set(index, { value })}
              />
            </Form.Item>
            <Form.Item label={t('ota.form.soakMinutes')} validateStatus={soakProblem && 'error'} help={soakProblem}>
              <InputNumber<number>
                min={0}
                max={OTA_SOAK_MAX_MINUTES}
                precision={0}
                value={stage.soakMinutes}
                suffix={t('ota.form.minutes')}
                data-testid={`ota-stage-soak-${index}`}
                onChange={(soakMinutes) => set(index, { soakMinutes })}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button icon={<DeleteOutlined />} aria-label={t('ota.form.removeStage')} data-testid={`ota-stage-remove-${index}`} onClick={() => onChange(stages.filter((_s, i) => i !== index))} />
            </Form.Item>
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={stages.length >= OTA_GRAY_STAGES_MAX}
        data-testid="ota-stage-add"
        // The next stage reaches more devices than the last one.
        onClick={() => onChange([...stages, { value: grayType === 'percent' ? Math.min(100, last + 10) : last + 10, soakMinutes: 0 }])}
      >
        {t('ota.form.addStage')}
      </Button>
    </div>
  );
}
