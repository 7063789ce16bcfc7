import { z } from 'zod';
import {
  DP_ID_ADVANCED_MAX,
  DP_ID_ADVANCED_MIN,
  DP_ID_CUSTOM_MAX,
  DP_ID_CUSTOM_MIN,
  DP_ID_STANDARD_MAX,
  DP_ID_STANDARD_MIN,
  ENUM_VALUES_MAX,
  FAULT_BITS_MAX,
  FUNCTION_DESCRIPTION_MAX_LENGTH,
  FUNCTION_IDENTIFIER_MAX_LENGTH,
  FUNCTION_MAX_LENGTH_BYTES,
  FUNCTION_MULTIPLE_MAX,
  FUNCTION_NAME_MAX_LENGTH,
  FUNCTION_UNIT_MAX_LENGTH,
  FUNCTIONS_PER_SAVE_MAX,
} from '../constants.ts';
import { utf8Length } from '../helpers/utf8.ts';
import { productIdSchema } from '../products/schemas.ts';
import { issueMessages, lengthRange } from '../validation/index.ts';

/**
 * Functions (data points) of a product: its thing model (spec 001 §3, §5). One shape serves the
 * editor, the JSON export / import, the server's checks and, later, device payload checks.
 */

/** Standard functions come from the product's class, custom ones are the developer's, advanced ones from the platform catalogue. */
export const FunctionKind = { Standard: 1, Custom: 2, Advanced: 3 } as const;
export type FunctionKind = (typeof FunctionKind)[keyof typeof FunctionKind];
export const FUNCTION_KINDS = Object.values(FunctionKind);

/** DP ID range of each kind: only custom functions take 101-199 (the spec's rule). */
export const DP_ID_RANGE: Record<FunctionKind, { min: number; max: number }> = {
  [FunctionKind.Standard]: { min: DP_ID_STANDARD_MIN, max: DP_ID_STANDARD_MAX },
  [FunctionKind.Custom]: { min: DP_ID_CUSTOM_MIN, max: DP_ID_CUSTOM_MAX },
  [FunctionKind.Advanced]: { min: DP_ID_ADVANCED_MIN, max: DP_ID_ADVANCED_MAX },
};

export const DATA_TYPES = ['bool', 'value', 'enum', 'string', 'raw', 'fault'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Data transfer type: send-and-report, report-only (device → cloud), send-only (cloud → device). */
export const RW_FLAGS = ['rw', 'ro', 'wo'] as const;
export type RwFlag = (typeof RW_FLAGS)[number];

/** Chinese characters, letters, digits and the dot (the function-name rule). */
export const FUNCTION_NAME_PATTERN = /^[\u4e00-\u9fffA-Za-z0-9.]+$/;
/** Letters, digits and underscore, starting with a letter. */
export const FUNCTION_IDENTIFIER_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Raw defaults are written as hexadecimal bytes. */
export const HEX_BYTES = /^(?:[0-9A-Fa-f]{2})*$/;

export const functionNameSchema = lengthRange(1, FUNCTION_NAME_MAX_LENGTH).regex(FUNCTION_NAME_PATTERN, 'validation.functionNameRule');
export const functionIdentifierSchema = lengthRange(1, FUNCTION_IDENTIFIER_MAX_LENGTH).regex(
  FUNCTION_IDENTIFIER_PATTERN,
  'validation.functionIdentifierRule',
);

const int = z.number({ error: 'validation.required' }).int('validation.invalidType');
/** Value functions travel as 4-byte signed integers. */
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const int32 = int.min(INT32_MIN, 'validation.minValue').max(INT32_MAX, 'validation.maxValue');
const description = z.string().trim().max(FUNCTION_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').default('');

export const enumValueSchema = z.object({
  value: lengthRange(1, FUNCTION_IDENTIFIER_MAX_LENGTH).regex(FUNCTION_IDENTIFIER_PATTERN, 'validation.functionIdentifierRule'),
  name: lengthRange(1, FUNCTION_NAME_MAX_LENGTH),
  description: lengthRange(1, FUNCTION_DESCRIPTION_MAX_LENGTH),
});
export type EnumValue = z.infer<typeof enumValueSchema>;

/** One bit of a fault function: bit i is set while fault i is present. */
export const faultBitSchema = z.object({
  name: lengthRange(1, FUNCTION_NAME_MAX_LENGTH),
  description: z.string().trim().max(FUNCTION_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').default(''),
});
export type FaultBit = z.infer<typeof faultBitSchema>;

/** The texts of an enum value or a fault bit. */
export type ValueText = { name: string; description: string };
/** A function's texts in one language: name, description and those of its enum values or fault bits, in order. */
export interface FunctionText {
  name: string;
  description: string;
  values: ValueText[];
}

const maxLength = int.min(1, 'validation.minValue').max(FUNCTION_MAX_LENGTH_BYTES, 'validation.functionMaxLengthBytes');

/** The type-specific part of a function, by dataType. */
export const functionSpecSchema = z.discriminatedUnion('dataType', [
  z.object({ dataType: z.literal('bool'), defaultValue: z.boolean().nullable().default(null) }),
  z.object({
    dataType: z.literal('value'),
    min: int32,
    max: int32,
    step: int.min(1, 'validation.minValue').max(INT32_MAX, 'validation.maxValue'),
    /** Scale: the device's integer divided by 10^multiple is the shown value. */
    multiple: int.min(0, 'validation.minValue').max(FUNCTION_MULTIPLE_MAX, 'validation.maxValue').default(0),
    unit: z.string().trim().max(FUNCTION_UNIT_MAX_LENGTH, 'validation.maxLength').default(''),
    defaultValue: int32.nullable().default(null),
  }),
  z.object({
    dataType: z.literal('enum'),
    enumValues: z.array(enumValueSchema).min(1, 'validation.minItems').max(ENUM_VALUES_MAX, 'validation.maxItems'),
    defaultValue: z.string().nullable().default(null),
  }),
  z.object({ dataType: z.literal('string'), maxLength, defaultValue: z.string().nullable().default(null) }),
  z.object({ dataType: z.literal('raw'), maxLength, defaultValue: z.string().regex(HEX_BYTES, 'validation.functionRawHex').nullable().default(null) }),
  z.object({
    dataType: z.literal('fault'),
    faultBits: z.array(faultBitSchema).min(1, 'validation.minItems').max(FAULT_BITS_MAX, 'validation.functionFaultBits'),
  }),
], { error: 'validation.functionDataType' });
export type FunctionSpec = z.infer<typeof functionSpecSchema>;

const commonFields = {
  name: functionNameSchema,
  identifier: functionIdentifierSchema,
  rwFlag: z.enum(RW_FLAGS),
  required: z.boolean().default(false),
  description,
};

/**
 * The cross-field rules of one function that a plain shape cannot say: min < max, the default
 * inside the range and on a step, enum values unique, the default one of them, lengths in bytes.
 */
function refineSpec(f: FunctionSpec, ctx: z.RefinementCtx): void {
  switch (f.dataType) {
    case 'value':
      if (f.min >= f.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.functionMaxAboveMin' });
      if (f.step > f.max - f.min && f.min < f.max) ctx.addIssue({ code: 'custom', path: ['step'], message: 'validation.functionStepTooLarge' });
      if (f.defaultValue !== null && (f.defaultValue < f.min || f.defaultValue > f.max || (f.defaultValue - f.min) % f.step !== 0)) {
        ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'validation.functionDefaultOutOfRange' });
      }
      break;
    case 'enum': {
      const seen = new Set<string>();
      f.enumValues.forEach((v, i) => {
        if (seen.has(v.value)) ctx.addIssue({ code: 'custom', path: ['enumValues', i, 'value'], message: 'validation.functionEnumValueDuplicate', params: { value: v.value } });
        seen.add(v.value);
      });
      if (f.defaultValue !== null && !seen.has(f.defaultValue)) ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'validation.functionDefaultNotEnum' });
      break;
    }
    case 'string':
      if (f.defaultValue !== null && utf8Length(f.defaultValue) > f.maxLength) {
        ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'validation.functionDefaultTooLong', params: { max: f.maxLength } });
      }
      break;
    case 'raw':
      if (f.defaultValue !== null && f.defaultValue.length / 2 > f.maxLength) {
        ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'validation.functionDefaultTooLong', params: { max: f.maxLength } });
      }
      break;
    default:
      break;
  }
}

/** Fault functions are reported by the device only. */
function refineRw(f: { dataType: DataType; rwFlag: RwFlag }, ctx: z.RefinementCtx): void {
  if (f.dataType === 'fault' && f.rwFlag !== 'ro') ctx.addIssue({ code: 'custom', path: ['rwFlag'], message: 'validation.functionFaultReportOnly' });
}

/** A function as written by the developer (a custom one, or the editable part of any). */
export const functionInputSchema = z
  .intersection(z.object({ dpId: int, ...commonFields }), functionSpecSchema)
  .superRefine((f, ctx) => {
    refineSpec(f, ctx);
    refineRw(f, ctx);
  });
export type FunctionInput = z.input<typeof functionInputSchema>;

/** A custom function: its DP ID in 101-199. */
export const customFunctionSchema = functionInputSchema.superRefine((f, ctx) => {
  const { min, max } = DP_ID_RANGE[FunctionKind.Custom];
  if (f.dpId < min || f.dpId > max) ctx.addIssue({ code: 'custom', path: ['dpId'], message: 'validation.functionDpIdRange', params: { min, max } });
});
export type FunctionDefinition = z.output<typeof functionInputSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────

/** The type-specific part of a function as answers carry it: exactly the fields of its dataType. */
const specAnswer = z.discriminatedUnion('dataType', [
  z.object({ dataType: z.literal('bool'), defaultValue: z.boolean().nullable() }),
  z.object({
    dataType: z.literal('value'),
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int(),
    multiple: z.number().int(),
    unit: z.string(),
    defaultValue: z.number().int().nullable(),
  }),
  z.object({
    dataType: z.literal('enum'),
    enumValues: z.array(z.object({ value: z.string(), name: z.string(), description: z.string() })),
    defaultValue: z.string().nullable(),
  }),
  z.object({ dataType: z.literal('string'), maxLength: z.number().int(), defaultValue: z.string().nullable() }),
  z.object({ dataType: z.literal('raw'), maxLength: z.number().int(), defaultValue: z.string().nullable() }),
  z.object({ dataType: z.literal('fault'), faultBits: z.array(z.object({ name: z.string(), description: z.string() })) }),
]);

const definitionAnswer = z.intersection(
  z.object({ dpId: z.number().int(), name: z.string(), identifier: z.string(), rwFlag: z.enum(RW_FLAGS), required: z.boolean(), description: z.string() }),
  specAnswer,
);

/** A function of a product as the API returns it. */
export const productFunction = z.intersection(
  z.object({
    id: z.string(),
    productId: z.string(),
    kind: z.literal(FUNCTION_KINDS),
    /** The standard or advanced template it came from; null for custom functions. */
    templateId: z.string().nullable(),
    /** Offered as a condition / action in scene linkage (the setSceneFunc view). */
    sceneCondition: z.boolean(),
    sceneAction: z.boolean(),
    /** Offered to the timer-config view. */
    timer: z.boolean(),
    /** Epoch seconds. */
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  }),
  definitionAnswer,
);
export type ProductFunction = z.infer<typeof productFunction>;

/**
 * A standard (per class) or advanced (platform-wide) function the developer can add. Its `name` and
 * `description` are in the request's language (what the added function will be called).
 */
export const functionTemplate = z.intersection(
  z.object({
    id: z.string(),
    kind: z.literal([FunctionKind.Standard, FunctionKind.Advanced]),
    /** The product class it belongs to; null for advanced functions. */
    classId: z.string().nullable(),
    nameEn: z.string(),
    /** Added to new products of the class by default (and by reset). */
    isDefault: z.boolean(),
    /** Already among the product's functions. */
    added: z.boolean(),
  }),
  definitionAnswer,
);
export type FunctionTemplate = z.infer<typeof functionTemplate>;

// ── The whole model (JSON export and import) ─────────────────────────────────

export const THING_MODEL_VERSION = 1;

export const modelFunctionSchema = z.intersection(z.object({ kind: z.union(FUNCTION_KINDS.map((k) => z.literal(k))) }), functionInputSchema);
export type ModelFunction = z.input<typeof modelFunctionSchema>;

export interface ThingModel {
  version: typeof THING_MODEL_VERSION;
  productKey: string;
  functions: ModelFunction[];
}

/** One broken rule of a model, with where it is ("functions.3.identifier") and its message key. */
export interface ModelProblem {
  path: (string | number)[];
  key: string;
  params: Record<string, string | number>;
}

/** What the cross-function rules read of one function; `kind` null skips the DP ID range (its kind is itself broken). */
interface ModelEntry {
  index: number;
  dpId: number;
  identifier: string;
  kind: FunctionKind | null;
}

function crossProblems(entries: readonly ModelEntry[]): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const dpIds = new Set<number>();
  // Identifiers are unique regardless of case (the database's index says lower(identifier)).
  const identifiers = new Set<string>();
  for (const fn of entries) {
    if (fn.kind !== null) {
      const range = DP_ID_RANGE[fn.kind];
      if (fn.dpId < range.min || fn.dpId > range.max) {
        problems.push({ path: [fn.index, 'dpId'], key: 'validation.functionDpIdRange', params: { min: range.min, max: range.max } });
      }
    }
    if (dpIds.has(fn.dpId)) problems.push({ path: [fn.index, 'dpId'], key: 'validation.functionDpIdDuplicate', params: { dpId: fn.dpId } });
    dpIds.add(fn.dpId);
    const idKey = fn.identifier.toLowerCase();
    if (identifiers.has(idKey)) problems.push({ path: [fn.index, 'identifier'], key: 'validation.functionIdentifierDuplicate', params: { identifier: fn.identifier } });
    identifiers.add(idKey);
  }
  return problems;
}

/**
 * Rules across functions: DP IDs inside their kind's range and unique, identifiers unique. Used by
 * the add / edit / import checks on both sides; every problem is listed, not only the first. A
 * repeated DP ID or identifier is reported at its second and later uses.
 */
export function modelProblems(functions: readonly { dpId: number; identifier: string; kind?: FunctionKind }[]): ModelProblem[] {
  return crossProblems(functions.map((fn, index) => ({ index, dpId: fn.dpId, identifier: fn.identifier, kind: fn.kind ?? FunctionKind.Custom })));
}

/** The DP ID, identifier and kind of a function that failed its own checks, where they are usable. */
function entryOf(raw: unknown, index: number): ModelEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { dpId, identifier, kind } = raw as Record<string, unknown>;
  if (typeof dpId !== 'number' || !Number.isInteger(dpId) || typeof identifier !== 'string' || identifier.trim() === '') return null;
  return { index, dpId, identifier: identifier.trim(), kind: (FUNCTION_KINDS as readonly unknown[]).includes(kind) ? (kind as FunctionKind) : null };
}

/**
 * Parses an imported model: every shape problem and every cross-function problem, all listed in
 * the order of the functions (a broken function still counts for the uniqueness of the others).
 */
export function checkThingModel(input: unknown): { model: ThingModel | null; problems: ModelProblem[] } {
  const shape = z
    .object({
      version: z.literal(THING_MODEL_VERSION, { error: 'validation.functionModelShape' }),
      productKey: z.string().default(''),
      // DP IDs are unique within 1-255, so a longer list cannot be valid.
      functions: z.array(z.unknown(), { error: 'validation.functionModelShape' }).min(1, 'validation.minItems').max(DP_ID_ADVANCED_MAX, 'validation.maxItems'),
    })
    .safeParse(input);
  if (!shape.success) return { model: null, problems: issueMessages(shape).map(({ key, params, path }) => ({ key, params, path })) };
  const problems: ModelProblem[] = [];
  const functions: ModelFunction[] = [];
  const entries: ModelEntry[] = [];
  shape.data.functions.forEach((raw, i) => {
    const parsed = modelFunctionSchema.safeParse(raw);
    if (parsed.success) {
      functions.push(parsed.data);
      entries.push({ index: i, dpId: parsed.data.dpId, identifier: parsed.data.identifier, kind: parsed.data.kind });
    } else {
      for (const m of issueMessages(parsed)) problems.push({ key: m.key, params: m.params, path: ['functions', i, ...m.path] });
      const entry = entryOf(raw, i);
      if (entry) entries.push(entry);
    }
  });
  for (const p of crossProblems(entries)) problems.push({ ...p, path: ['functions', ...p.path] });
  // Stable: a function's own problems before the cross-function ones found at it.
  problems.sort((a, b) => (a.path[1] as number) - (b.path[1] as number));
  return { model: problems.length === 0 ? { version: THING_MODEL_VERSION, productKey: shape.data.productKey, functions } : null, problems };
}

// ── Requests ─────────────────────────────────────────────────────────────────

const idList = z.array(z.string().min(1).max(64)).min(1, 'validation.minItems').max(FUNCTIONS_PER_SAVE_MAX, 'validation.functionPerSaveLimit');

export const funcListQuery = z.object({
  productId: productIdSchema,
  kind: z.coerce.number().pipe(z.union(FUNCTION_KINDS.map((k) => z.literal(k)))).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type FuncListQuery = z.input<typeof funcListQuery>;

/** The templates of one kind for the product's class (standard) or the platform (advanced). */
export const standardFuncListQuery = z.object({
  productId: productIdSchema,
  kind: z.coerce.number().pipe(z.union([z.literal(FunctionKind.Standard), z.literal(FunctionKind.Advanced)])).default(FunctionKind.Standard),
});
export type StandardFuncListQuery = z.input<typeof standardFuncListQuery>;

export const addStandardFuncBody = z.object({ productId: productIdSchema, templateIds: idList });
export type AddStandardFuncBody = z.input<typeof addStandardFuncBody>;

/** Up to 10 custom functions in one save. */
export const addFuncBody = z.object({
  productId: productIdSchema,
  functions: z.array(customFunctionSchema).min(1, 'validation.minItems').max(FUNCTIONS_PER_SAVE_MAX, 'validation.functionPerSaveLimit'),
});
export type AddFuncBody = z.input<typeof addFuncBody>;

/** Edits one function; a standard or advanced function keeps its DP ID and identifier. */
export const editFuncBody = z.intersection(z.object({ productId: productIdSchema, id: productIdSchema }), functionInputSchema);
export type EditFuncBody = z.input<typeof editFuncBody>;

export const deleteFuncBody = z.object({ productId: productIdSchema, ids: idList });
export type DeleteFuncBody = z.input<typeof deleteFuncBody>;

export const setSceneFuncBody = z.object({
  productId: productIdSchema,
  items: z
    .array(z.object({ id: productIdSchema, sceneCondition: z.boolean(), sceneAction: z.boolean() }))
    .max(1000, 'validation.maxItems'),
});
export type SetSceneFuncBody = z.input<typeof setSceneFuncBody>;

/** The functions offered to timers; the others are not. */
export const setTimerFuncBody = z.object({ productId: productIdSchema, ids: z.array(productIdSchema).max(1000, 'validation.maxItems') });
export type SetTimerFuncBody = z.input<typeof setTimerFuncBody>;

/** Replaces the whole model with an exported one (`ThingModel`), checked by checkThingModel. */
export const importFuncBody = z.object({ productId: productIdSchema, model: z.unknown() });
export type ImportFuncBody = z.input<typeof importFuncBody>;

/** The refused import's answer `data`: every broken rule, each with its message in the request's language. */
export interface ImportFuncRefusal {
  problems: (ModelProblem & { msg: string })[];
}
