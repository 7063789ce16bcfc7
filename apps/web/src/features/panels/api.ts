import type { PageResult } from '@iotc/shared';
import {
  type ControlPanelList,
  type LivePanel,
  type PanelAsset,
  type PanelAssetKind,
  type PanelCheckResult,
  type PanelDetail,
  type PanelEditBody,
  panelPaths,
  type PanelListQuery,
  type PanelPublishBody,
  type PanelSaveBody,
  type PanelSummary,
  type PanelVersion,
  type SelectControlPanelBody,
} from '@iotc/shared/panels';
import { request } from '@/lib/request';

// ── A product's choice (device panels tab) ───────────────────────────────────

export function getControlPanelList(productId: string): Promise<ControlPanelList> {
  return request.get<ControlPanelList>(panelPaths.controlPanelList, { productId });
}

export function selectControlPanel(body: SelectControlPanelBody): Promise<unknown> {
  return request.post<unknown>(panelPaths.selectControlPanel, body);
}

export function cancelReminder(productId: string): Promise<unknown> {
  return request.post<unknown>(panelPaths.cancelReminder, { productId });
}

/** What the product's devices show now: the preview page and the debug page render it. */
export function getLivePanel(productId: string): Promise<LivePanel> {
  return request.get<LivePanel>(panelPaths.live, { productId });
}

// ── Studio panels ────────────────────────────────────────────────────────────

export function listPanels(query: PanelListQuery): Promise<PageResult<PanelSummary>> {
  return request.post<PageResult<PanelSummary>>(panelPaths.list, query);
}

/** The studio shows its own "not found" state, so no toast. */
export function getPanel(id: string): Promise<PanelDetail> {
  return request.get<PanelDetail>(panelPaths.detail(id), undefined, { suppressError: true });
}

export function createPanel(body: PanelSaveBody): Promise<PanelDetail> {
  return request.post<PanelDetail>(panelPaths.save, body);
}

/** Saves the draft; a refusal lists every broken rule (the studio shows them beside the components). */
export function savePanelDraft(body: PanelEditBody): Promise<PanelDetail> {
  return request.post<PanelDetail>(panelPaths.edit, body, { suppressError: true });
}

export function deletePanel(id: string): Promise<unknown> {
  return request.post<unknown>(panelPaths.delete, { id });
}

/** Checks an imported document against the product's functions without storing it. */
export function checkPanelDocument(productId: string, document: unknown): Promise<PanelCheckResult> {
  return request.post<PanelCheckResult>(panelPaths.check, { productId, document });
}

export function publishPanel(body: PanelPublishBody): Promise<PanelVersion> {
  return request.post<PanelVersion>(panelPaths.publish, body);
}

export function rollbackPanel(id: string, version: number): Promise<unknown> {
  return request.post<unknown>(panelPaths.rollback, { id, version });
}

export function listPanelVersions(id: string): Promise<PanelVersion[]> {
  return request.get<PanelVersion[]>(panelPaths.versions, { id });
}

export function getPanelVersion(id: string, version: number): Promise<unknown> {
  return request.get<unknown>(panelPaths.version, { id, version });
}

export function enablePanel(id: string, enabled: boolean): Promise<unknown> {
  return request.post<unknown>(panelPaths.enable, { id, enabled });
}

// ── Icons and fonts ──────────────────────────────────────────────────────────

/** The form shows a refusal next to the field, so no toast. */
export function uploadPanelAsset(file: File, kind: PanelAssetKind, name: string | undefined, onProgress: (percent: number) => void): Promise<PanelAsset> {
  const form = new FormData();
  form.append('kind', kind);
  if (name) form.append('name', name);
  form.append('file', file);
  return request.upload<PanelAsset>(panelPaths.assetUpload, form, { onProgress, suppressError: true });
}

export function listPanelAssets(kind: PanelAssetKind): Promise<PanelAsset[]> {
  return request.get<PanelAsset[]>(panelPaths.assetList, { kind });
}

export function deletePanelAsset(id: string): Promise<unknown> {
  return request.post<unknown>(panelPaths.assetDelete, { id });
}
