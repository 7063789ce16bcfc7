import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AckState } from '../debugSession';
import styles from './debugging.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A refusal in words: a message key (the shared `device.problem.*` ones, or ours) in the page's language, else the device's own text. */
export function reasonText(t: Translate, ack: Extract<AckState, { state: 'failed' }>): string {
  if (/^(device\.problem|debugging)\./.test(ack.reason)) return t(ack.reason, ack.params);
  return ack.reason || t('debugging.status.code', { code: ack.code });
}

const ICONS = {
  pending: <SyncOutlined spin />,
  ok: <CheckCircleOutlined />,
  failed: <CloseCircleOutlined />,
  timeout: <ClockCircleOutlined />,
};
const COLORS = { pending: 'processing', ok: 'success', failed: 'error', timeout: 'warning' };

/** What became of a message sent to the device, from its ack; `textClassName` lets a narrow layout hide the words (the title keeps them). */
export function AckStatus({ ack, testId, textClassName }: { ack: AckState; testId?: string; textClassName?: string }) {
  const { t } = useTranslation();
  const text = ack.state === 'failed' ? t('debugging.status.failed', { reason: reasonText(t, ack) }) : t(`debugging.status.${ack.state}`);
  return (
    <Tag icon={ICONS[ack.state]} color={COLORS[ack.state]} data-testid={testId} data-state={ack.state} className={styles.ackTag} title={text}>
      <span className={textClassName}>{text}</span>
    </Tag>
  );
}
