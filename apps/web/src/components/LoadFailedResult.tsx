import { ApiError } from '@/lib/request';
import { LoadFailed } from './LoadFailed';

/** What the result needs of a failed query: the error, whether it is trying again, and the way to. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * LoadFailed for a whole-page query: the retry is the primary action, and `showMessage` adds the
 * server's message (when it sent one) below the title.
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
    <LoadFailed
      primary
      title={title}
      message={showMessage && query.error instanceof ApiError ? query.error.msg : undefined}
      retrying={query.isFetching}
      retryText={retryText}
      onRetry={() => void query.refetch()}
    />
  );
}
