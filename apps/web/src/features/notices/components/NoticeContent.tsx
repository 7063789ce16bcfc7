import { Typography } from 'antd';
import Markdown from 'react-markdown';
import { NoticeFormat } from '@iotc/shared/notices';
import styles from './NoticeContent.module.css';

/**
 * A notice's body: markdown rendered (raw HTML in it is not, so a notice cannot inject markup),
 * plain text shown as typed with its line breaks.
 */
export function NoticeContent({ content, format }: { content: string; format: NoticeFormat }) {
  return (
    <Typography className={styles.content} data-testid="notice-content">
      {format === NoticeFormat.Markdown ? <Markdown>{content}</Markdown> : <div className={styles.text}>{content}</div>}
    </Typography>
  );
}
