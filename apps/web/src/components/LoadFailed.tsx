import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadFailedProps {
  /** What could not be loaded, e.g. "The roles could not be loaded". */
  title: ReactNode;
  onRetry(): void;
  /** Spins the button while the retry is under way. */
  retrying?: boolean;
  /** The button's word, when a page says it differently from the shell's "Retry". */
  retryText?: ReactNode;
  /** The server's explanation, shown under the title. */
  message?: ReactNode;
  /** The retry as the page's primary action (a page with nothing else to do). */
  primary?: boolean;
}

/** Shown in place of a list whose first load failed: the request client has told why, this offers a retry. */
export function LoadFailed({ title, onRetry, retrying, retryText, message, primary }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={
        <Button type={primary ? 'primary' : 'default'} loading={retrying} onClick={onRetry}>
          {retryText ?? t('common.retry')}
        </Button>
      }
    />
  );
}
