import { AccountType } from '@iotc/shared';
import type { JobInfo } from '@iotc/shared/jobs';
import type { Triple, TripleGeneration } from '@iotc/shared/triples';
import type { DeviceQuota } from '@iotc/shared/quota';
import { fixtureOf } from '@/test/fixtures';

/** Fixtures of the triple pages' tests, shaped as the server answers. */
export const generation = fixtureOf<TripleGeneration>({
  id: 'g1',
  productId: 'p1',
  productName: 'Smart lamp',
  productKey: 'pk0000000000001a',
  batch: 'B1',
  count: 3,
  activated: 1,
  exportCount: 2,
  status: 'done',
  failure: null,
  createdAt: 1_735_689_600,
  createdBy: 'demo@example.com',
});

export const triple = fixtureOf<Triple>({
  deviceId: 'did00000000000001',
  username: 'u-did00000000000001',
  password: 's3cret-pass',
  sn: 'SN-0001',
  mac: 'AA:BB:CC:00:00:01',
  batch: 'B1',
  productId: 'p1',
  productName: 'Smart lamp',
  activated: true,
  exportCount: 2,
  createdAt: 1_735_689_600,
});

export function job(over: Partial<JobInfo> = {}): JobInfo {
  return { id: 'j1', kind: 'tripleGenerate', status: 'queued', done: 0, total: 3, error: null, result: null, createdAt: 1_735_689_600, finishedAt: null, ...over };
}

export function quota(over: Partial<DeviceQuota> = {}): DeviceQuota {
  return { accountType: AccountType.Enterprise, quota: 1000, generated: 3, activated: 1, remaining: 997, ...over };
}
