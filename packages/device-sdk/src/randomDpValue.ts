import type { DpValue } from '@iotc/shared';
import type { FunctionDefinition } from '@iotc/shared/functions';

const pick = (n: number) => Math.floor(Math.random() * n);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random value the function accepts: in range and on a step, one of the enum values, within the byte length. */
export function randomDpValue(f: FunctionDefinition): DpValue {
  switch (f.dataType) {
    case 'bool':
      return Math.random() < 0.5;
    case 'value':
      return f.min + pick(Math.floor((f.max - f.min) / f.step) + 1) * f.step;
    case 'enum':
      return f.enumValues[pick(f.enumValues.length)]!.value;
    case 'string':
      return Array.from({ length: 1 + pick(Math.min(f.maxLength, 8)) }, () => ALPHABET[pick(ALPHABET.length)]).join('');
    case 'raw':
      return Array.from({ length: 1 + pick(Math.min(f.maxLength, 4)) }, () => pick(256).toString(16).padStart(2, '0')).join('');
    case 'fault':
      return pick(2 ** f.faultBits.length);
  }
}
