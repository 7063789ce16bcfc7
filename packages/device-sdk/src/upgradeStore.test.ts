import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DigestUpgradeStore, DirectoryUpgradeStore, MemoryUpgradeStore, type UpgradeStore } from './upgradeStore.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytes = Buffer.from('firmware bytes, in two parts');
const [head, tail] = [bytes.subarray(0, 10), bytes.subarray(10)];

describe.each<[string, () => UpgradeStore, boolean]>([
  ['MemoryUpgradeStore', () => new MemoryUpgradeStore(), true],
  ['DirectoryUpgradeStore', () => new DirectoryUpgradeStore(join(mkdtempSync(join(tmpdir(), 'iotc-store-')), 'state')), true],
  ['DigestUpgradeStore', () => new DigestUpgradeStore(), false],
])('%s', (_name, make, keepsBytes) => {
  it('keeps the size and hash of what was appended, per key, until removed', async () => {
    const store = make();
    expect(await store.size('a')).toBe(0);
    expect(await store.sha256('a')).toBe(sha256(Buffer.alloc(0)));
    await store.append('a', head);
    // A digest in the middle does not end the running hash.
    expect(await store.sha256('a')).toBe(sha256(head));
    await store.append('a', tail);
    await store.append('b/../../escape', tail);
    expect(await store.size('a')).toBe(bytes.length);
    expect(await store.sha256('a')).toBe(sha256(bytes));
    expect((await store.read('a')).equals(keepsBytes ? bytes : Buffer.alloc(0))).toBe(true);
    expect(await store.size('b/../../escape')).toBe(tail.length);
    await store.remove('a');
    expect(await store.size('a')).toBe(0);
    expect(await store.size('b/../../escape')).toBe(tail.length);
  });
});

it('DirectoryUpgradeStore names its files by a hash of the key, inside its directory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'iotc-store-'));
  const store = new DirectoryUpgradeStore(dir);
  await store.append('../../outside', head);
  expect(readdirSync(dir)).toEqual([`${sha256(Buffer.from('../../outside'))}.part`]);
});
