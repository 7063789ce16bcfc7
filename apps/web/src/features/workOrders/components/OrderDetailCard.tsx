import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDetailCard } from '@/components/QueryDetailCard';
import styles from './OrderDetailCard.module.css';

type Props<T> = Pick<ComponentProps<typeof QueryDetailCard<T>>, 'id' | 'query' | 'back' | 'notFoundHint' | 'data-testid' | 'children'>;

/** The card of a work order's detail page (the user's or support's), with the work orders' not-found and load-failed texts. */
export function OrderDetailCard<T>(props: Props<T>) {
  const { t } = useTranslation();
  return <QueryDetailCard {...props} texts="workOrders.detail" retryText={t('workOrders.retry')} className={styles.card} />;
}
