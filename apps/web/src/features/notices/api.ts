import type { PageResult } from '@iotc/shared';
import type { RealtimeData } from '@iotc/shared/realtime';
import {
  type NoticeAdminItem,
  type NoticeAdminListQuery,
  noticeAdminPaths,
  type NoticeDetail,
  type NoticeItem,
  type NoticeListQuery,
  noticePaths,
  type NoticePublishBody,
  type NoticeReadBody,
  type NoticeReadResult,
  type NoticeRecipient,
  type NoticeRecipientsQuery,
} from '@iotc/shared/notices';
import { request } from '@/lib/request';

export type NoticeState = RealtimeData['notice'];

export function listNotices(query: NoticeListQuery): Promise<PageResult<NoticeItem>> {
  return request.get<PageResult<NoticeItem>>(noticePaths.list, query);
}

/** Opening a notice marks it read. The detail page shows its own "not found" state, so no toast. */
export function getNotice(id: string): Promise<NoticeDetail> {
  return request.get<NoticeDetail>(noticePaths.detail(id), undefined, { suppressError: true });
}

export function readNotices(body: NoticeReadBody): Promise<NoticeReadResult> {
  return request.post<NoticeReadResult>(noticePaths.read, body);
}

/** The bell's flag and the home banner; read in the background, so nothing is shown when it fails. */
export function getNoticeState(): Promise<NoticeState> {
  return request.get<NoticeState>(noticePaths.unread, undefined, { silent: true });
}

export function listPublishedNotices(query: NoticeAdminListQuery): Promise<PageResult<NoticeAdminItem>> {
  return request.get<PageResult<NoticeAdminItem>>(noticeAdminPaths.list, query);
}

export function searchRecipients(query: NoticeRecipientsQuery): Promise<PageResult<NoticeRecipient>> {
  return request.get<PageResult<NoticeRecipient>>(noticeAdminPaths.recipients, query);
}

export function publishNotice(body: NoticePublishBody): Promise<{ id: string }> {
  return request.post<{ id: string }>(noticeAdminPaths.publish, body);
}

export function deleteNotice(id: string): Promise<void> {
  return request.post<void>(noticeAdminPaths.delete, { id });
}
