import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardSchema, isIdCard } from './index.ts';

// Independent reference: the weights of GB 11643 written out, and the check table '10X98765432'.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function referenceCheck(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return '10X98765432'[sum % 11]!;
}
const complete = (first17: string) => first17 + referenceCheck(first17);

describe('resident ID number', () => {
  it('accepts the published sample with an X check character', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
  });

  it('agrees with the reference check on many numbers', () => {
    for (let seq = 0; seq < 200; seq++) {
      const first17 = `440305199${seq % 10}0${(seq % 9) + 1}1${seq % 10}${String(seq).padStart(3, '0')}`;
      expect(idCardCheckChar(first17)).toBe(referenceCheck(first17));
      expect(isIdCard(complete(first17)), first17).toBe(true);
    }
  });

  it('rejects a wrong check digit', () => {
    const good = complete('32010619900307123');
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(isIdCard(good)).toBe(true);
    expect(isIdCard(wrong)).toBe(false);
    expect(isIdCard('110105194912310021')).toBe(false);
  });

  it('rejects impossible birth dates, future births and births before 1900', () => {
    const today = new Date(2024, 5, 15);
    expect(isIdCard(complete('11010519900230123'), today)).toBe(false); // 30 February
    expect(isIdCard(complete('11010519901301123'), today)).toBe(false); // month 13
    expect(isIdCard(complete('11010519900100123'), today)).toBe(false); // day 0
    expect(isIdCard(complete('11010520230229123'), today)).toBe(false); // 2023 is not a leap year
    expect(isIdCard(complete('11010520240229123'), today)).toBe(true); // 2024 is
    expect(isIdCard(complete('11010520240615123'), today)).toBe(true); // born today
    expect(isIdCard(complete('11010520240616123'), today)).toBe(false); // tomorrow
    expect(isIdCard(complete('11010518991231123'), today)).toBe(false);
  });

  it('rejects unknown provinces and bad shapes', () => {
    expect(isIdCard(complete('99010519491231002'))).toBe(false);
    expect(isIdCard(complete('01010519491231002'))).toBe(false);
    expect(isIdCard('11010519491231002')).toBe(false); // 17 characters
    expect(isIdCard('11010519491231002XX')).toBe(false);
    expect(isIdCard('1101051949123100AX')).toBe(false);
    expect(isIdCard('110105491231002')).toBe(false); // old 15-digit numbers are not accepted
  });

  it('idCardSchema upper-cases x, trims, and reports its key', () => {
    expect(idCardSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    const bad = idCardSchema.safeParse('110105194912310021');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation.idCard');
    expect(idCardSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
