import { request, type RequestOptions } from '@/lib/request';
import type { PageResult } from '@iotc/shared';
import { type DictEntry, dictionaryPaths } from '@iotc/shared/dictionary';
import type { RealtimeData } from '@iotc/shared/realtime';
import {
  type SupportClassifyBody,
  type SupportListQuery,
  type SupportWorkOrderDetail,
  type SupportWorkOrderItem,
  WORK_ORDER_MEDIA_FIELD,
  workOrderAdminPaths,
  type WorkOrderDetail,
  type WorkOrderItem,
  type WorkOrderListQuery,
  workOrderPaths,
  type WorkOrderRemindResult,
  type WorkOrderSubmitBody,
} from '@iotc/shared/workOrders';

/** The fields first, then the files: the server reads them in any order, but this is what it documents. */
function formData(fields: Record<string, string>, files: readonly File[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append(WORK_ORDER_MEDIA_FIELD, file, file.name);
  return data;
}

export function listWorkOrders(query: WorkOrderListQuery): Promise<PageResult<WorkOrderItem>> {
  return request.get<PageResult<WorkOrderItem>>(workOrderPaths.list, query);
}

/** Opening an order marks support's answers read. The page shows its own "not found" state, so no toast. */
export function getWorkOrder(id: string): Promise<WorkOrderDetail> {
  return request.get<WorkOrderDetail>(workOrderPaths.detail(id), undefined, { suppressError: true });
}

/**
 * Multipart with the upload time-out. The form shows a refusal next to its fields (the message names
 * the file or the rule), so the client's toast is suppressed.
 */
export function submitWorkOrder(fields: WorkOrderSubmitBody, files: readonly File[], options: RequestOptions = {}): Promise<WorkOrderDetail> {
  return request.upload<WorkOrderDetail>(workOrderPaths.submit, formData({ ...fields }, files), { suppressError: true, ...options });
}

export function replyWorkOrder(id: string, content: string, files: readonly File[], options: RequestOptions = {}): Promise<WorkOrderDetail> {
  return request.upload<WorkOrderDetail>(workOrderPaths.reply, formData({ id, content }, files), { suppressError: true, ...options });
}

export function remindWorkOrder(id: string): Promise<WorkOrderRemindResult> {
  return request.post<WorkOrderRemindResult>(workOrderPaths.remind, { id });
}

export function closeWorkOrder(id: string): Promise<WorkOrderDetail> {
  return request.post<WorkOrderDetail>(workOrderPaths.close, { id });
}

export function updateWorkOrderPhone(id: string, phone: string): Promise<WorkOrderDetail> {
  return request.post<WorkOrderDetail>(workOrderPaths.updatePhone, { id, phone });
}

/** The header's count; read in the background, so nothing is shown when it fails. */
export function getWorkOrderUnread(): Promise<RealtimeData['workOrder']> {
  return request.get<RealtimeData['workOrder']>(workOrderPaths.unreadCount, undefined, { silent: true });
}

/** One dictionary, labelled in the current language (problem types, classifications). */
export function getDict(dictType: string): Promise<DictEntry[]> {
  return request.get<DictEntry[]>(dictionaryPaths.list, { dictType }, { suppressError: true });
}

// ── Support inbox ─────────────────────────────────────────────────────────────

export function listSupportWorkOrders(query: SupportListQuery): Promise<PageResult<SupportWorkOrderItem>> {
  return request.get<PageResult<SupportWorkOrderItem>>(workOrderAdminPaths.list, query);
}

export function getSupportWorkOrder(id: string): Promise<SupportWorkOrderDetail> {
  return request.get<SupportWorkOrderDetail>(workOrderAdminPaths.detail(id), undefined, { suppressError: true });
}

export function supportReply(id: string, content: string, files: readonly File[], options: RequestOptions = {}): Promise<SupportWorkOrderDetail> {
  return request.upload<SupportWorkOrderDetail>(workOrderAdminPaths.reply, formData({ id, content }, files), { suppressError: true, ...options });
}

export function supportClassify(body: SupportClassifyBody): Promise<SupportWorkOrderDetail> {
  return request.post<SupportWorkOrderDetail>(workOrderAdminPaths.classify, body);
}

export function supportClose(id: string): Promise<SupportWorkOrderDetail> {
  return request.post<SupportWorkOrderDetail>(workOrderAdminPaths.close, { id });
}
