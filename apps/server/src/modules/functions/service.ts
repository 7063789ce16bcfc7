import { randomUUID } from 'node:crypto';
import { asc, count, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode, translate, translateValidation } from '@iotc/shared';
import { checkThingModel, FunctionKind, modelProblems } from '@iotc/shared/functions';
import type { Lang } from '@iotc/shared';
import type {
  addFuncBody,
  addStandardFuncBody,
  DataType,
  deleteFuncBody,
  editFuncBody,
  funcListQuery,
  FunctionDefinition,
  FunctionSpec,
  FunctionTemplate,
  FunctionText,
  ImportFuncRefusal,
  ModelProblem,
  ProductFunction,
  RwFlag,
  setSceneFuncBody,
  setTimerFuncBody,
  standardFuncListQuery,
} from '@iotc/shared/functions';
import { epochSeconds } from '../../core/clock.ts';
import { isUniqueViolation, qualified, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { containing } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { functionTemplatesOf, type FunctionTemplateRow as TemplateRow } from '../productClasses/service.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx, type ProductParts } from '../products/parts.ts';
import { productFunctions } from './tables.ts';

/** Changes that may break what other parts built on the functions (rules) ask those parts first. */
type Ctx = EditCtx & { productParts: ProductParts };
type FunctionRow = typeof productFunctions.$inferSelect;
/** A row before the space is stamped on it. */
type UnscopedRow = Omit<FunctionRow, 'tenantId'>;

// ── Shapes ───────────────────────────────────────────────────────────────────

/** The type-specific part of a function as stored in the spec column, nothing else. */
export function specOf(f: FunctionDefinition): FunctionSpec {
  switch (f.dataType) {
    case 'bool':
      return { dataType: 'bool', defaultValue: f.defaultValue };
    case 'value':
      return { dataType: 'value', min: f.min, max: f.max, step: f.step, multiple: f.multiple, unit: f.unit, defaultValue: f.defaultValue };
    case 'enum':
      return { dataType: 'enum', enumValues: f.enumValues, defaultValue: f.defaultValue };
    case 'string':
      return { dataType: 'string', maxLength: f.maxLength, defaultValue: f.defaultValue };
    case 'raw':
      return { dataType: 'raw', maxLength: f.maxLength, defaultValue: f.defaultValue };
    case 'fault':
      return { dataType: 'fault', faultBits: f.faultBits };
  }
}

/** The spec with its enum values' or fault bits' texts replaced by the given ones, in order. */
function specWith(spec: FunctionSpec, values: FunctionText['values']): FunctionSpec {
  const textOf = <T extends { name: string; description: string }>(item: T, i: number): T => ({ ...item, ...values[i] });
  if (spec.dataType === 'enum') return { ...spec, enumValues: spec.enumValues.map(textOf) };
  if (spec.dataType === 'fault') return { ...spec, faultBits: spec.faultBits.map(textOf) };
  return spec;
}

/** The row in `lang` when it still carries the catalogue's texts, as stored otherwise. */
function inLang(row: UnscopedRow, lang: Lang | undefined): UnscopedRow {
  const text = lang ? row.texts?.[lang] : undefined;
  return text ? { ...row, name: text.name, description: text.description, spec: specWith(row.spec, text.values) } : row;
}

/** A reader of rows answering in `lang` (see inLang). */
const answeredIn = (lang: Lang | undefined) => (row: UnscopedRow) => toProductFunction(inLang(row, lang));

export function toProductFunction(row: UnscopedRow): ProductFunction {
  return {
    ...row.spec,
    id: row.id,
    productId: row.productId,
    kind: row.kind as FunctionKind,
    templateId: row.templateId,
    dpId: row.dpId,
    name: row.name,
    identifier: row.identifier,
    rwFlag: row.rwFlag,
    required: row.required,
    description: row.description,
    sceneCondition: row.sceneCondition,
    sceneAction: row.sceneAction,
    timer: row.timer,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  };
}

const valuesOf = (spec: FunctionSpec) => (spec.dataType === 'enum' ? spec.enumValues : spec.dataType === 'fault' ? spec.faultBits : []).map(({ name, description }) => ({ name, description }));

/** A template's texts in both languages. */
function templateTexts(t: TemplateRow): Record<Lang, FunctionText> {
  return {
    'zh-CN': { name: t.name, description: t.description, values: valuesOf(t.spec) },
    'en-US': { name: t.nameEn, description: t.descriptionEn, values: t.valuesEn },
  };
}

/** A product function copied from a template: stored in the request's language, answered in the reader's until edited. */
function fromTemplate(t: TemplateRow, productId: string, lang: Lang, now: Date): UnscopedRow {
  const texts = templateTexts(t);
  const text = texts[lang];
  return {
    id: randomUUID(),
    productId,
    kind: t.kind,
    templateId: t.id,
    dpId: t.dpId,
    identifier: t.identifier,
    name: text.name,
    dataType: t.spec.dataType,
    rwFlag: t.rwFlag,
    spec: specWith(t.spec, text.values),
    required: t.required,
    description: text.description,
    sceneCondition: false,
    sceneAction: false,
    timer: false,
    texts,
    createdAt: now,
    updatedAt: now,
  };
}

/** Timers set a function's value: only writable bool, enum and value functions take one. */
export function timerEligible(f: { rwFlag: RwFlag; dataType: DataType }): boolean {
  return f.rwFlag !== 'ro' && (f.dataType === 'bool' || f.dataType === 'enum' || f.dataType === 'value');
}

/** A validation refusal at a field of the request, answered like the schema's own (422, "<field>: <reason>"). */
function fieldError(problems: readonly { path: (string | number)[]; key: string; params?: Record<string, string | number> }[]): z.ZodError {
  return new z.ZodError(problems.map((p) => ({ code: 'custom' as const, path: p.path, message: p.key, params: p.params ?? {}, input: undefined })));
}

function taken(lang: Lang, field: 'dpId' | 'identifier', value: string | number): AppError {
  return new AppError(ErrorCode.FunctionTaken, { field: translate(lang, `functionLabel.${field}`), value });
}

/** The product's functions in DP ID order (its whole thing model). */
async function rowsOf(db: Db, scope: TenantScope, productId: string): Promise<FunctionRow[]> {
  return db
    .select()
    .from(productFunctions)
    .where(scope.where(productFunctions, eq(productFunctions.productId, productId)))
    .orderBy(asc(productFunctions.dpId));
}

/** Rows of `ids` of the product; 404 when one is not among them. */
async function rowsByIds(db: Db, scope: TenantScope, productId: string, ids: readonly string[]): Promise<FunctionRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(productFunctions)
    .where(scope.where(productFunctions, eq(productFunctions.productId, productId), inArray(productFunctions.id, unique)));
  if (rows.length !== unique.length) throw new AppError(ErrorCode.NotFound);
  return rows;
}

/** Runs a write whose unique indexes may still catch a race with another tab: that one is a conflict, not a 500. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.Conflict);
    throw error;
  }
}

// ── Reads ────────────────────────────────────────────────────────────────────

/** The product's functions; with `lang`, those still carrying the catalogue's texts read in it (what the console shows). */
export async function listFunctions(db: Db, scope: TenantScope, productId: string, lang?: Lang): Promise<ProductFunction[]> {
  await productOf(db, scope, productId);
  return (await rowsOf(db, scope, productId)).map(answeredIn(lang));
}

/** A function as stored, with the catalogue's texts it still carries (null once someone edited it). */
export interface FunctionWithTexts {
  function: ProductFunction;
  texts: Record<Lang, FunctionText> | null;
}

/** The product's functions as stored (not read in a language), each with its catalogue texts: what its language entries read as their source. */
export async function listFunctionsWithTexts(db: Db, scope: TenantScope, productId: string): Promise<FunctionWithTexts[]> {
  await productOf(db, scope, productId);
  return (await rowsOf(db, scope, productId)).map((row) => ({ function: toProductFunction(row), texts: row.texts }));
}

/**
 * When the product's thing model last gained or changed a function (its newest function's updatedAt); null without
 * functions. What depends on the model (the chosen panel) compares it with when it was made.
 */
export async function functionsUpdatedAt(db: Db, scope: TenantScope, productId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${productFunctions.updatedAt})`.mapWith(productFunctions.updatedAt) })
    .from(productFunctions)
    .where(scope.where(productFunctions, eq(productFunctions.productId, productId)));
  return row?.at ?? null;
}

export async function funcList(db: Db, scope: TenantScope, query: z.output<typeof funcListQuery>, lang: Lang): Promise<ProductFunction[]> {
  await productOf(db, scope, query.productId);
  const keyword = query.keyword ? containing(query.keyword) : null;
  const rows = await db
    .select()
    .from(productFunctions)
    .where(
      scope.where(
        productFunctions,
        eq(productFunctions.productId, query.productId),
        query.kind === undefined ? undefined : eq(productFunctions.kind, query.kind),
        keyword ? or(ilike(productFunctions.name, keyword), ilike(productFunctions.identifier, keyword)) : undefined,
      ),
    )
    .orderBy(asc(productFunctions.dpId));
  return rows.map(answeredIn(lang));
}

/** Whether a template is among the product's functions: added from it, or a function of its kind with its identifier. */
function isAdded(t: TemplateRow, rows: readonly FunctionRow[]): boolean {
  const identifier = t.identifier.toLowerCase();
  return rows.some((r) => r.templateId === t.id || (r.kind === t.kind && r.identifier.toLowerCase() === identifier));
}

export async function standardFuncList(db: Db, scope: TenantScope, query: z.output<typeof standardFuncListQuery>, lang: Lang): Promise<FunctionTemplate[]> {
  const product = await productOf(db, scope, query.productId);
  const [templates, rows] = await Promise.all([functionTemplatesOf(db, product.productType, query.kind), rowsOf(db, scope, product.id)]);
  return templates.map((t) => ({
    ...specWith(t.spec, templateTexts(t)[lang].values),
    id: t.id,
    kind: t.kind as typeof FunctionKind.Standard | typeof FunctionKind.Advanced,
    classId: t.classId,
    dpId: t.dpId,
    identifier: t.identifier,
    name: templateTexts(t)[lang].name,
    nameEn: t.nameEn,
    rwFlag: t.rwFlag,
    required: t.required,
    description: templateTexts(t)[lang].description,
    isDefault: t.isDefault,
    added: isAdded(t, rows),
  }));
}

// ── Writes ───────────────────────────────────────────────────────────────────

/** The refusal of functions that clash with the product's own (409 FunctionTaken) or with each other (422). */
function refuseClashes(lang: Lang, existing: readonly FunctionRow[], added: readonly { dpId: number; identifier: string; kind: FunctionKind }[], pathOf: (i: number) => (string | number)[]): void {
  const problems = modelProblems([...existing.map((r) => ({ dpId: r.dpId, identifier: r.identifier, kind: r.kind as FunctionKind })), ...added]);
  const ours = problems.filter((p) => (p.path[0] as number) >= existing.length);
  if (ours.length === 0) return;
  const dpIds = new Set(existing.map((r) => r.dpId));
  const identifiers = new Set(existing.map((r) => r.identifier.toLowerCase()));
  for (const p of ours) {
    const fn = added[(p.path[0] as number) - existing.length]!;
    if (p.key === 'validation.functionDpIdDuplicate' && dpIds.has(fn.dpId)) throw taken(lang, 'dpId', fn.dpId);
    if (p.key === 'validation.functionIdentifierDuplicate' && identifiers.has(fn.identifier.toLowerCase())) throw taken(lang, 'identifier', fn.identifier);
  }
  throw fieldError(ours.map((p) => ({ ...p, path: [...pathOf((p.path[0] as number) - existing.length), p.path[1]!] })));
}

export async function addStandardFunc(ctx: EditCtx, scope: TenantScope, body: z.output<typeof addStandardFuncBody>, lang: Lang): Promise<ProductFunction[]> {
  const rows = await editPart(ctx, scope, body.productId, async (tx, product) => {
    const ids = [...new Set(body.templateIds)];
    const found = new Map(
      [...(await functionTemplatesOf(tx, product.productType, FunctionKind.Standard, ids)), ...(await functionTemplatesOf(tx, product.productType, FunctionKind.Advanced, ids))].map((t) => [t.id, t]),
    );
    const unknown = body.templateIds.flatMap((id, i) => (found.has(id) ? [] : [{ path: ['templateIds', i], key: 'validation.invalid' }]));
    if (unknown.length > 0) throw fieldError(unknown);
    // In the order asked for, so a refusal names the right entry.
    const templates = ids.map((id) => found.get(id)!);

    const existing = await rowsOf(tx, scope, product.id);
    for (const t of templates) if (isAdded(t, existing)) throw taken(lang, 'identifier', t.identifier);
    refuseClashes(lang, existing, templates.map((t) => ({ dpId: t.dpId, identifier: t.identifier, kind: t.kind as FunctionKind })), (i) => ['templateIds', body.templateIds.indexOf(templates[i]!.id)]);

    const now = ctx.clock.now();
    return uniquely(() => tx.insert(productFunctions).values(templates.map((t) => scope.values(fromTemplate(t, product.id, lang, now)))).returning());
  });
  return rows.map(answeredIn(lang));
}

/** Texts in both languages of functions the platform adds (the demo's), by identifier. */
export type CatalogueTexts = ReadonlyMap<string, Record<Lang, FunctionText>>;

function customRow(f: FunctionDefinition, productId: string, now: Date, catalogue: CatalogueTexts = new Map()): UnscopedRow {
  return {
    id: randomUUID(),
    productId,
    kind: FunctionKind.Custom,
    templateId: null,
    dpId: f.dpId,
    identifier: f.identifier,
    name: f.name,
    dataType: f.dataType,
    rwFlag: f.rwFlag,
    spec: specOf(f),
    required: f.required,
    description: f.description,
    sceneCondition: false,
    sceneAction: false,
    timer: false,
    texts: catalogue.get(f.identifier) ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

export async function addFunc(ctx: EditCtx, scope: TenantScope, body: z.output<typeof addFuncBody>, lang: Lang, catalogue?: CatalogueTexts): Promise<ProductFunction[]> {
  const rows = await editPart(ctx, scope, body.productId, async (tx, product) => {
    const existing = await rowsOf(tx, scope, product.id);
    refuseClashes(lang, existing, body.functions.map((f) => ({ dpId: f.dpId, identifier: f.identifier, kind: FunctionKind.Custom })), (i) => ['functions', i]);
    const now = ctx.clock.now();
    return uniquely(() => tx.insert(productFunctions).values(body.functions.map((f) => scope.values(customRow(f, product.id, now, catalogue)))).returning());
  });
  return rows.map(answeredIn(lang));
}

export async function editFunc(ctx: Ctx, scope: TenantScope, body: z.output<typeof editFuncBody>, lang: Lang): Promise<ProductFunction> {
  const row = await editPart(ctx, scope, body.productId, async (tx, product) => {
    const existing = await rowsOf(tx, scope, product.id);
    const current = existing.find((r) => r.id === body.id);
    if (!current) throw new AppError(ErrorCode.NotFound);
    const { productId: _productId, id: _id, ...definition } = body;

    if (current.kind !== FunctionKind.Custom) {
      // A standard or advanced function is what devices and apps of its class expect: only its presentation and range change.
      const locked = (['dpId', 'identifier', 'dataType', 'rwFlag'] as const).filter((field) => definition[field] !== current[field]);
      if (locked.length > 0) throw fieldError(locked.map((field) => ({ path: [field], key: 'validation.functionKeepsIdentity' })));
    }
    const others = existing.filter((r) => r.id !== current.id);
    refuseClashes(lang, others, [{ dpId: definition.dpId, identifier: definition.identifier, kind: current.kind as FunctionKind }], () => []);

    const timer = current.timer && timerEligible(definition);
    const sceneAction = current.sceneAction && definition.rwFlag !== 'ro';
    const now = ctx.clock.now();
    const edited: FunctionRow = {
      ...current,
      dpId: definition.dpId,
      identifier: definition.identifier,
      name: definition.name,
      dataType: definition.dataType,
      rwFlag: definition.rwFlag,
      spec: specOf(definition),
      required: definition.required,
      description: definition.description,
      sceneAction,
      timer,
      texts: null,
      updatedAt: now,
    };
    await ctx.productParts.functionsChanging(tx, scope, product.id, [...others, edited].map(toProductFunction), lang);
    const [updated] = await uniquely(() =>
      tx
        .update(productFunctions)
        .set(
          scope.set({
            dpId: edited.dpId,
            identifier: edited.identifier,
            name: edited.name,
            dataType: edited.dataType,
            rwFlag: edited.rwFlag,
            spec: edited.spec,
            required: edited.required,
            description: edited.description,
            sceneAction,
            timer,
            texts: null,
            updatedAt: now,
          }),
        )
        .where(scope.where(productFunctions, eq(productFunctions.id, current.id)))
        .returning(),
    );
    return updated!;
  });
  return toProductFunction(row);
}

/** Deletes functions no rule uses; answers null (the call's answer carries nothing). */
export async function deleteFunc(ctx: Ctx, scope: TenantScope, body: z.output<typeof deleteFuncBody>, lang: Lang): Promise<null> {
  await editPart(ctx, scope, body.productId, async (tx, product) => {
    await rowsByIds(tx, scope, product.id, body.ids);
    const gone = new Set(body.ids);
    const after = (await rowsOf(tx, scope, product.id)).filter((r) => !gone.has(r.id));
    await ctx.productParts.functionsChanging(tx, scope, product.id, after.map(toProductFunction), lang);
    await tx.delete(productFunctions).where(scope.where(productFunctions, eq(productFunctions.productId, product.id), inArray(productFunctions.id, [...gone])));
  });
  return null;
}

/** Deletes the product's standard functions and adds its class's default ones again; custom and advanced ones stay. */
export async function resetStandardFunc(ctx: Ctx, scope: TenantScope, productId: string, lang: Lang): Promise<ProductFunction[]> {
  await editPart(ctx, scope, productId, async (tx, product) => {
    const existing = await rowsOf(tx, scope, product.id);
    const kept = existing.filter((r) => r.kind !== FunctionKind.Standard);
    const defaults = (await functionTemplatesOf(tx, product.productType, FunctionKind.Standard)).filter((t) => t.isDefault);
    refuseClashes(lang, kept, defaults.map((t) => ({ dpId: t.dpId, identifier: t.identifier, kind: FunctionKind.Standard })), () => []);
    const now = ctx.clock.now();
    const added = defaults.map((t) => fromTemplate(t, product.id, lang, now));
    await ctx.productParts.functionsChanging(tx, scope, product.id, [...kept, ...added].map(toProductFunction), lang);
    await uniquely(async () => {
      await tx
        .delete(productFunctions)
        .where(scope.where(productFunctions, eq(productFunctions.productId, product.id), eq(productFunctions.kind, FunctionKind.Standard)));
      if (added.length > 0) await tx.insert(productFunctions).values(added.map((row) => scope.values(row)));
    });
  });
  return listFunctions(ctx.db, scope, productId, lang);
}

/** Which functions scene linkage offers as conditions and actions; functions not named keep their flags. */
export async function setSceneFunc(ctx: EditCtx, scope: TenantScope, body: z.output<typeof setSceneFuncBody>, lang: Lang): Promise<ProductFunction[]> {
  await editPart(ctx, scope, body.productId, async (tx, product) => {
    const rows = new Map((await rowsByIds(tx, scope, product.id, body.items.map((item) => item.id))).map((r) => [r.id, r]));
    const reportOnly = body.items.flatMap((item, i) => {
      const row = rows.get(item.id)!;
      return item.sceneAction && row.rwFlag === 'ro' ? [{ path: ['items', i, 'sceneAction'], key: 'validation.sceneActionReportOnly', params: { name: row.name } }] : [];
    });
    if (reportOnly.length > 0) throw fieldError(reportOnly);
    const now = ctx.clock.now();
    for (const item of body.items) {
      await tx
        .update(productFunctions)
        .set(scope.set({ sceneCondition: item.sceneCondition, sceneAction: item.sceneAction, updatedAt: now }))
        .where(scope.where(productFunctions, eq(productFunctions.id, item.id)));
    }
  });
  return listFunctions(ctx.db, scope, body.productId, lang);
}

/** The functions timers may set; every other function of the product is taken off. */
export async function setTimerFunc(ctx: EditCtx, scope: TenantScope, body: z.output<typeof setTimerFuncBody>, lang: Lang): Promise<ProductFunction[]> {
  await editPart(ctx, scope, body.productId, async (tx, product) => {
    const ids = [...new Set(body.ids)];
    const rows = new Map((ids.length > 0 ? await rowsByIds(tx, scope, product.id, ids) : []).map((r) => [r.id, r]));
    const unfit = body.ids.flatMap((id, i) => {
      const row = rows.get(id)!;
      return timerEligible(row) ? [] : [{ path: ['ids', i], key: 'validation.timerFunctionInvalid', params: { name: row.name } }];
    });
    if (unfit.length > 0) throw fieldError(unfit);
    const now = ctx.clock.now();
    const inProduct = eq(productFunctions.productId, product.id);
    await tx
      .update(productFunctions)
      .set(scope.set({ timer: false, updatedAt: now }))
      .where(scope.where(productFunctions, inProduct, eq(productFunctions.timer, true), ids.length > 0 ? notInArray(productFunctions.id, ids) : undefined));
    if (ids.length > 0) {
      await tx
        .update(productFunctions)
        .set(scope.set({ timer: true, updatedAt: now }))
        .where(scope.where(productFunctions, inProduct, inArray(productFunctions.id, ids), ne(productFunctions.timer, true)));
    }
  });
  return listFunctions(ctx.db, scope, body.productId, lang);
}

/** A model problem with its sentence: "Function 3: Identifier: …" for a function's, the plain one otherwise. */
function withMessage(lang: Lang, problem: ModelProblem): ModelProblem & { msg: string } {
  const [head, index, ...rest] = problem.path;
  if (head === 'functions' && typeof index === 'number') {
    const reason = translateValidation(lang, { key: problem.key, params: problem.params, path: rest });
    return { ...problem, msg: translate(lang, 'error.modelProblemAt', { index: index + 1, reason }) };
  }
  return { ...problem, msg: translateValidation(lang, { key: problem.key, params: problem.params, path: problem.path }) };
}

/**
 * Replaces the whole model with an imported one. The 10-functions-per-save limit does not apply: an
 * import is the whole model, checked as one (every DP ID, identifier and rule of every function).
 * Functions that keep their identifier keep their scene and timer settings where they still fit.
 */
export async function importFunc(ctx: Ctx, scope: TenantScope, productId: string, input: unknown, lang: Lang): Promise<ProductFunction[]> {
  await editPart(ctx, scope, productId, async (tx, product) => {
    const { model, problems } = checkThingModel(input);
    if (!model) {
      const refusal: ImportFuncRefusal = { problems: problems.map((p) => withMessage(lang, p)) };
      throw new AppError(ErrorCode.ModelInvalid, { count: problems.length }, undefined, refusal);
    }
    const previous = new Map((await rowsOf(tx, scope, product.id)).map((r) => [r.identifier.toLowerCase(), r]));
    const templates = [
      ...(await functionTemplatesOf(tx, product.productType, FunctionKind.Standard)),
      ...(await functionTemplatesOf(tx, product.productType, FunctionKind.Advanced)),
    ];
    const now = ctx.clock.now();
    const rows = model.functions.map((raw) => {
      // checkThingModel parsed them: the defaults are filled in.
      const f = raw as FunctionDefinition & { kind: FunctionKind };
      const before = previous.get(f.identifier.toLowerCase());
      const template = f.kind === FunctionKind.Custom ? undefined : templates.find((t) => t.kind === f.kind && t.identifier.toLowerCase() === f.identifier.toLowerCase());
      return {
        ...customRow(f, product.id, now),
        kind: f.kind,
        templateId: template?.id ?? null,
        sceneCondition: before?.sceneCondition ?? false,
        sceneAction: (before?.sceneAction ?? false) && f.rwFlag !== 'ro',
        timer: (before?.timer ?? false) && timerEligible(f),
      };
    });
    await ctx.productParts.functionsChanging(tx, scope, product.id, rows.map(toProductFunction), lang);
    await uniquely(async () => {
      await tx.delete(productFunctions).where(scope.where(productFunctions, eq(productFunctions.productId, product.id)));
      await tx.insert(productFunctions).values(rows.map((row) => scope.values(row)));
    });
  });
  return listFunctions(ctx.db, scope, productId, lang);
}

// ── The product part (part.ts) ───────────────────────────────────────────────

/** Adds the class's default standard functions to a new product (inside the create transaction). */
export async function addDefaultStandardFunctions(tx: Db, scope: TenantScope, productId: string, classId: string, lang: Lang, now: Date): Promise<void> {
  const defaults = (await functionTemplatesOf(tx, classId, FunctionKind.Standard)).filter((t) => t.isDefault);
  if (defaults.length > 0) await tx.insert(productFunctions).values(defaults.map((t) => scope.values(fromTemplate(t, productId, lang, now))));
}

/** Copies every function (with its scene and timer flags) of one product to another. */
export async function copyFunctions(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const rows = await rowsOf(tx, scope, fromProductId);
  if (rows.length === 0) return;
  await tx.insert(productFunctions).values(
    rows.map(({ tenantId: _tenantId, ...row }) => scope.values({ ...row, id: randomUUID(), productId: toProductId, createdAt: now, updatedAt: now })),
  );
}

/** How many functions of each kind the product has; the scene and timer settings counted too. */
export async function functionCounts(db: Db, scope: TenantScope, productId: string): Promise<Record<FunctionKind, number> & { scene: number; timer: number }> {
  const rows = await db
    .select({
      kind: productFunctions.kind,
      count: count(),
      scene: sql<number>`count(*) filter (where ${productFunctions.sceneCondition} or ${productFunctions.sceneAction})`.mapWith(Number),
      timer: sql<number>`count(*) filter (where ${productFunctions.timer})`.mapWith(Number),
    })
    .from(productFunctions)
    .where(scope.where(productFunctions, eq(productFunctions.productId, productId)))
    .groupBy(productFunctions.kind);
  const counts = { [FunctionKind.Standard]: 0, [FunctionKind.Custom]: 0, [FunctionKind.Advanced]: 0, scene: 0, timer: 0 };
  for (const row of rows) {
    counts[row.kind as FunctionKind] = row.count;
    counts.scene += row.scene;
    counts.timer += row.timer;
  }
  return counts;
}

/** A product's function count as a column of a query over products (the list's and the detail's functionCount), read on the product index. */
export function functionCountColumn(productId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*) from ${productFunctions} where ${qualified(productFunctions.productId)} = ${qualified(productId)})`.mapWith(Number);
}

