/** Test support: a small thing model with one function of each kind of interest, and triple files. */
import ExcelJS from 'exceljs';
import {
  FunctionKind,
  type ModelFunction,
  modelFunctionSchema,
  THING_MODEL_VERSION,
  type ThingModel,
} from '@iotc/shared/functions';
import { TRIPLE_EXPORT_COLUMNS } from '@iotc/shared/triples';
import type { DeviceCredentials } from './DeviceClient.ts';

export const TEST_PRODUCT_KEY = 'pk_test';

const modelFunctions: ModelFunction[] = [
  { kind: FunctionKind.Standard, dpId: 1, name: 'switch', identifier: 'switch', rwFlag: 'rw', dataType: 'bool' },
  { kind: FunctionKind.Standard, dpId: 2, name: 'temp', identifier: 'temp', rwFlag: 'rw', dataType: 'value', min: 0, max: 100, step: 5, defaultValue: 20 },
  {
    kind: FunctionKind.Standard,
    dpId: 3,
    name: 'mode',
    identifier: 'mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'auto', name: 'auto', description: 'auto' },
      { value: 'cool', name: 'cool', description: 'cool' },
    ],
  },
  { kind: FunctionKind.Standard, dpId: 4, name: 'fault', identifier: 'fault', rwFlag: 'ro', dataType: 'fault', faultBits: [{ name: 'e1' }, { name: 'e2' }] },
  { kind: FunctionKind.Custom, dpId: 101, name: 'beep', identifier: 'beep', rwFlag: 'wo', dataType: 'raw', maxLength: 4 },
];

export const testModel: ThingModel = { version: THING_MODEL_VERSION, productKey: TEST_PRODUCT_KEY, functions: modelFunctions };
export const testFunctions = modelFunctions.map((f) => modelFunctionSchema.parse(f));
/** Every function's default: what a new or restored device holds. */
export const testDefaults = { '1': false, '2': 20, '3': 'auto', '4': 0, '101': '' };

export function testCredentials(n: number): DeviceCredentials {
  return { productKey: TEST_PRODUCT_KEY, deviceId: `did${n}`, username: `user${n}`, password: `secret${n}` };
}

/** A row as the export writes it, in TRIPLE_EXPORT_COLUMNS order (device 2 has no MAC). */
export function exportRow(n: number): string[] {
  const c = testCredentials(n);
  return [c.productKey, c.deviceId, c.username, c.password, `SN${n}`, n === 2 ? '' : `AA:BB:CC:00:00:0${n}`, 'b1', '2025-01-01 08:00:00'];
}

/** Writes an xlsx the way the export does: the keys in row 1 of the first sheet. */
export async function writeTripleXlsx(file: string, rows: string[][], header: readonly string[] = TRIPLE_EXPORT_COLUMNS): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('triples');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('other').addRow(['not', 'read']);
  await workbook.xlsx.writeFile(file);
}
