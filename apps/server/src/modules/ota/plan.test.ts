import { describe, expect, it } from 'vitest';
import { inArea, inWindow, isTarget, planStages, type Target } from './plan.ts';

const targets = (n: number, extra: Partial<Target> = {}): Target[] =>
  Array.from({ length: n }, (_, i) => ({ did: `d${i}`, version: '1.0.0', location: null, boundUser: null, ...extra }));
type StageValues = Parameters<typeof planStages>[1];
type TargetValues = Parameters<typeof isTarget>[0];
const none = { dids: new Set<string>(), accounts: new Set<string>() };

describe('a release plan', () => {
  it('cuts cumulative gray stages from a stable order, rounding up, then everyone else', () => {
    const values: StageValues = { releaseMode: 'gray', verification: false, grayType: 'percent', grayStages: [{ value: 10, soakMinutes: 5 }, { value: 50, soakMinutes: 0 }], grayDeviceIds: [] };
    const plan = planStages('r1', values, targets(21), none);
    expect(plan.map((s) => [s.kind, s.dids.length])).toEqual([
      ['gray', 3],
      ['gray', 8],
      ['all', 10],
    ]);
    expect(plan[0]!.soakMinutes).toBe(5);
    // The same release cuts the same way; another release another way.
    expect(planStages('r1', values, targets(21), none)[0]!.dids).toEqual(plan[0]!.dids);
    expect(planStages('r2', values, targets(21), none)[0]!.dids).not.toEqual(plan[0]!.dids);
  });

  it('starts with the whitelist (devices and the devices of listed accounts); verify mode stops there', () => {
    const fleet = targets(5).map((t, i) => ({ ...t, boundUser: i === 4 ? 'tester@example.com' : null }));
    const whitelist = { dids: new Set(['d0']), accounts: new Set(['tester@example.com']) };
    const verify = planStages('r', { releaseMode: 'verify', verification: false, grayType: null, grayStages: [], grayDeviceIds: [] }, fleet, whitelist);
    expect(verify.map((s) => [s.kind, s.dids])).toEqual([['verify', ['d0', 'd4']]]);
    const full = planStages('r', { releaseMode: 'full', verification: true, grayType: null, grayStages: [], grayDeviceIds: [] }, fleet, whitelist);
    expect(full.map((s) => [s.kind, s.dids.length])).toEqual([
      ['verify', 2],
      ['all', 3],
    ]);
    const listed = planStages('r', { releaseMode: 'gray', verification: false, grayType: 'deviceIds', grayStages: [], grayDeviceIds: ['d1', 'd9'] }, fleet, none);
    expect(listed.map((s) => s.dids)).toEqual([['d1'], ['d0', 'd2', 'd3', 'd4']]);
  });

  it('targets by source version, area and listed devices', () => {
    const values: TargetValues = { versionMode: 'specified', sourceVersions: ['1.0.0'], areaMode: 'specified', areas: ['Shanghai'], deviceIds: [] };
    expect(isTarget(values, { did: 'a', version: '1.0.0', location: 'Shanghai, Pudong', boundUser: null })).toBe(true);
    expect(isTarget(values, { did: 'a', version: '0.9.0', location: 'Shanghai', boundUser: null })).toBe(false);
    expect(isTarget(values, { did: 'a', version: null, location: 'Shanghai', boundUser: null })).toBe(false);
    expect(isTarget({ ...values, deviceIds: ['b'] }, { did: 'a', version: '1.0.0', location: 'Shanghai', boundUser: null })).toBe(false);
    expect(inArea('Shanghai Pudong', ['Shanghai'])).toBe(true);
    expect(inArea('Shanghaiguan', ['Shanghai'])).toBe(false);
    expect(inArea(null, ['Shanghai'])).toBe(false);
  });

  it("opens the time window in the device's own time zone, across midnight too", () => {
    // 01:30 in Shanghai, 17:30 the day before in UTC.
    const at = new Date('2026-03-01T17:30:00Z');
    expect(inWindow(at, 'Asia/Shanghai', '01:00', '03:00')).toBe(true);
    expect(inWindow(at, null, '01:00', '03:00')).toBe(true);
    expect(inWindow(at, 'UTC', '01:00', '03:00')).toBe(false);
    expect(inWindow(at, 'UTC', '17:00', '02:00')).toBe(true);
    expect(inWindow(at, 'Asia/Shanghai', '23:00', '01:30')).toBe(false);
    expect(inWindow(at, 'Not/AZone', '01:00', '03:00')).toBe(true);
  });
});
