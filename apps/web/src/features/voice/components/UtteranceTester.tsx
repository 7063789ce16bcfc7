import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { AudioOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '@iotc/shared/devices';
import type { ProductFunction } from '@iotc/shared/functions';
import { matchUtterance, type UtteranceResult, type VoiceUnitDefinition, voiceUnitOf } from '@iotc/shared/voice';
import { LoadFailed } from '@/components/LoadFailed';
import { DevicePicker, useDeviceChoice } from '@/features/debugDevices/components/DevicePicker';
import { AckStatus } from '@/features/debugging/components/AckStatus';
import { ConnectionBadge, OnlineBadge } from '@/features/debugging/components/DebugHeader';
import { DebugLogView } from '@/features/debugging/components/DebugLogView';
import type { AckState, DpStatus } from '@/features/debugging/debugSession';
import { type DeviceDebugger, useDeviceDebugger } from '@/features/debugging/hooks/useDeviceDebugger';
import { formatDpValue } from '@/features/devices/format';
import { currentLanguage } from '@/lib/i18n';
import { type DraftMapping, demoPhrases } from '../draft';
import styles from './voice.module.css';

type Match = UtteranceResult<DraftMapping>;

/** A unit as the console shows it: its symbol, or its name in the console's language when it has none (档, Level). */
function unitText(unit: VoiceUnitDefinition): string {
  return unit.symbol || (currentLanguage === 'en-US' ? unit.en : unit.zh);
}

/** A number as heard, with its unit: "50 %", "26 ℃", "3 档". */
function spokenNumber(value: number, unitKey: string | null): string {
  const unit = unitKey ? voiceUnitOf(unitKey) : undefined;
  return unit ? `${value} ${unitText(unit)}` : String(value);
}

/**
 * What the phrase became: the mapping's function, the alias and value heard, and the control sent with the device's
 * answer; or why nothing was sent. `ack` is null when there is no device to send to.
 */
export function MatchView({ result, ack }: { result: Match; ack: AckState | null }) {
  const { t } = useTranslation();
  if (!result.ok) {
    return <Alert type="warning" showIcon message={t('voice.tester.refused')} description={<span data-testid="voice-tester-refusal">{t(result.key, result.params)}</span>} data-testid="voice-tester-result" data-ok="false" />;
  }
  const fn = result.function;
  const mappingUnit = voiceUnitOf(result.mapping.unit);
  let heard = result.valueAlias ?? (result.number === null ? '' : spokenNumber(result.number, result.unit));
  // A range's midpoint, or a percent of a range spoken in another unit: the point of the spoken scale it meant.
  if (result.spoken !== null && result.spoken !== result.number) heard += ` → ${Number(result.spoken.toFixed(2))}${mappingUnit ? ` ${unitText(mappingUnit)}` : ''}`;
  return (
    <Descriptions size="small" column={1} bordered className={styles.match} data-testid="voice-tester-result" data-ok="true">
      <Descriptions.Item label={t('voice.tester.function')}>
        <span data-testid="voice-tester-function">{`${fn.name} (${fn.identifier})`}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('voice.tester.alias')}>
        <span data-testid="voice-tester-alias">{result.alias ?? t('voice.tester.byValue')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('voice.tester.heard')}>
        <span data-testid="voice-tester-heard">{heard}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('voice.tester.sent')}>
        <Space wrap size={8}>
          <span data-testid="voice-tester-sent">{formatDpValue(fn, result.value)}</span>
          <Typography.Text code data-testid="voice-tester-dps">
            {JSON.stringify({ [fn.dpId]: result.value })}
          </Typography.Text>
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('voice.tester.device')}>
        {ack ? <AckStatus ack={ack} testId="voice-tester-ack" /> : <Typography.Text type="secondary">{t('voice.tester.noSession')}</Typography.Text>}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** One try: its result and, when it was sent, the function's status before it (a newer status is this try's). */
interface Attempt {
  result: Match;
  sent: boolean;
  before: DpStatus | undefined;
}

interface PhraseProps {
  phrase: string;
  onPhrase(phrase: string): void;
  mappings: readonly DraftMapping[];
  functions: ProductFunction[];
  /** The device's session; null while there is no device (the match shows, nothing is sent). */
  debug: DeviceDebugger | null;
}

/** The phrase, its demo phrases, Try, and what the last try became. */
function PhraseBox({ phrase, onPhrase, mappings, functions, debug }: PhraseProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const demos = demoPhrases(mappings);

  const attemptPhrase = (text: string) => {
    onPhrase(text);
    // The scheme as it stands on screen, saved or not.
    const result = matchUtterance(text, { functions: mappings }, functions);
    const sent = result.ok && debug !== null;
    setAttempt({ result, sent, before: sent ? debug.session.dpStatus[String(result.function.dpId)] : undefined });
    if (sent) debug.change(result.function, result.value);
  };

  let ack: AckState | null = null;
  if (attempt?.sent && attempt.result.ok && debug) {
    const status = debug.session.dpStatus[String(attempt.result.function.dpId)];
    // Until the debounced control leaves, the function's status is still the previous one.
    ack = status && status !== attempt.before ? status.ack : { state: 'pending' };
  }

  return (
    <div className={styles.phraseBox}>
      <div>
        <Typography.Text type="secondary">{t('voice.tester.demos')}: </Typography.Text>
        {demos.length === 0 ? (
          <Typography.Text type="secondary" data-testid="voice-tester-no-demos">
            {t('voice.tester.noDemos')}
          </Typography.Text>
        ) : (
          demos.map((demo) => (
            <Tag.CheckableTag key={demo} checked={demo === phrase} onChange={() => attemptPhrase(demo)} className={styles.demo} data-testid="voice-tester-demo">
              {demo}
            </Tag.CheckableTag>
          ))
        )}
      </div>
      <Space.Compact className={styles.phrase}>
        <Input
          value={phrase}
          prefix={<AudioOutlined />}
          placeholder={t('voice.tester.placeholder')}
          aria-label={t('voice.tester.phrase')}
          onChange={(event) => onPhrase(event.target.value)}
          onPressEnter={() => attemptPhrase(phrase)}
          data-testid="voice-tester-phrase"
        />
        <Button type="primary" icon={<SendOutlined />} onClick={() => attemptPhrase(phrase)} data-testid="voice-tester-try">
          {t('voice.tester.try')}
        </Button>
      </Space.Compact>
      {attempt && <MatchView result={attempt.result} ack={attempt.sent ? ack : null} />}
    </div>
  );
}

/** The tester against one device: its connection and online state, the phrase box sending to it, its message log. */
function DeviceTester({ device, detailTime, recheck, ...phrase }: Omit<PhraseProps, 'debug'> & { device: DeviceDetail; detailTime: number; recheck(): void }) {
  const { t } = useTranslation();
  const debug = useDeviceDebugger(device, phrase.functions, detailTime, recheck);
  if (debug.connection.denied) return <Alert type="error" showIcon message={t('debugging.noAccess.notFound')} description={t('debugging.noAccess.brokerHint')} />;
  return (
    <>
      <div className={styles.deviceBar}>
        <ConnectionBadge status={debug.connection.status} />
        <OnlineBadge online={debug.session.online} />
      </div>
      <PhraseBox {...phrase} debug={debug} />
      <DebugLogView session={debug.session} />
    </>
  );
}

/**
 * The utterance tester of the verify guide: a phrase typed (or a demo phrase clicked) becomes the control the scheme
 * on screen defines, which goes to a virtual or debug device of the product through its debugging session; the
 * match, the device's ack and the messages show. This is how a maker checks a scheme before an assistant uses it.
 */
export function UtteranceTester({ productId, mappings, functions }: { productId: string; mappings: readonly DraftMapping[]; functions: ProductFunction[] }) {
  const { t } = useTranslation();
  const choice = useDeviceChoice(productId);
  const [phrase, setPhrase] = useState('');
  const device = choice.device.data;
  const phraseProps = { phrase, onPhrase: setPhrase, mappings, functions };
  return (
    <Card size="small" title={t('voice.tester.title')} className={styles.tester} data-testid="voice-tester">
      <Typography.Paragraph type="secondary">{t('voice.tester.intro')}</Typography.Paragraph>
      <div className={styles.deviceBar}>
        <Typography.Text strong>{t('voice.tester.deviceLabel')}</Typography.Text>
        <DevicePicker choice={choice} emptyText={t('voice.tester.noDevice')} testId="voice-tester" />
      </div>
      {device ? (
        // A new device is a new session: its own connection, acks and log.
        <DeviceTester key={device.did} device={device} detailTime={choice.device.dataUpdatedAt} recheck={() => void choice.device.refetch()} {...phraseProps} />
      ) : choice.device.isError ? (
        // The chosen device is there but its session cannot start: not the same as having no device.
        <div data-testid="voice-tester-device-failed">
          <LoadFailed title={t('voice.tester.deviceLoadFailed', { did: choice.did })} retrying={choice.device.isFetching} onRetry={() => void choice.device.refetch()} />
        </div>
      ) : (
        <PhraseBox {...phraseProps} debug={null} />
      )}
    </Card>
  );
}
