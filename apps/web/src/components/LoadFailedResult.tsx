import { Button, Result } from 'antd';
import { ApiError } from '@/lib/request';

/** What the result needs of a failed query: the error, whether it is trying again, and the way to. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A query that failed: a warning with a retry button; `showMessage` adds the server's message
 * (when it sent one) below the title.
 */
export function LoadFailedResult({
  query,
  title,
  retryText,
  showMessage = false,
}: {
  query: RetryableQuery;
  title: string;
  retryText: string;
  showMessage?: boolean;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={showMessage && query.error instanceof ApiError ? query.error.msg : undefined}
      extra={
        <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retryText}
        </Button>
      }
    />
  );
}
