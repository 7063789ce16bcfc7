import { Skeleton, Typography } from 'antd';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@iotc/shared/docs';
import { formatZonedTime } from '@/lib/format';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { useIntroduce } from '../hooks';
import styles from './DocumentContent.module.css';

/** One public document: a skeleton while it loads, an error with a retry, then its markdown. */
export function DocumentContent({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const query = useIntroduce(type);

  if (query.isPending) {
    return (
      <article className={styles.card}>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 10 }} />
      </article>
    );
  }
  if (query.isError) {
    return (
      <article className={styles.card}>
        <LoadFailedResult query={query} title={t('docs.loadFailed')} retryText={t('docs.retry')} showMessage />
      </article>
    );
  }
  return (
    <article className={styles.card}>
      {/* antd's Typography gives the rendered headings, lists and code the console's type styles. */}
      <Typography className={styles.markdown}>
        <Markdown>{query.data.content}</Markdown>
      </Typography>
      <Typography.Text type="secondary" className={styles.updated}>
        {t('docs.updatedAt', { time: formatZonedTime(query.data.updatedAt) })}
      </Typography.Text>
    </article>
  );
}
