import type { ReactNode } from 'react';
import { KeywordSearch } from './KeywordSearch';
import styles from './ListToolbar.module.css';

/**
 * A list's toolbar: its filters (`children`) and a keyword search at the end, the keyword trimmed.
 * `spread` pushes the search to the far end.
 */
export function ListToolbar({
  children,
  searchPlaceholder,
  onSearch,
  searchTestId,
  spread = false,
}: {
  children?: ReactNode;
  searchPlaceholder: string;
  onSearch: (keyword: string) => void;
  searchTestId?: string;
  spread?: boolean;
}) {
  return (
    <div className={spread ? `${styles.toolbar} ${styles.spread}` : styles.toolbar}>
      {children}
      <KeywordSearch className={styles.search} placeholder={searchPlaceholder} onSearch={onSearch} testId={searchTestId} />
    </div>
  );
}
