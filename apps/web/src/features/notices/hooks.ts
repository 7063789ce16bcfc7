import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NoticeAdminListQuery,
  NoticeListQuery,
  NoticePublishBody,
  NoticeReadBody,
  NoticeRecipientsQuery,
} from '@iotc/shared/notices';
import { useSessionStore } from '@/lib/session';
import {
  deleteNotice,
  getNotice,
  getNoticeState,
  listNotices,
  listPublishedNotices,
  publishNotice,
  readNotices,
  searchRecipients,
} from './api';

export const noticeKeys = {
  all: ['notices'] as const,
  lists: ['notices', 'list'] as const,
  list: (query: NoticeListQuery) => ['notices', 'list', query] as const,
  detail: (id: string) => ['notices', 'detail', id] as const,
  published: ['notices', 'published'] as const,
  publishedPage: (query: NoticeAdminListQuery) => ['notices', 'published', query] as const,
  recipients: (query: NoticeRecipientsQuery) => ['notices', 'recipients', query] as const,
};

/** Reads the unread flag and the latest notice again and puts them in the store (the bell's dot, the home banner). */
export async function refreshNoticeState(): Promise<void> {
  const state = await getNoticeState();
  const store = useSessionStore.getState();
  store.setNoticeUnread(state.unread);
  store.setNoticeBanner(state.banner);
}

/**
 * Lists follow the store: when the real-time channel (or a read in another tab) changes the unread
 * flag or the banner, the lists on screen are fetched again.
 */
function useRefetchOnNoticeChange(): void {
  const queryClient = useQueryClient();
  const unread = useSessionStore((s) => s.noticeUnread);
  const bannerId = useSessionStore((s) => s.noticeBanner?.id ?? null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
  }, [unread, bannerId, queryClient]);
}

export function useNoticeList(query: NoticeListQuery) {
  useRefetchOnNoticeChange();
  return useQuery({ queryKey: noticeKeys.list(query), queryFn: () => listNotices(query), placeholderData: keepPreviousData });
}

/** One notice; once it arrived (and so is read), the lists and the bell are brought up to date. */
export function useNoticeDetail(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: noticeKeys.detail(id ?? ''), queryFn: () => getNotice(id!), enabled: Boolean(id), staleTime: 0 });
  const openedId = query.data?.id;
  useEffect(() => {
    if (!openedId) return;
    void refreshNoticeState().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
  }, [openedId, queryClient]);
  return query;
}

export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeReadBody) => readNotices(body),
    onSuccess: async () => {
      await Promise.all([refreshNoticeState().catch(() => undefined), queryClient.invalidateQueries({ queryKey: noticeKeys.lists })]);
    },
  });
}

// ── Operators ────────────────────────────────────────────────────────────────

export function usePublishedNotices(query: NoticeAdminListQuery) {
  return useQuery({
    queryKey: noticeKeys.publishedPage(query),
    queryFn: () => listPublishedNotices(query),
    placeholderData: keepPreviousData,
  });
}

export function useRecipientSearch(query: NoticeRecipientsQuery) {
  return useQuery({ queryKey: noticeKeys.recipients(query), queryFn: () => searchRecipients(query), placeholderData: keepPreviousData });
}

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePublishBody) => publishNotice(body),
    // The operator may be among the recipients: their own lists change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteNotice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
