import { type DataType, type FunctionDefinition, FunctionKind, type RwFlag } from '@iotc/shared/functions';
import type { Translate } from './model';

/** How a function's kind, data type and transfer type read in the current language. */

export const dataTypeLabel = (t: Translate, dataType: DataType) => t(`functions.dataType.${dataType}`);
export const rwFlagLabel = (t: Translate, rwFlag: RwFlag) => t(`functions.rwFlag.${rwFlag}`);

const KIND_NAMES: Record<FunctionKind, string> = {
  [FunctionKind.Standard]: 'standard',
  [FunctionKind.Custom]: 'custom',
  [FunctionKind.Advanced]: 'advanced',
};
export const kindName = (kind: FunctionKind) => KIND_NAMES[kind];
export const kindLabel = (t: Translate, kind: FunctionKind) => t(`functions.kind.${KIND_NAMES[kind]}`);

/**
 * The type-specific properties in one line: "0-100, step 1, scale 0, unit %" for a value, the values
 * of an enum, the byte limit of a string or raw, the bit names of a fault.
 */
export function specSummary(t: Translate, fn: FunctionDefinition): string {
  switch (fn.dataType) {
    case 'bool':
      return fn.defaultValue === null ? '' : t('functions.summary.default', { value: t(fn.defaultValue ? 'functions.bool.true' : 'functions.bool.false') });
    case 'value': {
      const range = t('functions.summary.value', { min: fn.min, max: fn.max, step: fn.step, multiple: fn.multiple });
      return fn.unit ? `${range}${t('functions.summary.unit', { unit: fn.unit })}` : range;
    }
    case 'enum':
      return fn.enumValues.map((v) => (v.name && v.name !== v.value ? `${v.value} (${v.name})` : v.value)).join(t('functions.summary.separator'));
    case 'string':
    case 'raw':
      return t('functions.summary.maxLength', { max: fn.maxLength });
    case 'fault':
      return fn.faultBits.map((b) => b.name).join(t('functions.summary.separator'));
  }
}
