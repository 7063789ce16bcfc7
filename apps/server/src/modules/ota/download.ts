import { OTA_DOWNLOAD_URL_TTL_S } from '@iotc/shared';
import { otaPaths } from '@iotc/shared/ota';
import type { AppConfig } from '../../config.ts';
import { isSigned, signature } from '../../core/signature.ts';

/**
 * The signed, expiring address of a task's firmware file: devices download it without an account, so the address itself is
 * the permission (core/signature.ts).
 */

const PURPOSE = 'ota-download';

/** The absolute address sent in ota_info, valid OTA_DOWNLOAD_URL_TTL_S from `now`. */
export function signedFileUrl(config: Pick<AppConfig, 'publicUrl' | 'deviceSecret'>, taskId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + OTA_DOWNLOAD_URL_TTL_S;
  return `${config.publicUrl}/api${otaPaths.deviceFile(taskId)}?expires=${expires}&sig=${signature(config.deviceSecret, PURPOSE, taskId, expires)}`;
}

/** Whether the query signs this task's address and has not expired at `now`. */
export function isSignedFor(deviceSecret: string, taskId: string, expires: number, sig: string, now: Date): boolean {
  return isSigned(deviceSecret, PURPOSE, taskId, expires, sig, now);
}

/** A parsed `Range: bytes=n-` or `bytes=n-m` of a file of `size` bytes: the bytes to send, 'unsatisfiable' (416), or null (send it whole). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  // Suffix ranges and several ranges are not asked by devices resuming a download: the whole file answers them.
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
