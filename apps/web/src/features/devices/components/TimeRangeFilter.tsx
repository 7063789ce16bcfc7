import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from './devices.module.css';
import { wallClockSeconds, zoneTitle } from '@/lib/format';

export interface SecondsRange {
  startTime?: number;
  endTime?: number;
}

/** A time range on the clock of the zone the logs are shown in, handed on as epoch seconds. */
export function TimeRangeFilter({ onChange, testId }: { onChange(range: SecondsRange): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      showTime
      allowEmpty={[true, true]}
      className={styles.range}
      placeholder={[zoneTitle(t('devices.filter.startTime')), zoneTitle(t('devices.filter.endTime'))]}
      onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
        onChange({
          startTime: range?.[0] ? wallClockSeconds(range[0]) : undefined,
          endTime: range?.[1] ? wallClockSeconds(range[1]) : undefined,
        })
      }
      data-testid={testId}
    />
  );
}
