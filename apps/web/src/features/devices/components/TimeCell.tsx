import { formatTime } from '@/lib/format';
import styles from './devices.module.css';

/** A table's time on two lines, date over time: the column stays narrow enough for the row to fit a laptop. */
export function TimeCell({ time }: { time: number | null }) {
  const [date, clock] = formatTime(time).split(' ');
  if (!date) return <span className={styles.secondary}>-</span>;
  return (
    <span className={styles.timeCell}>
      {date}
      <span className={styles.secondary}>{clock}</span>
    </span>
  );
}
