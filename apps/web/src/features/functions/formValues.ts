import { issueMessages, type ValidationMessage } from '@iotc/shared';
import {
  customFunctionSchema,
  type DataType,
  DP_ID_RANGE,
  type FunctionDefinition,
  functionInputSchema,
  FunctionKind,
  modelProblems,
  type RwFlag,
} from '@iotc/shared/functions';

/**
 * The custom-function form's values and their checks. Each data type keeps its own fields under
 * `spec.<type>`, so switching the type back and forth keeps what was typed; only the chosen type's
 * part is checked and sent.
 */

export interface EnumRow {
  value?: string;
  name?: string;
  description?: string;
}
export interface FaultRow {
  name?: string;
  description?: string;
}

export interface SpecValues {
  bool: { defaultValue?: boolean | null };
  value: { min?: number | null; max?: number | null; step?: number | null; multiple?: number | null; unit?: string; defaultValue?: number | null };
  enum: { enumValues?: (EnumRow | undefined)[]; defaultValue?: string | null };
  string: { maxLength?: number | null; defaultValue?: string | null };
  raw: { maxLength?: number | null; defaultValue?: string | null };
  fault: { faultBits?: (FaultRow | undefined)[] };
}

export interface FormValues {
  dpId?: number | null;
  name?: string;
  identifier?: string;
  dataType: DataType;
  rwFlag: RwFlag;
  required?: boolean;
  description?: string;
  spec?: Partial<{ [K in DataType]: Partial<SpecValues[K]> }>;
}

/** Fields every data type has; the others live under spec.<type>. */
const COMMON_FIELDS = new Set(['dpId', 'name', 'identifier', 'dataType', 'rwFlag', 'required', 'description']);

const emptySpec = (): SpecValues => ({
  bool: { defaultValue: null },
  value: { min: 0, max: 100, step: 1, multiple: 0, unit: '', defaultValue: null },
  enum: { enumValues: [{ value: '', name: '', description: '' }], defaultValue: null },
  string: { maxLength: 255, defaultValue: '' },
  raw: { maxLength: 255, defaultValue: '' },
  fault: { faultBits: [{ name: '', description: '' }] },
});

/** A new custom function: the given DP ID, a value from 0 to 100, sent and reported. */
export function newFormValues(dpId: number | null): FormValues {
  return { dpId, name: '', identifier: '', dataType: 'value', rwFlag: 'rw', required: false, description: '', spec: emptySpec() };
}

/** The form of an existing function: its own type filled in, the others at their defaults. */
export function formValuesOf(fn: FunctionDefinition): FormValues {
  const spec: SpecValues = emptySpec();
  switch (fn.dataType) {
    case 'bool':
      spec.bool = { defaultValue: fn.defaultValue };
      break;
    case 'value':
      spec.value = { min: fn.min, max: fn.max, step: fn.step, multiple: fn.multiple, unit: fn.unit, defaultValue: fn.defaultValue };
      break;
    case 'enum':
      spec.enum = { enumValues: fn.enumValues.map((v) => ({ ...v })), defaultValue: fn.defaultValue };
      break;
    case 'string':
      spec.string = { maxLength: fn.maxLength, defaultValue: fn.defaultValue ?? '' };
      break;
    case 'raw':
      spec.raw = { maxLength: fn.maxLength, defaultValue: fn.defaultValue ?? '' };
      break;
    case 'fault':
      spec.fault = { faultBits: fn.faultBits.map((b) => ({ ...b })) };
      break;
  }
  return {
    dpId: fn.dpId,
    name: fn.name,
    identifier: fn.identifier,
    dataType: fn.dataType,
    rwFlag: fn.rwFlag,
    required: fn.required,
    description: fn.description,
    spec,
  };
}

const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined) => v ?? null;
const optionalText = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/** What the form says, in the request's shape (unchecked). */
export function candidateOf(values: FormValues): Record<string, unknown> {
  const common = {
    dpId: num(values.dpId),
    name: text(values.name),
    identifier: text(values.identifier),
    rwFlag: values.rwFlag,
    required: values.required ?? false,
    description: text(values.description),
    dataType: values.dataType,
  };
  const spec = values.spec ?? {};
  switch (values.dataType) {
    case 'bool':
      return { ...common, defaultValue: spec.bool?.defaultValue ?? null };
    case 'value': {
      const v = spec.value ?? {};
      return { ...common, min: num(v.min), max: num(v.max), step: num(v.step), multiple: v.multiple ?? 0, unit: text(v.unit), defaultValue: num(v.defaultValue) };
    }
    case 'enum': {
      const v = spec.enum ?? {};
      const enumValues = (v.enumValues ?? []).map((row) => ({ value: text(row?.value), name: text(row?.name), description: text(row?.description) }));
      return { ...common, enumValues, defaultValue: v.defaultValue ?? null };
    }
    case 'string':
      return { ...common, maxLength: num(spec.string?.maxLength), defaultValue: optionalText(spec.string?.defaultValue) };
    case 'raw':
      return { ...common, maxLength: num(spec.raw?.maxLength), defaultValue: optionalText(spec.raw?.defaultValue)?.toUpperCase() ?? null };
    case 'fault': {
      const faultBits = (spec.fault?.faultBits ?? []).map((row) => ({ name: text(row?.name), description: text(row?.description) }));
      return { ...common, faultBits };
    }
  }
}

/** The form field a problem belongs to: common fields by name, the others under spec.<type>. */
export function formPath(path: readonly (string | number)[], dataType: DataType): (string | number)[] {
  if (path.length > 0 && typeof path[0] === 'string' && COMMON_FIELDS.has(path[0])) return [...path];
  return ['spec', dataType, ...path];
}

export const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((p, i) => p === b[i]);

export interface FormCheck {
  /** Every problem, with the form path it belongs to. */
  problems: (ValidationMessage & { field: (string | number)[] })[];
  /** The checked function, when there is no problem. */
  value: FunctionDefinition | null;
}

type Schema = typeof functionInputSchema | typeof customFunctionSchema;
type Container = Record<string | number, unknown>;

/** A valid value for a field that failed its shape, so that the rules across fields can run. */
function standIn(key: string | number, parent: Container, n: number): unknown {
  const number = (k: string) => (typeof parent[k] === 'number' ? (parent[k] as number) : null);
  switch (key) {
    case 'dpId':
      return DP_ID_RANGE[FunctionKind.Custom].min;
    case 'identifier':
    case 'value':
      return `x${n}`;
    case 'name':
    case 'description':
      return 'x';
    case 'unit':
      return '';
    case 'min':
      return (number('max') ?? 1) - 1;
    case 'max':
      return (number('min') ?? 0) + (number('step') ?? 1);
    case 'step':
      return 1;
    case 'multiple':
      return 0;
    case 'maxLength':
      return 255;
    case 'defaultValue':
      return null;
    case 'required':
      return false;
    case 'enumValues':
      return [{ value: `x${n}`, name: 'x', description: 'x' }];
    case 'faultBits':
      return [{ name: 'x', description: '' }];
    default:
      return undefined;
  }
}

/**
 * zod runs the rules across fields (DP ID range, max above min, unique enum values) only once every
 * field has its shape, so a DP ID of 100 would go unmentioned while the name is still empty. Fields
 * that fail their shape are replaced by valid stand-ins and the check runs again; what it finds at
 * the fields the user did fill is added.
 */
function crossFieldProblems(schema: Schema, candidate: Record<string, unknown>, found: readonly ValidationMessage[]): ValidationMessage[] {
  const probe = structuredClone(candidate) as Container;
  const replaced: (string | number)[][] = [];
  let issues = found;
  for (let round = 0; round < 3 && issues.length > 0; round += 1) {
    issues.forEach((issue, n) => {
      if (issue.path.length === 0) return;
      const parent = issue.path.slice(0, -1).reduce<Container | undefined>((node, step) => node?.[step] as Container | undefined, probe);
      const key = issue.path[issue.path.length - 1]!;
      const value = parent && standIn(key, parent, round * 100 + n);
      if (parent && value !== undefined) {
        parent[key] = value;
        replaced.push(issue.path);
      }
    });
    const again = schema.safeParse(probe);
    if (again.success) return [];
    const next = issueMessages(again);
    const fresh = next.filter((m) => !replaced.some((path) => samePath(path, m.path)) && !found.some((f) => samePath(f.path, m.path) && f.key === m.key));
    if (fresh.length > 0) return fresh;
    issues = next.filter((m) => !replaced.some((path) => samePath(path, m.path)));
  }
  return [];
}

/** Functions a new one must not collide with: the product's others and the drafts of this save. */
export interface Taken {
  dpId: number;
  identifier: string;
}

/**
 * Checks the form with the shared rules: the custom-function schema (DP ID 101-199) for a new or custom
 * function, the general one for a standard or advanced function, and DP ID and identifier unique
 * among `taken`.
 */
export function checkForm(values: FormValues, kind: FunctionKind, taken: readonly Taken[]): FormCheck {
  const candidate = candidateOf(values);
  const schema = kind === FunctionKind.Custom ? customFunctionSchema : functionInputSchema;
  const parsed = schema.safeParse(candidate);
  const problems: ValidationMessage[] = parsed.success ? [] : issueMessages(parsed);
  if (!parsed.success) problems.push(...crossFieldProblems(schema, candidate, problems));
  const dpId = typeof candidate.dpId === 'number' ? candidate.dpId : -1;
  const identifier = typeof candidate.identifier === 'string' ? candidate.identifier.trim() : '';
  const index = taken.length;
  for (const p of modelProblems([...taken, { dpId, identifier }])) {
    // The ranges are the schema's to say; here only what collides with another function.
    if (p.path[0] !== index || p.key === 'validation.functionDpIdRange') continue;
    if (p.path[1] === 'identifier' && identifier === '') continue;
    problems.push({ key: p.key, params: p.params, path: p.path.slice(1) });
  }
  const dataType = values.dataType;
  return {
    problems: problems.map((p) => ({ ...p, field: formPath(p.path, dataType) })),
    value: problems.length === 0 && parsed.success ? parsed.data : null,
  };
}
