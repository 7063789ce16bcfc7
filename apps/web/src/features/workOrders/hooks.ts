import { useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type SupportClassifyBody,
  type SupportListQuery,
  type SupportWorkOrderDetail,
  type WorkOrderDetail,
  WorkOrderDict,
  type WorkOrderListQuery,
} from '@iotc/shared/workOrders';
import { onRealtime } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session';
import {
  closeWorkOrder,
  getDict,
  getSupportWorkOrder,
  getWorkOrder,
  getWorkOrderUnread,
  listSupportWorkOrders,
  listWorkOrders,
  remindWorkOrder,
  supportClassify,
  supportClose,
  updateWorkOrderPhone,
} from './api';

/** Every key starts with 'workOrders': invalidating ['workOrders'] refreshes every list and detail on screen. */
export const workOrderKeys = {
  all: ['workOrders'] as const,
  lists: ['workOrders', 'list'] as const,
  list: (query: WorkOrderListQuery) => ['workOrders', 'list', query] as const,
  detail: (id: string) => ['workOrders', 'detail', id] as const,
  inbox: ['workOrders', 'inbox'] as const,
  inboxPage: (query: SupportListQuery) => ['workOrders', 'inbox', query] as const,
  supportDetail: (id: string) => ['workOrders', 'supportDetail', id] as const,
  dict: (dictType: string) => ['workOrders', 'dict', dictType] as const,
};

/** How often the support inbox looks again by itself: a message missed while the socket was down is caught up. */
const INBOX_POLL_MS = 30_000;

/** Reads the unread count again and puts it in the store (the header's red dot). */
export async function refreshWorkOrderUnread(): Promise<void> {
  const { unread } = await getWorkOrderUnread();
  useSessionStore.getState().setWorkOrderUnread(unread);
}

/**
 * Runs `onChange` when work orders changed elsewhere: on each work-order message of the real-time
 * channel (support answered, a user asked or reminded; the count may stay the same), and when the
 * store's unread count changes after the first render (another tab opened an order).
 */
function useOnWorkOrderChange(onChange: () => void): void {
  const unread = useSessionStore((s) => s.workOrderUnread);
  const first = useRef(true);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => onRealtime('workOrder', () => latest.current()), []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current();
  }, [unread]);
}

export function useWorkOrderList(query: WorkOrderListQuery) {
  const queryClient = useQueryClient();
  useOnWorkOrderChange(() => void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists }));
  return useQuery({ queryKey: workOrderKeys.list(query), queryFn: () => listWorkOrders(query), placeholderData: keepPreviousData });
}

/** How many of the user's orders are underway (the submit form warns at the limit). */
export function useUnderwayCount() {
  return useQuery({
    queryKey: workOrderKeys.list({ filter: 'underway', pageNo: 1, pageSize: 1 }),
    queryFn: () => listWorkOrders({ filter: 'underway', pageNo: 1, pageSize: 1 }),
    select: (page) => page.total,
  });
}

/**
 * One of the user's orders. Each arrival marked support's answers read on the server, so the header's
 * count is read again; a live answer (the count going up) fetches the order again.
 */
export function useWorkOrderDetail(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: workOrderKeys.detail(id ?? ''), queryFn: () => getWorkOrder(id!), enabled: Boolean(id), staleTime: 0 });
  useOnWorkOrderChange(() => {
    if (id) void queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(id) });
  });
  const arrivedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!arrivedAt) return;
    void refreshWorkOrderUnread().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists });
  }, [arrivedAt, queryClient]);
  return query;
}

/** Puts an order a call answered into the cache, and marks the lists stale. */
export function storeDetail(queryClient: QueryClient, detail: WorkOrderDetail): void {
  queryClient.setQueryData(workOrderKeys.detail(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists });
}

function storeSupportDetail(queryClient: QueryClient, detail: SupportWorkOrderDetail): void {
  queryClient.setQueryData(workOrderKeys.supportDetail(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: workOrderKeys.inbox });
}

export function useRemindWorkOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindWorkOrder(id),
    onSuccess: ({ remindAfter }) =>
      queryClient.setQueryData<WorkOrderDetail>(workOrderKeys.detail(id), (old) => (old ? { ...old, remindAfter } : old)),
  });
}

export function useCloseWorkOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => closeWorkOrder(id), onSuccess: (detail) => storeDetail(queryClient, detail) });
}

export function useUpdateWorkOrderPhone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (phone: string) => updateWorkOrderPhone(id, phone), onSuccess: (detail) => storeDetail(queryClient, detail) });
}

/** A dictionary's entries and a value → label lookup (a value missing from it shows as itself). */
export function useDict(dictType: string) {
  const query = useQuery({ queryKey: workOrderKeys.dict(dictType), queryFn: () => getDict(dictType), staleTime: 5 * 60_000 });
  const entries = query.data;
  return useMemo(() => {
    const labels = new Map((entries ?? []).map((entry) => [entry.dictValue, entry.dictLabel]));
    return {
      options: (entries ?? []).map((entry) => ({ value: entry.dictValue, label: entry.dictLabel })),
      label: (value: string) => labels.get(value) ?? value,
      loading: query.isPending,
    };
  }, [entries, query.isPending]);
}

export const useProblemTypes = () => useDict(WorkOrderDict.problemType);
export const useClassifications = () => useDict(WorkOrderDict.classification);

// ── Support inbox ─────────────────────────────────────────────────────────────

export function useSupportList(query: SupportListQuery) {
  const queryClient = useQueryClient();
  useOnWorkOrderChange(() => void queryClient.invalidateQueries({ queryKey: workOrderKeys.inbox }));
  return useQuery({
    queryKey: workOrderKeys.inboxPage(query),
    queryFn: () => listSupportWorkOrders(query),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useSupportDetail(id: string | null) {
  const queryClient = useQueryClient();
  useOnWorkOrderChange(() => {
    if (id) void queryClient.invalidateQueries({ queryKey: workOrderKeys.supportDetail(id) });
  });
  return useQuery({
    queryKey: workOrderKeys.supportDetail(id ?? ''),
    queryFn: () => getSupportWorkOrder(id!),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useSupportClassify() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: SupportClassifyBody) => supportClassify(body), onSuccess: (detail) => storeSupportDetail(queryClient, detail) });
}

export function useSupportClose(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => supportClose(id), onSuccess: (detail) => storeSupportDetail(queryClient, detail) });
}

export { storeSupportDetail };
