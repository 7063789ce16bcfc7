import { platformPath as p } from '../api/paths.ts';

/** Notices of the signed-in user; paths not shown in the spec. */
export const noticePaths = {
  list: p('open/notice/list'),
  detail: (id: string) => p(`open/notice/detail/${id}`),
  /** Marks one notice (`id`) or all of them read. */
  read: p('open/notice/read'),
  /** The unread flag and the latest notice for the home banner. */
  unread: p('open/notice/unread'),
} as const;

/** The operators' notice calls (system management). */
export const noticeAdminPaths = {
  list: p('system/notice/list'),
  publish: p('system/notice/publish'),
  delete: p('system/notice/delete'),
  /** Users an operator can address a notice to (search by account). */
  recipients: p('system/notice/recipients'),
} as const;
