import { describe, expect, it } from 'vitest';
import { DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE } from '../constants.ts';
import { firstIssue } from '../validation/index.ts';
import { AccountType } from '../api/shell.ts';
import { DEBUG_DEVICE_BATCH_MAX, addAppAccountBody, addDebugDeviceBody, batchAddDebugDeviceBody, splitDeviceIds } from './schemas.ts';

const single = { productId: 'p1', appId: 'a1', regionServerId: 'cn', userAccount: 'tester@example.com', did: 'd1' };
const batch = { productId: 'p1', appId: 'a1', regionServerId: 'eu', userAccount: '13800138000', count: 2, dids: ['d1', 'd2'] };

describe('real debug devices (001 §5)', () => {
  it.each(['appId', 'regionServerId', 'userAccount', 'did'])('requires %s, naming it', (field) => {
    const { [field as keyof typeof single]: _dropped, ...rest } = single;
    void _dropped;
    expect(firstIssue(addDebugDeviceBody.safeParse(rest))).toMatchObject({ path: [field], key: 'validation.required' });
  });

  it('takes a phone, an e-mail or an account name as the account, nothing else', () => {
    for (const account of ['13800138000', 'tester@example.com', 'qa_tester1']) expect(addDebugDeviceBody.safeParse({ ...single, userAccount: account }).success).toBe(true);
    for (const account of ['12', 'not an account!', '1380013800x@']) {
      expect(firstIssue(addDebugDeviceBody.safeParse({ ...single, userAccount: account }))).toMatchObject({ path: ['userAccount'], key: 'validation.testAccountRule' });
    }
    expect(firstIssue(addAppAccountBody.safeParse({ appId: 'a1', account: '!' }))?.key).toBe('validation.testAccountRule');
  });

  it('refuses a region that is not one of the list', () => {
    expect(firstIssue(addDebugDeviceBody.safeParse({ ...single, regionServerId: 'mars' }))?.path).toEqual(['regionServerId']);
  });

  it('needs a batch count equal to the number of device IDs, each given once', () => {
    expect(batchAddDebugDeviceBody.parse(batch)).toMatchObject({ count: 2, dids: ['d1', 'd2'] });
    expect(firstIssue(batchAddDebugDeviceBody.safeParse({ ...batch, count: undefined }))).toMatchObject({ path: ['count'], key: 'validation.required' });
    expect(firstIssue(batchAddDebugDeviceBody.safeParse({ ...batch, dids: [] }))).toMatchObject({ path: ['dids'], key: 'validation.required' });
    expect(firstIssue(batchAddDebugDeviceBody.safeParse({ ...batch, count: 3 }))).toMatchObject({ path: ['count'], key: 'validation.debugCountMismatch', params: { n: 2 } });
    expect(firstIssue(batchAddDebugDeviceBody.safeParse({ ...batch, dids: ['d1', 'd1'] }))).toMatchObject({
      path: ['dids'],
      key: 'validation.debugDidRepeated',
      params: { did: 'd1' },
    });
  });

  it('caps a batch at 10 / 30 / 100 by account type; the schema allows the largest', () => {
    expect(DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE).toEqual({ [AccountType.Personal]: 10, [AccountType.Enterprise]: 30, [AccountType.EnterpriseCertified]: 100 });
    const dids = Array.from({ length: DEBUG_DEVICE_BATCH_MAX + 1 }, (_, i) => `d${i}`);
    expect(firstIssue(batchAddDebugDeviceBody.safeParse({ ...batch, count: dids.length, dids }))?.key).toBe('validation.maxValue');
  });

  it('reads device IDs typed one per line or separated by commas and spaces', () => {
    expect(splitDeviceIds(' d1\nd2, d3;d4，d5  \n\n')).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(splitDeviceIds('  ')).toEqual([]);
  });
});
