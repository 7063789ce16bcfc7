import type { ComponentProps, ReactNode } from 'react';
import { Card, Result, Skeleton, type SkeletonProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@iotc/shared';
import { ApiError } from '@/lib/request';
import { LoadFailedResult } from './LoadFailedResult';

/** A detail page's id, from its address (`?<name>=`), and the query of the item it names. */
export function useAddressedItem<Q>(name: string, useItem: (id: string | null) => Q): { id: string | null; query: Q } {
  const [params] = useSearchParams();
  const id = params.get(name);
  return { id, query: useItem(id) };
}

type RetryableQuery = ComponentProps<typeof LoadFailedResult>['query'];

interface Props<T> {
  /** The id from the address; none shows the not-found result. */
  id: string | null;
  query: RetryableQuery & { isError: boolean; isPending: boolean; data: T | undefined };
  /** The link to the list, the card's title; the not-found result leads there too. */
  back: { to: string; text: string; testId: string };
  /** The prefix of the card's message keys: `<texts>.notFound`, `<texts>.notFoundHint` (with `notFoundHint`), `<texts>.loadFailed`. */
  texts: string;
  notFoundHint?: boolean;
  /** The retry button's text other than the common one. */
  retryText?: string;
  skeleton?: SkeletonProps;
  className?: string;
  'data-testid'?: string;
  /** The loaded item's view. */
  children: (data: T) => ReactNode;
}

/**
 * A detail page's card: a back link as its title; then not found (no id, or the server's 404),
 * a load failure with a retry, a skeleton while loading, or the item.
 */
export function QueryDetailCard<T>({
  id,
  query,
  back,
  texts,
  notFoundHint = false,
  retryText,
  skeleton = { paragraph: { rows: 8 } },
  className,
  'data-testid': testId,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const backLink = (
    <Link to={back.to} data-testid={back.testId}>
      <ArrowLeftOutlined /> {back.text}
    </Link>
  );

  const notFound = !id || (query.error instanceof ApiError && query.error.code === ErrorCode.NotFound);
  let body;
  if (notFound) {
    body = (
      <Result
        status="404"
        title={t(`${texts}.notFound`)}
        subTitle={notFoundHint && t(`${texts}.notFoundHint`)}
        extra={<Link to={back.to}>{back.text}</Link>}
      />
    );
  } else if (query.isError) {
    body = <LoadFailedResult query={query} title={t(`${texts}.loadFailed`)} retryText={retryText ?? t('common.retry')} showMessage />;
  } else if (query.isPending || query.data === undefined) {
    body = <Skeleton active {...skeleton} />;
  } else {
    body = children(query.data);
  }

  return (
    <Card className={className} title={backLink} data-testid={testId}>
      {body}
    </Card>
  );
}
