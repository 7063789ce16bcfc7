import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, ErrorCode, PANEL_DOCUMENT_MAX_BYTES, translate, translateValidation } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import {
  checkPanelDocument,
  defaultPanel,
  eachPanelComponent,
  isControlType,
  PANEL_TEMPLATE_KEYS,
  panelProblems,
  templatePanel,
  templatesFor,
  type ControlPanelList,
  type LivePanel,
  type PanelCheckResult,
  type PanelChoice,
  type PanelChoiceRef,
  type PanelDetail,
  type PanelDocument,
  type panelEditBody,
  type panelListQuery,
  type PanelProblem,
  type PanelReminder,
  type panelSaveBody,
  type PanelSummary,
  type PanelTemplateKey,
  type PanelVersion,
} from '@iotc/shared/panels';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { functionsUpdatedAt, listFunctions } from '../functions/service.ts';
import { assignedOfflinePanel, offlineBlockedReason, offlinePanelsOfProduct, previewImageUrl } from '../offlinePanels/service.ts';
import { productOf, type ProductRow } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { productLabels } from '../products/readModel.ts';
import { accountsOf } from '../users/service.ts';
import { choiceCounts } from './choices.ts';
import { panels, panelVersions, productPanels } from './tables.ts';

/**
 * Device control panels (spec 001 §1-§5, §7-§9): the product's choice of panel (the default one, a public template,
 * a studio panel or an offline panel), what its devices show now, and the studio's panels with their versions.
 * Every document stored is checked whole against the product's functions first; a finished product is read-only.
 */

export type PanelCtx = EditCtx & { storage: Storage };
type PanelRow = typeof panels.$inferSelect;
type ChoiceRow = typeof productPanels.$inferSelect;

const notFound = () => new AppError(ErrorCode.NotFound, {}, 'panel.notFound');
const refused = (key: string, params: Record<string, string | number> = {}) => new AppError(ErrorCode.Validation, params, key);

// ── Documents ────────────────────────────────────────────────────────────────

/** The problems with their messages in the caller's language, as the answers carry them. */
function answered(lang: Lang, problems: readonly PanelProblem[]): PanelCheckResult {
  return { problems: problems.map((p) => ({ ...p, message: translateValidation(lang, p) })) };
}

/** Refuses (413, panel.documentTooLarge) a document larger than PANEL_DOCUMENT_MAX_BYTES as JSON (core/inputGuard has refused one nested too deep to measure). */
function refuseOversized(input: unknown): void {
  if (Buffer.byteLength(JSON.stringify(input ?? null)) > PANEL_DOCUMENT_MAX_BYTES) {
    throw new AppError(ErrorCode.PayloadTooLarge, { maxKb: PANEL_DOCUMENT_MAX_BYTES / 1024 }, 'panel.documentTooLarge');
  }
}

/**
 * The document, checked whole (shape, then every rule against the functions); refused (422, panel.documentInvalid)
 * with every problem listed in `data.problems`, or (413) when it is larger than PANEL_DOCUMENT_MAX_BYTES.
 */
function checkedDocument(lang: Lang, input: unknown, functions: readonly ProductFunction[]): PanelDocument {
  refuseOversized(input);
  const { document, problems } = checkPanelDocument(input, functions);
  if (document) return document;
  const data = answered(lang, problems);
  throw new AppError(ErrorCode.Validation, { count: problems.length, first: data.problems[0]?.message ?? '' }, 'panel.documentInvalid', data);
}

/** Checks a document (the studio's import) against the product's functions, storing nothing. */
export async function checkDocument(db: Db, scope: TenantScope, lang: Lang, productId: string, input: unknown): Promise<PanelCheckResult> {
  refuseOversized(input);
  const functions = await listFunctions(db, scope, productId);
  return answered(lang, checkPanelDocument(input, functions).problems);
}

/** Whether the document controls something: a control bound to a data point. */
function hasControl(document: PanelDocument): boolean {
  let found = false;
  eachPanelComponent(document, (c) => {
    if (isControlType(c.type) && c.binding) found = true;
  });
  return found;
}

const isTemplateKey = (key: string | null): key is PanelTemplateKey => (PANEL_TEMPLATE_KEYS as readonly (string | null)[]).includes(key);

// ── Studio panels ────────────────────────────────────────────────────────────

/** The studio panel of the caller's space; 404 otherwise. */
async function panelOf(db: Db, scope: TenantScope, id: string): Promise<PanelRow> {
  const [row] = await db.select().from(panels).where(scope.where(panels, eq(panels.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The document of a published version of the panel, or null. */
async function versionDocument(db: Db, scope: TenantScope, panelId: string, version: number): Promise<unknown> {
  const [row] = await db
    .select({ document: panelVersions.document })
    .from(panelVersions)
    .where(scope.where(panelVersions, eq(panelVersions.panelId, panelId), eq(panelVersions.version, version)));
  return row ? row.document : null;
}

/** The live document of a panel that products may show now (enabled, published), or null. */
async function liveDocumentOf(db: Db, scope: TenantScope, row: PanelRow): Promise<unknown> {
  return row.enabled && row.liveVersion !== null ? versionDocument(db, scope, row.id, row.liveVersion) : null;
}

async function toSummaries(db: Db, scope: TenantScope, rows: readonly PanelRow[]): Promise<PanelSummary[]> {
  const [labels, used] = await Promise.all([
    productLabels(db, rows.map((row) => row.productId)),
    choiceCounts(db, scope, 'custom', rows.map((row) => row.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productName: labels.get(row.productId)?.name ?? '',
    name: row.name,
    status: row.liveVersion === null ? 'unpublished' : 'published',
    enabled: row.enabled,
    liveVersion: row.liveVersion,
    usedBy: used.get(row.id) ?? 0,
    draftUpdatedAt: epochSeconds(row.draftUpdatedAt),
    createdAt: epochSeconds(row.createdAt),
  }));
}

/** One page of the space's studio panels, last changed first: by product and a part of the name. */
export async function listPanels(db: Db, scope: TenantScope, query: z.output<typeof panelListQuery>): Promise<PageResult<PanelSummary>> {
  const where = scope.where(panels, query.productId ? eq(panels.productId, query.productId) : undefined, keywordMatch(query.keyword, panels.name));
  const rows = db.select().from(panels).where(where).orderBy(desc(panels.updatedAt), desc(panels.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(panels).where(where));
  return { ...found, list: await toSummaries(db, scope, found.list) };
}

export async function panelDetail(db: Db, scope: TenantScope, id: string): Promise<PanelDetail> {
  const row = await panelOf(db, scope, id);
  const [summary] = await toSummaries(db, scope, [row]);
  const live = row.liveVersion === null ? null : await versionDocument(db, scope, row.id, row.liveVersion);
  return { ...summary!, draft: row.draft, draftChanged: JSON.stringify(live) !== JSON.stringify(row.draft) };
}

/** A new studio panel of a product, its draft the default panel of the product's functions or a public template's. */
export async function savePanel(ctx: PanelCtx, scope: TenantScope, userId: string, lang: Lang, body: z.output<typeof panelSaveBody>): Promise<PanelDetail> {
  const id = randomUUID();
  await editPart(ctx, scope, body.productId, async (tx, product) => {
    const template = body.template ?? null;
    if (template !== null && !isTemplateKey(template)) throw refused('panel.templateUnknown', { template });
    const functions = await listFunctions(tx, scope, product.id);
    const draft = template ? templatePanel(template, functions, lang) : defaultPanel(functions, lang);
    const now = ctx.clock.now();
    await tx.insert(panels).values(
      scope.values({ id, productId: product.id, name: body.name, draft, draftUpdatedAt: now, enabled: true, liveVersion: null, createdBy: userId, createdAt: now, updatedAt: now }),
    );
  });
  return panelDetail(ctx.db, scope, id);
}

/**
 * A write to a studio panel: through its product (a finished product's panels are read-only), in the transaction
 * that holds the product, with the panel's row read in it.
 */
async function editPanel<T>(ctx: PanelCtx, scope: TenantScope, id: string, write: (tx: Db, row: PanelRow, product: ProductRow) => Promise<T>): Promise<T> {
  const { productId } = await panelOf(ctx.db, scope, id);
  return editPart(ctx, scope, productId, async (tx, product) => write(tx, await panelOf(tx, scope, id), product));
}

/** Saves the draft: refused with every problem listed (nothing stored) unless it passes against the product's functions. */
export async function editDraft(ctx: PanelCtx, scope: TenantScope, lang: Lang, body: z.output<typeof panelEditBody>): Promise<PanelDetail> {
  await editPanel(ctx, scope, body.id, async (tx, row) => {
    const draft = checkedDocument(lang, body.document, await listFunctions(tx, scope, row.productId));
    const now = ctx.clock.now();
    await tx.update(panels).set(scope.set({ name: body.name, draft, draftUpdatedAt: now, updatedAt: now })).where(scope.where(panels, eq(panels.id, row.id)));
  });
  return panelDetail(ctx.db, scope, body.id);
}

/** Deletes a studio panel with its versions; refused (panel.inUse, 409) while a product shows it (§8). */
export async function deletePanel(ctx: PanelCtx, scope: TenantScope, id: string): Promise<void> {
  await editPanel(ctx, scope, id, async (tx, row) => {
    if ((await choiceCounts(tx, scope, 'custom', [row.id])).has(row.id)) throw new AppError(ErrorCode.Conflict, {}, 'panel.inUse');
    await tx.delete(panels).where(scope.where(panels, eq(panels.id, row.id)));
  });
}

async function versionAnswers(db: Db, scope: TenantScope, row: PanelRow, versions: readonly (typeof panelVersions.$inferSelect)[]): Promise<PanelVersion[]> {
  const accounts = await accountsOf(db, versions.map((v) => v.publishedBy));
  return versions.map((v) => ({
    version: v.version,
    note: v.note,
    live: v.version === row.liveVersion,
    publishedAt: epochSeconds(v.publishedAt),
    publishedBy: accounts.get(v.publishedBy) ?? '',
  }));
}

/** The draft, checked again against the functions of now, becomes version N+1 and the live one. */
export async function publishPanel(ctx: PanelCtx, scope: TenantScope, userId: string, lang: Lang, id: string, note: string): Promise<PanelVersion> {
  const { row, version } = await editPanel(ctx, scope, id, async (tx, row) => {
    const document = checkedDocument(lang, row.draft, await listFunctions(tx, scope, row.productId));
    const [last] = await tx
      .select({ version: panelVersions.version })
      .from(panelVersions)
      .where(scope.where(panelVersions, eq(panelVersions.panelId, row.id)))
      .orderBy(desc(panelVersions.version))
      .limit(1);
    const now = ctx.clock.now();
    const [version] = await tx
      .insert(panelVersions)
      .values(scope.values({ id: randomUUID(), panelId: row.id, version: (last?.version ?? 0) + 1, document, note, publishedAt: now, publishedBy: userId }))
      .returning();
    const [updated] = await tx.update(panels).set(scope.set({ liveVersion: version!.version, updatedAt: now })).where(scope.where(panels, eq(panels.id, row.id))).returning();
    return { row: updated!, version: version! };
  });
  const [answer] = await versionAnswers(ctx.db, scope, row, [version]);
  return answer!;
}

/** An earlier published version becomes the live one (panel.versionUnknown, 422, for one that does not exist). */
export async function rollbackPanel(ctx: PanelCtx, scope: TenantScope, id: string, version: number): Promise<PanelDetail> {
  await editPanel(ctx, scope, id, async (tx, row) => {
    if ((await versionDocument(tx, scope, row.id, version)) === null) throw refused('panel.versionUnknown', { version });
    await tx.update(panels).set(scope.set({ liveVersion: version, updatedAt: ctx.clock.now() })).where(scope.where(panels, eq(panels.id, row.id)));
  });
  return panelDetail(ctx.db, scope, id);
}

/** Disabled: no product may choose it, and those that did show the default panel until it is enabled again. */
export async function enablePanel(ctx: PanelCtx, scope: TenantScope, id: string, enabled: boolean): Promise<PanelDetail> {
  await editPanel(ctx, scope, id, async (tx, row) => {
    await tx.update(panels).set(scope.set({ enabled, updatedAt: ctx.clock.now() })).where(scope.where(panels, eq(panels.id, row.id)));
  });
  return panelDetail(ctx.db, scope, id);
}

/** The panel's published versions, newest first. */
export async function listVersions(db: Db, scope: TenantScope, id: string): Promise<PanelVersion[]> {
  const row = await panelOf(db, scope, id);
  const versions = await db.select().from(panelVersions).where(scope.where(panelVersions, eq(panelVersions.panelId, row.id))).orderBy(desc(panelVersions.version));
  return versionAnswers(db, scope, row, versions);
}

/** One published version's document. */
export async function versionOf(db: Db, scope: TenantScope, id: string, version: number): Promise<unknown> {
  const row = await panelOf(db, scope, id);
  const document = await versionDocument(db, scope, row.id, version);
  if (document === null) throw refused('panel.versionUnknown', { version });
  return document;
}

// ── The product's choice ─────────────────────────────────────────────────────

async function choiceOf(db: Db, scope: TenantScope, productId: string): Promise<ChoiceRow | null> {
  const [row] = await db.select().from(productPanels).where(scope.where(productPanels, eq(productPanels.productId, productId)));
  return row ?? null;
}

async function studioPanelsOf(db: Db, scope: TenantScope, productId: string): Promise<PanelRow[]> {
  return db.select().from(panels).where(scope.where(panels, eq(panels.productId, productId))).orderBy(desc(panels.updatedAt), desc(panels.id));
}

const studioBlockedReason = (row: PanelRow) => (row.liveVersion === null ? 'panel.notPublished' : !row.enabled ? 'panel.disabled' : null);

/** When the product's devices started showing the chosen panel as it is: its selection, or its live version's publishing. */
async function shownSince(db: Db, scope: TenantScope, choice: ChoiceRow): Promise<Date> {
  if (choice.kind !== 'custom' || choice.ref === null) return choice.selectedAt;
  const [row] = await db
    .select({ publishedAt: panelVersions.publishedAt })
    .from(panelVersions)
    .innerJoin(panels, and(eq(panels.id, panelVersions.panelId), eq(panels.liveVersion, panelVersions.version)))
    .where(scope.where(panelVersions, eq(panelVersions.panelId, choice.ref)));
  return row && row.publishedAt > choice.selectedAt ? row.publishedAt : choice.selectedAt;
}

/**
 * Why the device panels tab reminds the developer: nothing chosen yet (and not dismissed), or the functions changed
 * after the chosen template, studio or offline panel was chosen or published (and after the last dismissal). The
 * default panel follows the functions by itself.
 */
async function reminderOf(db: Db, scope: TenantScope, productId: string, choice: ChoiceRow | null): Promise<PanelReminder | null> {
  if (!choice) return 'choose';
  if (choice.kind === 'default') return null;
  const changed = await functionsUpdatedAt(db, scope, productId);
  if (!changed) return null;
  const since = await shownSince(db, scope, choice);
  const dismissed = choice.reminderDismissedAt;
  return changed > since && (!dismissed || changed > dismissed) ? 'functionsChanged' : null;
}

/** The panels the product may show, its choice marked (no choice: the default panel), and the reminder. */
export async function controlPanelList(ctx: PanelCtx, scope: TenantScope, lang: Lang, productId: string): Promise<ControlPanelList> {
  const product = await productOf(ctx.db, scope, productId);
  const [choice, studio, offline] = await Promise.all([
    choiceOf(ctx.db, scope, product.id),
    studioPanelsOf(ctx.db, scope, product.id),
    offlinePanelsOfProduct(ctx.db, scope, product.id),
  ]);
  const chosen: PanelChoiceRef = choice ? { kind: choice.kind, ref: choice.ref } : { kind: 'default', ref: null };
  const isChosen = (ref: PanelChoiceRef) => ref.kind === chosen.kind && ref.ref === chosen.ref;
  const generated = { previewUrl: null, version: null, blockedReason: null, updatedAt: null };

  const recommended = templatesFor(product.productType);
  const templates = [...recommended, ...PANEL_TEMPLATE_KEYS.filter((key) => !recommended.includes(key))];
  const choices: PanelChoice[] = [
    { kind: 'default', ref: null, name: translate(lang, 'panel.default.name'), description: translate(lang, 'panel.default.description'), ...generated, recommended: false, selected: isChosen({ kind: 'default', ref: null }) },
    ...templates.map((key) => ({
      kind: 'template' as const,
      ref: key,
      name: translate(lang, `panel.template.${key}`),
      description: '',
      ...generated,
      recommended: recommended.includes(key),
      selected: isChosen({ kind: 'template', ref: key }),
    })),
    ...studio.map((row) => ({
      kind: 'custom' as const,
      ref: row.id,
      name: row.name,
      description: '',
      previewUrl: null,
      version: row.liveVersion,
      recommended: false,
      selected: isChosen({ kind: 'custom', ref: row.id }),
      blockedReason: studioBlockedReason(row),
      updatedAt: epochSeconds(row.updatedAt),
    })),
    ...offline.map((row) => ({
      kind: 'offline' as const,
      ref: row.id,
      name: row.name,
      description: row.description,
      previewUrl: previewImageUrl(ctx.storage, row),
      version: null,
      recommended: false,
      selected: isChosen({ kind: 'offline', ref: row.id }),
      blockedReason: offlineBlockedReason(row),
      updatedAt: epochSeconds(row.updatedAt),
    })),
  ];
  return { choices, reminder: await reminderOf(ctx.db, scope, product.id, choice) };
}

/** Refuses a choice the product cannot make now: an unknown template, another product's or an unusable panel. */
async function checkChoice(db: Db, scope: TenantScope, productId: string, choice: PanelChoiceRef): Promise<PanelChoiceRef> {
  switch (choice.kind) {
    case 'default':
      return { kind: 'default', ref: null };
    case 'template':
      if (!isTemplateKey(choice.ref)) throw refused('panel.templateUnknown', { template: choice.ref ?? '' });
      return choice;
    case 'custom': {
      const row = choice.ref ? await panelOf(db, scope, choice.ref) : null;
      if (!row) throw notFound();
      if (row.productId !== productId) throw refused('panel.notForProduct');
      const blocked = studioBlockedReason(row);
      if (blocked) throw refused(blocked);
      return choice;
    }
    case 'offline': {
      const row = choice.ref ? await assignedOfflinePanel(db, scope, productId, choice.ref, true) : null;
      if (!row) throw refused('panel.notForProduct');
      const blocked = offlineBlockedReason(row);
      if (blocked) throw refused(blocked);
      return choice;
    }
  }
}

/** The product's devices show this panel from now on. */
export async function selectControlPanel(ctx: PanelCtx, scope: TenantScope, userId: string, lang: Lang, productId: string, ref: PanelChoiceRef): Promise<ControlPanelList> {
  await editPart(ctx, scope, productId, async (tx, product) => {
    const choice = await checkChoice(tx, scope, product.id, ref);
    const selected = { kind: choice.kind, ref: choice.ref, selectedAt: ctx.clock.now(), selectedBy: userId };
    await tx
      .insert(productPanels)
      .values(scope.values({ productId: product.id, ...selected }))
      .onConflictDoUpdate({ target: productPanels.productId, set: scope.set(selected) });
  });
  return controlPanelList(ctx, scope, lang, productId);
}

/** Dismisses the reminder until the functions change again; a product without a choice keeps the default panel, now as its choice. */
export async function cancelReminder(ctx: PanelCtx, scope: TenantScope, userId: string, productId: string): Promise<void> {
  await editPart(ctx, scope, productId, {
    whilePublished: true,
    write: async (tx, product) => {
      const now = ctx.clock.now();
      await tx
        .insert(productPanels)
        .values(scope.values({ productId: product.id, kind: 'default' as const, ref: null, selectedAt: now, selectedBy: userId, reminderDismissedAt: now }))
        .onConflictDoUpdate({ target: productPanels.productId, set: scope.set({ reminderDismissedAt: now }) });
    },
  });
}

// ── What the devices show ────────────────────────────────────────────────────

/** The live document of the product's choice, or null when the chosen panel is not usable now (or does not fit the functions). */
async function chosenDocument(db: Db, scope: TenantScope, product: ProductRow, choice: ChoiceRow | null, functions: readonly ProductFunction[], lang: Lang): Promise<{ name: string | null; version: number | null; document: PanelDocument } | null> {
  if (!choice || choice.kind === 'default') return { name: null, version: null, document: defaultPanel(functions, lang) };
  if (choice.kind === 'template') return isTemplateKey(choice.ref) ? { name: null, version: null, document: templatePanel(choice.ref, functions, lang) } : null;
  if (choice.kind !== 'custom' || !choice.ref) return null;
  const [row] = await db.select().from(panels).where(scope.where(panels, eq(panels.id, choice.ref), eq(panels.productId, product.id)));
  const stored = row ? await liveDocumentOf(db, scope, row) : null;
  const checked = stored === null ? null : checkPanelDocument(stored, functions).document;
  return checked && row ? { name: row.name, version: row.liveVersion, document: checked } : null;
}

/** What the product's devices show now: the chosen panel, or the default panel while the chosen one cannot be shown. */
export async function livePanel(ctx: PanelCtx, scope: TenantScope, lang: Lang, productId: string): Promise<LivePanel> {
  const product = await productOf(ctx.db, scope, productId);
  const [choice, functions] = await Promise.all([choiceOf(ctx.db, scope, product.id), listFunctions(ctx.db, scope, product.id)]);
  const fallback: LivePanel = { kind: 'default', ref: null, name: translate(lang, 'panel.default.name'), version: null, document: defaultPanel(functions, lang), offline: null };
  if (choice?.kind === 'offline' && choice.ref) {
    const row = await assignedOfflinePanel(ctx.db, scope, product.id, choice.ref);
    if (!row || offlineBlockedReason(row)) return fallback;
    return { kind: 'offline', ref: row.id, name: row.name, version: null, document: null, offline: { id: row.id, previewUrl: previewImageUrl(ctx.storage, row), panelType: row.panelType } };
  }
  const chosen = await chosenDocument(ctx.db, scope, product, choice, functions, lang);
  if (!chosen || !choice) return fallback;
  const name = chosen.name ?? (choice.kind === 'template' ? translate(lang, `panel.template.${choice.ref}`) : fallback.name);
  return { kind: choice.kind, ref: choice.ref, name, version: chosen.version, document: chosen.document, offline: null };
}

// ── For the products' part ───────────────────────────────────────────────────

/**
 * Completing development (the panel check): the chosen panel can be shown as chosen (an offline one assigned,
 * enabled and published; a document that fits the functions) and controls something.
 */
export async function panelCheckPasses(db: Db, scope: TenantScope, product: ProductRow): Promise<boolean> {
  const choice = await choiceOf(db, scope, product.id);
  if (choice?.kind === 'offline') {
    const row = choice.ref ? await assignedOfflinePanel(db, scope, product.id, choice.ref) : null;
    return row !== null && offlineBlockedReason(row) === null;
  }
  const functions = await listFunctions(db, scope, product.id);
  // The check reads the bindings, not the page names: any language will do.
  const chosen = await chosenDocument(db, scope, product, choice, functions, DEFAULT_LANGUAGE);
  return chosen !== null && panelProblems(chosen.document, functions).length === 0 && hasControl(chosen.document);
}

/** What a copy of the product carries: its studio panels, and its choice when that is a template or an offline panel. */
export async function copiedPanelCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [[studio], choice] = await Promise.all([
    db.select({ n: count() }).from(panels).where(scope.where(panels, eq(panels.productId, productId))),
    choiceOf(db, scope, productId),
  ]);
  return (studio?.n ?? 0) + (choice?.kind === 'template' || choice?.kind === 'offline' ? 1 : 0);
}

/**
 * Copies the product's studio panels (their draft, and their live document as version 1) and its choice to the copy;
 * a choice of a studio panel points at that panel's copy.
 */
export async function copyPanels(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const copies = new Map<string, string>();
  for (const row of await studioPanelsOf(tx, scope, fromProductId)) {
    const id = randomUUID();
    copies.set(row.id, id);
    const live = row.liveVersion === null ? null : await tx.select().from(panelVersions).where(scope.where(panelVersions, eq(panelVersions.panelId, row.id), eq(panelVersions.version, row.liveVersion)));
    const version = live?.[0];
    await tx.insert(panels).values(
      scope.values({ id, productId: toProductId, name: row.name, draft: row.draft, draftUpdatedAt: now, enabled: row.enabled, liveVersion: version ? 1 : null, createdBy: row.createdBy, createdAt: now, updatedAt: now }),
    );
    if (version) {
      await tx.insert(panelVersions).values(scope.values({ id: randomUUID(), panelId: id, version: 1, document: version.document, note: version.note, publishedAt: now, publishedBy: version.publishedBy }));
    }
  }
  const choice = await choiceOf(tx, scope, fromProductId);
  if (!choice) return;
  const ref = choice.kind === 'custom' && choice.ref ? (copies.get(choice.ref) ?? null) : choice.ref;
  if (choice.kind === 'custom' && ref === null) return;
  await tx.insert(productPanels).values(scope.values({ productId: toProductId, kind: choice.kind, ref, selectedAt: now, selectedBy: choice.selectedBy, reminderDismissedAt: choice.reminderDismissedAt }));
}
