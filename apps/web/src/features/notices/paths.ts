/** Where the notice pages live (the menu rows of the server's seed). */
export const NOTICE_LIST_PATH = '/notice/index';

export function noticeDetailPath(id: string): string {
  return `/notice/detail/index?id=${encodeURIComponent(id)}`;
}
