import { useMemo, useState } from 'react';
import { Badge, Button, Descriptions, Empty, Input, Modal, Select, Tag, Typography } from 'antd';
import { ClearOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AckCode, DOWN_TOPICS, UP_TOPICS } from '@iotc/shared';
import { formatClock, zoneTitle } from '@/lib/format';
import { EMPTY_FILTER, LOG_MAX, filterLog, type LogEntry, type LogFilter } from '../debugLog';
import type { DebugSession } from '../debugSession';
import { AckStatus } from './AckStatus';
import styles from './debugging.module.css';

/** Rows have a fixed height, so only the visible ones are rendered (the list stays cheap at 50 msg/s). */
export const LOG_ROW_HEIGHT = 52;
/** The list's height in pixels (the CSS says the same); rows beyond it are not rendered. */
const LOG_VIEW_HEIGHT = 520;
const OVERSCAN = 6;

const TOPICS = [...DOWN_TOPICS, ...UP_TOPICS];

function EntryStatus({ entry, session }: { entry: LogEntry; session: DebugSession }) {
  const { t } = useTranslation();
  const ack = entry.direction === 'down' && !entry.foreign ? session.ackOf(entry.mid) : undefined;
  if (ack) return <AckStatus ack={ack} textClassName={styles.logAckText} />;
  if (entry.code !== null) {
    return (
      <Tag color={entry.code === AckCode.Ok ? 'success' : 'error'} className={styles.logTag}>
        {t('debugging.status.code', { code: entry.code })}
      </Tag>
    );
  }
  if (entry.foreign) return <Tag className={styles.logTag}>{t('debugging.log.foreign')}</Tag>;
  return null;
}

function Row({ entry, session, top, onOpen }: { entry: LogEntry; session: DebugSession; top: number; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="button"
      tabIndex={0}
      className={styles.logRow}
      style={{ top, height: LOG_ROW_HEIGHT }}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
      data-testid="log-row"
      data-direction={entry.direction}
      data-topic={entry.topic}
      data-name={entry.name ?? ''}
      data-mid={entry.mid ?? ''}
    >
      <div className={styles.logLine}>
        <span className={styles.logTime}>{formatClock(entry.time)}</span>
        <span className={entry.direction === 'up' ? styles.up : styles.down} title={t(`debugging.log.${entry.direction}`)}>
          {entry.direction === 'up' ? '↑' : '↓'}
        </span>
        <span className={styles.logTopic}>{entry.topic}</span>
        <span className={styles.logName}>{entry.name ?? '?'}</span>
        <EntryStatus entry={entry} session={session} />
      </div>
      <div className={styles.logPayload}>
        {entry.problem ? t('debugging.log.invalid', { reason: t(entry.problem.reason, entry.problem.params) }) + ' ' : ''}
        {entry.text}
      </div>
    </div>
  );
}

/** Every message in and out, newest first: filter, pause (new ones held and counted), clear; at most LOG_MAX kept. */
export function DebugLogView({ session }: { session: DebugSession }) {
  const { t } = useTranslation();
  const { log } = session;
  const [filter, setFilter] = useState<LogFilter>(EMPTY_FILTER);
  const [scrollTop, setScrollTop] = useState(0);
  const [open, setOpen] = useState<LogEntry | null>(null);
  const entries = log.entries;
  const shown = useMemo(() => filterLog(entries, filter), [entries, filter]);

  const first = Math.max(0, Math.floor(scrollTop / LOG_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + LOG_VIEW_HEIGHT) / LOG_ROW_HEIGHT) + OVERSCAN);
  const openAck = open && open.direction === 'down' ? session.ackOf(open.mid) : undefined;

  return (
    <section className={styles.panel} data-testid="debug-log">
      <div className={styles.panelHead}>
        <Typography.Title level={5} className={styles.panelTitle}>
          {zoneTitle(t('debugging.log.title'))}
        </Typography.Title>
        <div className={styles.actions}>
          {log.paused ? (
            <Badge count={log.held} overflowCount={LOG_MAX} size="small">
              <Button type="primary" icon={<CaretRightOutlined />} onClick={() => session.resume()} data-testid="log-resume">
                {t('debugging.log.resume')}
              </Button>
            </Badge>
          ) : (
            <Button icon={<PauseOutlined />} onClick={() => session.pause()} data-testid="log-pause">
              {t('debugging.log.pause')}
            </Button>
          )}
          <Button icon={<ClearOutlined />} onClick={() => session.clear()} data-testid="log-clear">
            {t('debugging.log.clear')}
          </Button>
        </div>
      </div>
      <div className={styles.logFilters}>
        <Select
          className={styles.logSelect}
          value={filter.topic}
          onChange={(topic) => setFilter({ ...filter, topic })}
          virtual={false}
          options={[{ value: 'all' as const, label: t('debugging.log.allTopics') }, ...TOPICS.map((topic) => ({ value: topic, label: topic }))]}
          data-testid="log-topic"
        />
        <Select
          className={styles.logSelect}
          value={filter.direction}
          onChange={(direction) => setFilter({ ...filter, direction })}
          options={[
            { value: 'all' as const, label: t('debugging.log.allDirections') },
            { value: 'up' as const, label: t('debugging.log.up') },
            { value: 'down' as const, label: t('debugging.log.down') },
          ]}
          data-testid="log-direction"
        />
        <Input.Search
          className={styles.logSearch}
          allowClear
          placeholder={t('debugging.log.search')}
          onChange={(e) => setFilter({ ...filter, text: e.target.value })}
          data-testid="log-search"
        />
      </div>
      <div className={styles.logMeta}>
        <Typography.Text type="secondary" data-testid="log-count">
          {t('debugging.log.count', { shown: shown.length, total: entries.length, max: LOG_MAX })}
        </Typography.Text>
        {log.paused && (
          <Typography.Text type="warning" data-testid="log-held">
            {t('debugging.log.held', { count: log.held })}
          </Typography.Text>
        )}
      </div>
      <div className={styles.logView} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} data-testid="log-view">
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(entries.length === 0 ? 'debugging.log.empty' : 'debugging.log.emptyFiltered')} />
        ) : (
          <div style={{ height: shown.length * LOG_ROW_HEIGHT, position: 'relative' }}>
            {shown.slice(first, last).map((entry, i) => (
              <Row key={entry.seq} entry={entry} session={session} top={(first + i) * LOG_ROW_HEIGHT} onOpen={() => setOpen(entry)} />
            ))}
          </div>
        )}
      </div>
      <Modal open={open !== null} title={t('debugging.log.detail')} footer={null} onCancel={() => setOpen(null)} width={640} data-testid="log-detail">
        {open && (
          <>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={zoneTitle(t('debugging.log.time'))}>{formatClock(open.time)}</Descriptions.Item>
              <Descriptions.Item label={t('debugging.log.direction')}>{t(`debugging.log.${open.direction}`)}</Descriptions.Item>
              <Descriptions.Item label={t('debugging.log.topic')}>{open.topic}</Descriptions.Item>
              <Descriptions.Item label={t('debugging.log.name')}>{open.name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="mid">
                <span className={styles.mono}>{open.mid ?? '-'}</span>
              </Descriptions.Item>
              {(openAck || open.code !== null) && (
                <Descriptions.Item label={t('debugging.log.ack')}>
                  {openAck ? <AckStatus ack={openAck} /> : open.mid && t('debugging.log.answers', { mid: open.mid })}
                </Descriptions.Item>
              )}
            </Descriptions>
            <pre className={styles.json}>{pretty(open.text)}</pre>
          </>
        )}
      </Modal>
    </section>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
