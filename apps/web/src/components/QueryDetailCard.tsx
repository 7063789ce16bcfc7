import type { ComponentProps, ReactNode } from 'react';
import { Card, Result, Skeleton, type SkeletonProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ErrorCode } from '@iotc/shared';
import { ApiError } from '@/lib/request';
import { LoadFailedResult } from './LoadFailedResult';

type RetryableQuery = ComponentProps<typeof LoadFailedResult>['query'];

interface Props<T> {
  /** The id from the address; none shows the not-found result. */
  id: string | null;
  query: RetryableQuery & { isError: boolean; isPending: boolean; data: T | undefined };
  /** The link to the list, the card's title; the not-found result leads there too. */
  back: { to: string; text: string; testId: string };
  notFoundTitle: string;
  notFoundHint?: string;
  loadFailedTitle: string;
  retryText: string;
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
  notFoundTitle,
  notFoundHint,
  loadFailedTitle,
  retryText,
  skeleton = { paragraph: { rows: 8 } },
  className,
  'data-testid': testId,
  children,
}: Props<T>) {
  const backLink = (
    <Link to={back.to} data-testid={back.testId}>
      <ArrowLeftOutlined /> {back.text}
    </Link>
  );

  const notFound = !id || (query.error instanceof ApiError && query.error.code === ErrorCode.NotFound);
  let body;
  if (notFound) {
    body = <Result status="404" title={notFoundTitle} subTitle={notFoundHint} extra={<Link to={back.to}>{back.text}</Link>} />;
  } else if (query.isError) {
    body = <LoadFailedResult query={query} title={loadFailedTitle} retryText={retryText} showMessage />;
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
