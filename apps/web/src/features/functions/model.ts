import {
  type DataType,
  DP_ID_RANGE,
  type FunctionDefinition,
  FunctionKind,
  type ModelFunction,
  type ModelProblem,
  type ProductFunction,
  type RwFlag,
  THING_MODEL_VERSION,
  type ThingModel,
} from '@iotc/shared/functions';
import { saveBlob } from '@/lib/request';

/**
 * The thing model as plain data: what a function definition is without the server's bookkeeping,
 * the exported file, the free DP IDs, and how a problem's path reads to a person.
 */

/** A function's definition only (no id, kind or scene flags): the model file's and editFunc's shape. */
export function definitionOf(fn: FunctionDefinition): FunctionDefinition {
  const common = { dpId: fn.dpId, name: fn.name, identifier: fn.identifier, rwFlag: fn.rwFlag, required: fn.required, description: fn.description };
  switch (fn.dataType) {
    case 'bool':
      return { ...common, dataType: 'bool', defaultValue: fn.defaultValue };
    case 'value':
      return { ...common, dataType: 'value', min: fn.min, max: fn.max, step: fn.step, multiple: fn.multiple, unit: fn.unit, defaultValue: fn.defaultValue };
    case 'enum':
      return { ...common, dataType: 'enum', enumValues: fn.enumValues.map((v) => ({ value: v.value, name: v.name, description: v.description })), defaultValue: fn.defaultValue };
    case 'string':
      return { ...common, dataType: 'string', maxLength: fn.maxLength, defaultValue: fn.defaultValue };
    case 'raw':
      return { ...common, dataType: 'raw', maxLength: fn.maxLength, defaultValue: fn.defaultValue };
    case 'fault':
      return { ...common, dataType: 'fault', faultBits: fn.faultBits.map((b) => ({ name: b.name, description: b.description })) };
  }
}

export const byDpId = (a: { dpId: number }, b: { dpId: number }) => a.dpId - b.dpId;

/** The exported model: version 1, the product key, every function with its kind, in DP ID order. */
export function thingModelOf(productKey: string, functions: readonly ProductFunction[]): ThingModel {
  return {
    version: THING_MODEL_VERSION,
    productKey,
    functions: [...functions].sort(byDpId).map((fn): ModelFunction => ({ kind: fn.kind, ...definitionOf(fn) })),
  };
}

export function modelFileName(productKey: string): string {
  return `${productKey}-model.json`;
}

/** Saves text as a file the browser downloads. */
export function saveTextFile(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'application/json' }), fileName);
}

/** The smallest custom DP ID (101-199) not yet used, or null when all are taken. */
export function nextFreeDpId(taken: Iterable<number>): number | null {
  const used = new Set(taken);
  const { min, max } = DP_ID_RANGE[FunctionKind.Custom];
  for (let id = min; id <= max; id += 1) if (!used.has(id)) return id;
  return null;
}

/** Which functions a timer may set: the device accepts commands for them and they have a small set of values. */
export const TIMER_DATA_TYPES: readonly DataType[] = ['bool', 'enum', 'value'];
export const isWritable = (rwFlag: RwFlag) => rwFlag !== 'ro';
export const isReported = (rwFlag: RwFlag) => rwFlag !== 'wo';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The label of one path step: the shared field label when there is one ("Identifier"), else the name. */
function stepLabel(t: Translate, exists: (key: string) => boolean, step: string): string {
  return exists(`field.${step}`) ? t(`field.${step}`) : step;
}

/**
 * Where a model problem is, for a person: ['functions', 3, 'identifier'] → "Function 4 (Identifier)",
 * ['functions', 0, 'enumValues', 1, 'value'] → "Function 1 (Enum values 2 › Value)". The function's
 * identifier, when the file gives one, is named too.
 */
export function problemPlace(
  problem: Pick<ModelProblem, 'path'>,
  t: Translate,
  exists: (key: string) => boolean,
  identifierAt?: (index: number) => string | undefined,
): string {
  const path = [...problem.path];
  // Paths of a function list in a save start with the index; those of a model with 'functions'.
  if (path[0] === 'functions' && typeof path[1] === 'number') path.shift();
  const steps: string[] = [];
  let head = t('functions.problem.model');
  if (typeof path[0] === 'number') {
    const index = path.shift() as number;
    const identifier = identifierAt?.(index);
    head = identifier ? t('functions.problem.functionNamed', { n: index + 1, identifier }) : t('functions.problem.function', { n: index + 1 });
  }
  for (const step of path) {
    if (typeof step === 'number') {
      if (steps.length > 0) steps[steps.length - 1] = `${steps[steps.length - 1]} ${step + 1}`;
      else steps.push(String(step + 1));
    } else steps.push(stepLabel(t, exists, step));
  }
  return steps.length > 0 ? `${head} (${steps.join(' › ')})` : head;
}

/** A problem's sentence: its place and its translated reason. */
export function problemText(problem: ModelProblem, t: Translate, exists: (key: string) => boolean, identifierAt?: (index: number) => string | undefined): string {
  return `${problemPlace(problem, t, exists, identifierAt)}: ${t(problem.key, problem.params)}`;
}

/** A form problem the form has no field for: "Enum values: Choose at least 1". */
export function fieldProblemText(problem: Pick<ModelProblem, 'path' | 'key' | 'params'>, t: Translate, exists: (key: string) => boolean): string {
  const name = [...problem.path].reverse().find((p): p is string => typeof p === 'string');
  const reason = t(problem.key, problem.params);
  return name ? `${stepLabel(t, exists, name)}: ${reason}` : reason;
}

/** Problems of a refused import or save (`data.problems` of the answer), when the answer has them. */
export function problemsOf(data: unknown): ModelProblem[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const problems = (data as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return null;
  return problems.filter(
    (p): p is ModelProblem => typeof p === 'object' && p !== null && Array.isArray((p as ModelProblem).path) && typeof (p as ModelProblem).key === 'string',
  );
}
