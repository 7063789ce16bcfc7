import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './devices.module.css';

/** The device id a log or malfunction view is for: entered here when the address names none. */
export function DidSearch({ did, onSearch, testId }: { did: string; onSearch(did: string): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={did}
      allowClear
      defaultValue={did}
      className={styles.wideFilter}
      placeholder={t('devices.log.didPlaceholder')}
      enterButton
      onSearch={(text) => onSearch(text.trim())}
      data-testid={testId}
    />
  );
}
