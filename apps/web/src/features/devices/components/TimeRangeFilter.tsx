import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { gmt8Seconds } from '../format';
import styles from './devices.module.css';

export interface SecondsRange {
  startTime?: number;
  endTime?: number;
}

/** A time range on the GMT+8 clock the logs are shown in, handed on as epoch seconds. */
export function TimeRangeFilter({ onChange, testId }: { onChange(range: SecondsRange): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      showTime
      allowEmpty={[true, true]}
      className={styles.range}
      placeholder={[t('devices.filter.startTime'), t('devices.filter.endTime')]}
      onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
        onChange({
          startTime: range?.[0] ? gmt8Seconds(range[0]) : undefined,
          endTime: range?.[1] ? gmt8Seconds(range[1]) : undefined,
        })
      }
      data-testid={testId}
    />
  );
}
