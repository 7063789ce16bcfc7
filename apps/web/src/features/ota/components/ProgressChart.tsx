import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaTaskCounts, OtaTimeline } from '@iotc/shared/ota';
import { formatTime, zoneLabel } from '@/lib/format';
import styles from './ota.module.css';

/** The chart's lines: each a sum of task states, drawn in its colour. */
const SERIES = [
  { key: 'succeeded', color: '#52c41a', of: (c: OtaTaskCounts) => c.succeeded + c.skipped },
  { key: 'inProgress', color: '#1677ff', of: (c: OtaTaskCounts) => c.notified + c.downloading + c.installing },
  { key: 'failed', color: '#ff4d4f', of: (c: OtaTaskCounts) => c.failed + c.timedOut },
] as const;

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const Y_TICKS = 4;
const X_TICKS = 5;

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= Y_TICKS) return Y_TICKS;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

/** How much of a time the x axis shows: the date past a day, the seconds under ten minutes, else the clock. */
type TickScale = 'date' | 'minutes' | 'seconds';

function tickScale(spanS: number): TickScale {
  return spanS > 24 * 3600 ? 'date' : spanS < 600 ? 'seconds' : 'minutes';
}

/** A time on the x axis, in the console's zone (formatTime gives YYYY-MM-DD HH:mm:ss). */
function timeTick(at: number, scale: TickScale): string {
  const text = formatTime(at);
  return scale === 'date' ? text.slice(5, 16) : scale === 'seconds' ? text.slice(11, 19) : text.slice(11, 16);
}

/**
 * The release's progress over time (its timeline's points): upgraded (or already on the version), in progress
 * and failed devices, as lines on one scale; times in the console's time zone.
 */
export function ProgressChart({ timeline }: { timeline: OtaTimeline | undefined }) {
  const { t } = useTranslation();
  const points = timeline?.points ?? [];
  if (points.length < 2) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ota.chart.empty')} data-testid="ota-chart" />;
  }
  const first = points[0]!.at;
  const last = points.at(-1)!.at;
  const span = Math.max(last - first, 1);
  const top = niceMax(Math.max(...points.flatMap((p) => SERIES.map((s) => s.of(p.counts)))));
  const x = (at: number) => PAD.left + ((at - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const scale = tickScale(span);

  return (
    <figure className={styles.chart} data-testid="ota-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('ota.chart.title')}>
        {Array.from({ length: Y_TICKS + 1 }, (_, i) => {
          const value = (top / Y_TICKS) * i;
          return (
            <g key={`y${i}`}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} className={styles.gridLine} />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className={styles.axisText}>
                {value}
              </text>
            </g>
          );
        })}
        {Array.from({ length: X_TICKS }, (_, i) => {
          const at = Math.round(first + (span / (X_TICKS - 1)) * i);
          return (
            <text key={`x${i}`} x={x(at)} y={HEIGHT - 8} textAnchor={i === 0 ? 'start' : i === X_TICKS - 1 ? 'end' : 'middle'} className={styles.axisText}>
              {timeTick(at, scale)}
            </text>
          );
        })}
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            points={points.map((p) => `${x(p.at).toFixed(1)},${y(s.of(p.counts)).toFixed(1)}`).join(' ')}
            data-testid={`ota-chart-${s.key}`}
          />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {SERIES.map((s) => (
          <span key={s.key}>
            <i style={{ background: s.color }} />
            {t(`ota.chart.${s.key}`)}
          </span>
        ))}
        <span className={styles.zone}>{t('ota.chart.zone', { zone: zoneLabel() })}</span>
      </figcaption>
    </figure>
  );
}
