import { BYTES_PER_KB, BYTES_PER_MB } from '@iotc/shared';

/** Time display of the spec (epoch seconds → YYYY-MM-DD HH:mm:ss); one implementation, shared with the server. */
export { formatTime } from '@iotc/shared';

/** A file's size as people read it: "812 B", "300 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KB) return `${bytes} B`;
  if (bytes < BYTES_PER_MB) return `${Math.round(bytes / BYTES_PER_KB)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(1).replace(/\.0$/, '')} MB`;
}
